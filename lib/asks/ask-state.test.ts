// Ask state from gate outcomes per revision. Expected values follow the rule written in
// ask-state.ts: only a later revision's measured "pass" closes a gate ask.
import { describe, expect, it } from "vitest";
import { askState, closedText, type AskFacts, type GateOutcome, type RevisionGates } from "./ask-state";

const rev = (id: string, outcome: GateOutcome | null): RevisionGates => ({
  id,
  label: `${id}000000 commit ${id}`,
  gates: new Map(outcome ? [["oracle-perfect", outcome]] : []),
});
const gateAsk = (over: Partial<AskFacts> = {}): AskFacts => ({
  id: "a1",
  text: "oracle must score 1.0",
  anchor: { kind: "gate", ref: "oracle-perfect" },
  maintainerSide: false,
  reviewedRevisionId: "r1",
  ticked: null,
  ...over,
});
const tick = { by: "Ana", at: new Date("2026-12-03T10:00:00Z") };

describe("askState", () => {
  const cases: { name: string; ask: AskFacts; revisions: RevisionGates[]; expected: string }[] = [
    { name: "no later revision: open", ask: gateAsk(), revisions: [rev("r1", "fail")], expected: "open" },
    { name: "passes on the next revision", ask: gateAsk(), revisions: [rev("r1", "fail"), rev("r2", "pass")], expected: "revision r2" },
    { name: "claimed only is not a pass", ask: gateAsk(), revisions: [rev("r1", "fail"), rev("r2", "claimed")], expected: "open" },
    { name: "warn is not a pass", ask: gateAsk(), revisions: [rev("r1", "fail"), rev("r2", "warn")], expected: "open" },
    { name: "insufficient stays open", ask: gateAsk(), revisions: [rev("r1", "fail"), rev("r2", "insufficient")], expected: "open" },
    {
      name: "first passing later revision closes it, even if a newer one regresses",
      ask: gateAsk(),
      revisions: [rev("r1", "fail"), rev("r2", "fail"), rev("r3", "pass"), rev("r4", "fail")],
      expected: "revision r3",
    },
    { name: "pass at the reviewed revision itself is not later", ask: gateAsk(), revisions: [rev("r1", "pass")], expected: "open" },
    {
      name: "an earlier revision's pass does not count",
      ask: gateAsk({ reviewedRevisionId: "r2" }),
      revisions: [rev("r1", "pass"), rev("r2", "fail")],
      expected: "open",
    },
    { name: "gate missing in the later revision", ask: gateAsk(), revisions: [rev("r1", "fail"), rev("r2", null)], expected: "open" },
    {
      name: "unknown reviewed revision: nothing is later",
      ask: gateAsk({ reviewedRevisionId: "gone" }),
      revisions: [rev("r1", "fail"), rev("r2", "pass")],
      expected: "open",
    },
    { name: "no reviewed revision", ask: gateAsk({ reviewedRevisionId: null }), revisions: [rev("r2", "pass")], expected: "open" },
    {
      name: "a free-text ask never closes by itself",
      ask: gateAsk({ anchor: { kind: "text", ref: null } }),
      revisions: [rev("r1", "fail"), rev("r2", "pass")],
      expected: "open",
    },
    {
      name: "a row ask never closes by itself",
      ask: gateAsk({ anchor: { kind: "row", ref: "oracle-perfect" } }),
      revisions: [rev("r1", "fail"), rev("r2", "pass")],
      expected: "open",
    },
    {
      name: "ticked free text closes",
      ask: gateAsk({ anchor: { kind: "text", ref: null }, ticked: tick }),
      revisions: [],
      expected: "ticked Ana",
    },
    {
      name: "ticked open gate ask closes by the tick",
      ask: gateAsk({ ticked: tick }),
      revisions: [rev("r1", "fail")],
      expected: "ticked Ana",
    },
    {
      name: "a closing revision wins over a tick",
      ask: gateAsk({ ticked: tick }),
      revisions: [rev("r1", "fail"), rev("r2", "pass")],
      expected: "revision r2",
    },
  ];
  for (const c of cases)
    it(c.name, () => {
      const s = askState(c.ask, c.revisions);
      const got = s.state === "open" ? "open" : s.how === "revision" ? `revision ${s.revisionId}` : `ticked ${s.by}`;
      expect(got).toBe(c.expected);
    });

  it("says how it closed", () => {
    expect(closedText(askState(gateAsk(), [rev("r1", "fail"), rev("r2", "pass")]))).toBe("closed by revision r2000000 commit r2");
    expect(closedText({ state: "closed", how: "ticked", ...tick })).toBe("ticked by Ana on 2026-12-03 10:00 UTC");
    expect(closedText({ state: "open" })).toBeNull();
  });
});
