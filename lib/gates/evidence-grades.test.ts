// The grading rules over every gate that reads rows: measured passes, claimed is its own outcome,
// rejected / absent / contested decide nothing; submissions and provenance flags keep rows out.
import { describe, expect, it } from "vitest";
import { SHA_A, makeRow, passingFacts, withMedia, withRows } from "./__fixtures__/build-facts";
import { evaluateGates } from "./evaluate-gates";
import type { RowFlag } from "./row-flags";
import { outcomeFromEvidence } from "./rows";
import type { GateEvidence, GateFacts, GateId, GateOutcome } from "./types";

const outcomeOf = (facts: GateFacts, id: GateId): GateOutcome => evaluateGates(facts).find((g) => g.id === id)!.outcome;
const evidenceOf = (facts: GateFacts, id: GateId) => evaluateGates(facts).find((g) => g.id === id)!.evidence;
const flag = (code: RowFlag["code"], text = "as the task says"): RowFlag => ({
  code,
  text,
  source: { file: "calibration/scores.md", line: 12 },
});

describe("outcomeFromEvidence over grades", () => {
  const ok = (grade: GateEvidence["grade"] & string): GateEvidence => ({ kind: "ok", grade, text: grade, numbers: {} });
  it.each<[string, GateEvidence[], GateOutcome]>([
    ["measured ok", [ok("measured")], "pass"],
    ["claimed ok", [ok("claimed")], "claimed"],
    ["measured + claimed", [ok("measured"), ok("claimed")], "claimed"],
    ["claimed + warning", [ok("claimed"), { kind: "warning", text: "w", numbers: {} }], "claimed"],
    ["rejected ok is never a pass", [ok("rejected")], "insufficient"],
    ["absent ok is never a pass", [ok("absent")], "insufficient"],
    ["contested ok is never a pass", [ok("contested")], "insufficient"],
    ["claimed + unknown", [ok("claimed"), { kind: "unknown", text: "u", numbers: {} }], "insufficient"],
    ["claimed + problem", [ok("claimed"), { kind: "problem", text: "p", numbers: {} }], "fail"],
  ])("%s -> %s", (_name, evidence, outcome) => {
    expect(outcomeFromEvidence(evidence)).toBe(outcome);
  });
});

describe("the baseline is measured and passes every row gate", () => {
  it.each<GateId>([
    "harness-coverage",
    "agent-below-bar",
    "agent-turns",
    "ablations",
    "instruction-parity",
    "claimed-matches-recomputed",
    "trajectory-integrity",
  ])("%s passes", (id) => {
    expect(outcomeOf(passingFacts(), id)).toBe("pass");
  });
});

describe("row evidence grades", () => {
  const claude = (over: Parameters<typeof makeRow>[0]) => makeRow({ harness: "Claude Code CLI", model: "claude-opus-4-8", ...over });
  it.each<[string, GateFacts, GateId, GateOutcome]>([
    // a rejected document is not a score
    [
      "rejected ledger: strong agents",
      withRows(claude({ id: "claude", recomputedScore: null, recomputedRejected: "top-level object must contain clearances" })),
      "agent-below-bar",
      "insufficient",
    ],
    [
      "rejected ledger: coverage",
      withRows(claude({ id: "claude", recomputedScore: null, recomputedRejected: "bare array" })),
      "harness-coverage",
      "insufficient",
    ],
    [
      "rejected ledger: claims",
      withRows(claude({ id: "claude", recomputedScore: null, recomputedRejected: "bare array" })),
      "claimed-matches-recomputed",
      "pass",
    ],
    // a ledger linked by name only is contested
    ["name-linked ledger: strong agents", withRows(claude({ id: "claude", ledgerLinkedByName: true })), "agent-below-bar", "insufficient"],
    [
      "name-linked ledger: claims",
      withRows(claude({ id: "claude", ledgerLinkedByName: true })),
      "claimed-matches-recomputed",
      "insufficient",
    ],
    // claimed-only evidence
    [
      "claimed score: strong agents",
      withRows(claude({ id: "claude", recomputedScore: null, hasLedger: false })),
      "agent-below-bar",
      "claimed",
    ],
    ["claimed score: coverage", withRows(claude({ id: "claude", recomputedScore: null, hasLedger: false })), "harness-coverage", "claimed"],
    [
      "claimed turns",
      withRows(claude({ id: "claude", turnsSource: "claimed", trajectory: { state: "none", path: null, linkedByName: false } })),
      "agent-turns",
      "claimed",
    ],
    ["claimed instruction hash", withRows(claude({ id: "claude", provenInstruction: null })), "instruction-parity", "claimed"],
    // an absent trajectory counts and audits nothing
    [
      "absent trajectory: turns",
      withRows(
        claude({ id: "claude", turnsSource: "claimed", trajectory: { state: "absent", path: "r/claude.jsonl", linkedByName: false } }),
      ),
      "agent-turns",
      "insufficient",
    ],
    [
      "absent trajectory: integrity",
      withRows(claude({ id: "claude", trajectory: { state: "absent", path: "r/claude.jsonl", linkedByName: false } })),
      "trajectory-integrity",
      "insufficient",
    ],
    // a trajectory linked by name only is contested
    [
      "name-linked trajectory: turns",
      withRows(claude({ id: "claude", trajectory: { state: "stored", path: "r/old.jsonl", linkedByName: true } })),
      "agent-turns",
      "insufficient",
    ],
    [
      "name-linked trajectory: parity",
      withRows(claude({ id: "claude", trajectory: { state: "stored", path: "r/old.jsonl", linkedByName: true } })),
      "instruction-parity",
      "insufficient",
    ],
    // a claim on the wrong side of the bar still fails
    [
      "claimed 0.15, no ledger",
      withRows(claude({ id: "claude", claimedScore: 0.15, recomputedScore: null, hasLedger: false })),
      "agent-below-bar",
      "fail",
    ],
    ["claimed 12 turns", withRows(claude({ id: "claude", turns: 12, turnsSource: "claimed", trajectory: null })), "agent-turns", "fail"],
  ])("%s: %s is %s", (_name, facts, id, outcome) => {
    expect(outcomeOf(facts, id)).toBe(outcome);
  });

  it("every ok line of every gate says what it stands on", () => {
    for (const facts of [
      passingFacts(),
      withRows(claude({ id: "claude", recomputedScore: null, hasLedger: false, provenInstruction: null })),
    ])
      for (const gate of evaluateGates(facts))
        for (const e of gate.evidence.filter((x) => x.kind === "ok")) expect(e.grade, `${gate.id}: ${e.text}`).toBeDefined();
  });
});

describe("submissions are proposals", () => {
  const submitted = makeRow({ id: "claude", harness: "Claude Code CLI", model: "claude-opus-4-8", submission: "submitted" });
  it("a submitted row counts toward no gate: coverage misses the harness, and the row is listed with why", () => {
    expect(outcomeOf(withRows(submitted), "harness-coverage")).toBe("fail");
    const note = evidenceOf(withRows(submitted), "harness-coverage").find((e) => e.rowId === "claude");
    expect(note?.text).toContain("a maintainer has not accepted yet");
  });
  it("a rejected submission counts toward nothing either", () => {
    expect(outcomeOf(withRows({ ...submitted, submission: "rejected" }), "harness-coverage")).toBe("fail");
  });
  it("an over-the-bar submission does not fail strong agents until accepted; accepted, it does", () => {
    const high = { ...submitted, recomputedScore: 0.4, claimedScore: 0.4 };
    expect(outcomeOf(withRows(high), "agent-below-bar")).toBe("pass");
    expect(outcomeOf(withRows({ ...high, submission: "accepted" }), "agent-below-bar")).toBe("fail");
  });
  it("a submitted ablation does not satisfy the ablation gate", () => {
    const facts = withRows(
      makeRow({ id: "no-media", condition: "no_media", claimedScore: 0, recomputedScore: 0, submission: "submitted" }),
    );
    expect(outcomeOf(facts, "ablations")).toBe("fail");
  });
});

describe("provenance flags demote rows as ROW_FLAG_EFFECT says", () => {
  const claude = (flags: RowFlag[]) => makeRow({ id: "claude", harness: "Claude Code CLI", model: "claude-opus-4-8", flags });
  it.each<[RowFlag["code"], GateOutcome]>([
    ["contaminated", "fail"],
    ["quota_terminated", "fail"],
    ["earlier_instruction", "fail"],
    ["diagnostic", "fail"],
    ["coached", "fail"],
    ["reconstruction", "pass"], // a reconstruction still stands for its harness; it is not a measured ablation
  ])("a %s full row: harness coverage %s", (code, outcome) => {
    expect(outcomeOf(withRows(claude([flag(code)])), "harness-coverage")).toBe(outcome);
  });

  it("the flag's words and file:line are the reason shown", () => {
    const ev = evidenceOf(withRows(claude([flag("quota_terminated", "hit the usage limit; submitted nothing")])), "harness-coverage");
    expect(ev.find((e) => e.rowId === "claude")?.text).toContain(
      'quota-terminated / submitted nothing, calibration/scores.md:12: "hit the usage limit; submitted nothing"',
    );
  });

  it("a reconstructed ablation ledger is not a measured ablation", () => {
    const facts = withRows(
      makeRow({ id: "no-media", condition: "no_media", claimedScore: 0, recomputedScore: 0, flags: [flag("reconstruction")] }),
    );
    expect(outcomeOf(facts, "ablations")).toBe("fail");
    expect(evidenceOf(facts, "ablations").find((e) => e.rowId === "no-media")?.text).toContain("reconstruction");
  });

  it("a contaminated row is not asked to have a trajectory and is not audited as counting", () => {
    const facts = withRows(
      makeRow({ id: "codex", flags: [flag("contaminated")], trajectory: { state: "absent", path: "x.jsonl", linkedByName: false } }),
    );
    expect(evidenceOf(facts, "trajectory-integrity").some((e) => e.rowId === "codex" && e.kind === "unknown")).toBe(false);
  });
});

describe("media grades", () => {
  it.each<[string, GateFacts, GateId, GateOutcome]>([
    ["claimed duration", withMedia({ source: "claimed" }), "media-duration", "claimed"],
    ["claimed resolution", withMedia({ source: "claimed" }), "media-resolution", "claimed"],
    ["measured duration", withMedia({ source: "measured" }), "media-duration", "pass"],
    ["mutable pin", withMedia({ url: "https://huggingface.co/datasets/o/r/resolve/main/v.mp4" }), "media-pinned", "warn"],
    ["commit pin", withMedia({ url: `https://huggingface.co/datasets/o/r/resolve/${SHA_A.slice(0, 40)}/v.mp4` }), "media-pinned", "pass"],
    ["not verified", withMedia({ verification: "unverified" }), "media-verified", "insufficient"],
  ])("%s: %s is %s", (_name, facts, id, outcome) => {
    expect(outcomeOf(facts, id)).toBe(outcome);
  });
});
