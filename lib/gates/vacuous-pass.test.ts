// No vacuous pass, gate by gate: when every candidate is excluded, no gate passes, and a gate
// left with nothing counted says which exclusions emptied it. Also the invariant on every fixture:
// a passing gate has at least one counted, measured line.
import { describe, expect, it } from "vitest";
import { evaluateGates } from "./evaluate-gates";
import { makeRow, passingFacts } from "./__fixtures__/build-facts";
import { demoFacts, egocentricFacts, flightgearFacts, kartFacts } from "./__fixtures__/real-task-facts";
import type { RowFlag } from "./row-flags";
import type { CalibrationRowFacts, GateFacts, GateId } from "./types";
import { exclusionSummary, withoutVacuousPass } from "./vacuous-pass";

const flag = (code: RowFlag["code"]): RowFlag => ({ code, text: `flagged ${code}`, source: { file: "calibration/scores.md", line: 3 } });
const excluded = (row: CalibrationRowFacts, code: RowFlag["code"]) => ({ ...row, flags: [flag(code)] });

/** The baseline with every row flagged out; the trajectories belong to rows that do not count. */
function allExcluded(): GateFacts {
  const base = passingFacts();
  const codes: RowFlag["code"][] = ["contaminated", "contaminated", "quota_terminated", "contaminated", "diagnostic", "contaminated"];
  const rows = base.rows.map((r, i) => excluded(r, codes[i]));
  return { ...base, rows, trajectories: base.trajectories!.map((t) => ({ ...t, counts: false })) };
}

// the gates that read rows, and what each must be when no row counts. instruction-parity alone may
// pass: it binds flagged rows too (a flagged row still claims to be official), and each row's own
// trajectory proves which instruction it ran — measured evidence on rows that are there
const ROW_GATES: [GateId, "insufficient" | "fail" | "pass"][] = [
  ["harness-coverage", "fail"],
  ["agent-below-bar", "insufficient"],
  ["agent-turns", "insufficient"],
  ["ablations", "fail"],
  ["instruction-parity", "pass"],
  ["trajectory-integrity", "insufficient"],
];

describe("every candidate excluded", () => {
  const gates = evaluateGates(allExcluded());
  it.each(ROW_GATES)("%s is %s", (id, outcome) => {
    expect(gates.find((g) => g.id === id)?.outcome).toBe(outcome);
  });

  it("trajectory-integrity says which exclusions emptied it", () => {
    const gate = gates.find((g) => g.id === "trajectory-integrity")!;
    expect(gate.evidence.at(-1)?.text).toBe(
      "insufficient: nothing counted and measured decides this gate — all 3 full rows excluded (2 contaminated, 1 quota-terminated)",
    );
  });

  it("the same gate passes on the baseline, where the rows count", () => {
    expect(evaluateGates(passingFacts()).find((g) => g.id === "trajectory-integrity")?.outcome).toBe("pass");
  });
});

describe("exclusionSummary", () => {
  it.each([
    [[makeRow({ id: "a", condition: "no_media" })], "no official full-condition row"],
    [[makeRow({ id: "a" }), excluded(makeRow({ id: "b" }), "contaminated")], "no line of evidence is a counted measurement"],
    [[excluded(makeRow({ id: "a" }), "quota_terminated")], "all 1 full row excluded (1 quota-terminated)"],
    [
      [makeRow({ id: "a", submission: "submitted" }), makeRow({ id: "b", status: "constructed" })],
      "all 1 full row excluded (1 unaccepted submission)",
    ],
  ])("%#", (rows, text) => expect(exclusionSummary(rows)).toBe(text));
});

describe("the invariant on every fixture: a pass stands on a counted, measured line", () => {
  it.each([
    ["baseline", passingFacts()],
    ["all excluded", allExcluded()],
    ["FlightGear", flightgearFacts],
    ["egocentric", egocentricFacts],
    ["kart", kartFacts],
    ["demo", demoFacts],
  ] as const)("%s", (_n, facts) => {
    for (const gate of evaluateGates(facts))
      if (gate.outcome === "pass")
        expect(
          gate.evidence.some((e) => e.kind === "ok" && e.grade === "measured"),
          gate.id,
        ).toBe(true);
  });

  it("a gate of notes alone is turned insufficient; one with a measured ok is left alone", () => {
    const notes = {
      id: "ablations",
      title: "t",
      threshold: "x",
      outcome: "pass",
      evidence: [{ kind: "note", text: "n/a", numbers: {} }],
    } as const;
    const facts = passingFacts();
    expect(withoutVacuousPass({ ...notes, evidence: [...notes.evidence] }, facts).outcome).toBe("insufficient");
    const measured = { ...notes, evidence: [{ kind: "ok" as const, grade: "measured" as const, text: "ok", numbers: {} }] };
    expect(withoutVacuousPass(measured, facts)).toBe(measured);
  });
});
