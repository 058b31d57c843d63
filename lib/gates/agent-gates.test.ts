import { describe, expect, it } from "vitest";
import { makeRow, passingFacts, withRows, withoutRows } from "./__fixtures__/build-facts";
import { agentBelowBarGate, agentTurnsGate, harnessCoverageGate } from "./agent-gates";

describe("harnessCoverageGate", () => {
  it.each([
    ["all three official rows", passingFacts(), "pass"],
    ["Antigravity row missing", withoutRows("agy"), "fail"],
    ["Claude row is diagnostic", withRows(makeRow({ id: "claude", harness: "Claude Code CLI", status: "diagnostic" })), "fail"],
    ["Claude row is a wrapper", withRows(makeRow({ id: "claude", harness: "VS Code Claude Agent SDK" })), "fail"],
    ["Antigravity row is constructed", withRows(makeRow({ id: "agy", harness: "Antigravity", constructed: true })), "fail"],
    ["Antigravity row is an ablation only", withRows(makeRow({ id: "agy", harness: "Antigravity", condition: "no_media" })), "fail"],
    ["Antigravity waived by a maintainer", withRows(makeRow({ id: "agy", harness: "Antigravity", status: "waived" })), "pass"],
    ["extra Gemini CLI row", withRows(makeRow({ id: "gemini", harness: "Gemini CLI" })), "pass"],
  ] as const)("%s -> %s", (_name, facts, outcome) => {
    expect(harnessCoverageGate(facts).outcome).toBe(outcome);
  });

  it("says which row stands in for a harness and why another does not count", () => {
    const gate = harnessCoverageGate(withRows(makeRow({ id: "agy", harness: "Antigravity CLI", status: "earlier_instruction" })));
    expect(gate.evidence.map((e) => `${e.kind}: ${e.text}`)).toEqual([
      "ok: Codex CLI: official row Codex CLI / gpt-5.6-sol, scored by the judge",
      "ok: Claude Code: official row Claude Code CLI / claude-opus-4-8, scored by the judge",
      "missing: Antigravity: no official full-condition row",
      "note: Antigravity: Antigravity CLI / gpt-5.6-sol ran an earlier instruction (aaaaaaaa…aaaa, not the shipped aaaaaaaa…aaaa), does not count",
    ]);
  });
});

describe("agentBelowBarGate", () => {
  it.each([
    ["all recomputed below 0.10", {}, "pass"],
    ["recomputed 0.0999", { recomputedScore: 0.0999 }, "pass"],
    ["recomputed exactly 0.10", { recomputedScore: 0.1 }, "fail"],
    ["recomputed 0.6060", { recomputedScore: 0.606 }, "fail"],
    // the judge's number wins over the claim, in both directions
    ["claims 0.30, recomputes 0.05", { claimedScore: 0.3, recomputedScore: 0.05 }, "pass"],
    ["claims 0.05, recomputes 0.30", { claimedScore: 0.05, recomputedScore: 0.3 }, "fail"],
    // a claim alone can fail the gate, never pass it: below the bar it is "claimed"
    ["claimed only, 0.05", { claimedScore: 0.05, recomputedScore: null, hasLedger: false }, "claimed"],
    ["claimed only, 0.15", { claimedScore: 0.15, recomputedScore: null, hasLedger: false }, "fail"],
    ["no number at all", { claimedScore: null, recomputedScore: null }, "insufficient"],
  ] as const)("%s -> %s", (_name, change, outcome) => {
    expect(agentBelowBarGate(withRows(makeRow({ id: "codex", ...change }))).outcome).toBe(outcome);
  });

  it("ignores rows that are not official full-condition runs", () => {
    const facts = withRows(
      makeRow({ id: "replaced", status: "replaced", recomputedScore: 0.606 }),
      makeRow({ id: "diag", status: "diagnostic", recomputedScore: 0.5 }),
      makeRow({ id: "no-media", condition: "no_media", recomputedScore: 0.12 }),
    );
    expect(agentBelowBarGate(facts).outcome).toBe("pass");
  });

  it("is insufficient with no official full rows at all", () => {
    const gate = agentBelowBarGate(passingFacts({ rows: [] }));
    expect(gate.outcome).toBe("insufficient");
    expect(gate.evidence[0].text).toBe("no official full-condition row to check");
  });
});

describe("agentTurnsGate", () => {
  it.each([
    [51, "pass"],
    [50, "fail"],
    [9, "fail"],
    [null, "insufficient"],
  ] as const)("%s turns -> %s", (turns, outcome) => {
    expect(agentTurnsGate(withRows(makeRow({ id: "codex", turns }))).outcome).toBe(outcome);
  });

  it("does not ask ablation rows for 50 turns", () => {
    expect(agentTurnsGate(passingFacts()).outcome).toBe("pass");
  });

  // where the turns come from (the grade): the row's turnsSource, and without one (older rows) a
  // stored trajectory means they were counted in it
  it.each([
    ["trajectory", "stored", "measured"],
    ["claimed", "stored", "claimed"],
    [null, "stored", "measured"],
    [undefined, "stored", "measured"],
    [null, "none", "claimed"],
    ["claimed", "none", "claimed"],
  ] as const)("turnsSource %s with a %s trajectory -> %s", (turnsSource, state, grade) => {
    const path = state === "stored" ? "calibration/rollouts/codex.jsonl" : null;
    const row = makeRow({ id: "codex", turnsSource, trajectory: { state, path, linkedByName: false } });
    const evidence = agentTurnsGate(withRows(row)).evidence.find((e) => e.rowId === "codex");
    expect(evidence?.grade).toBe(grade);
  });

  it("is insufficient with no official full rows at all, and says so", () => {
    const gate = agentTurnsGate(passingFacts({ rows: [] }));
    expect(gate.outcome).toBe("insufficient");
    expect(gate.evidence.map((e) => e.text)).toEqual(["no official full-condition row to check"]);
  });
});
