import { describe, expect, it } from "vitest";
import { applyDeclaredTransform, checkRowClaims, type RowClaimFacts } from "./row-claims";

const A = "a".repeat(64);
const B = "b".repeat(64);
const base: RowClaimFacts = {
  claimedScore: 0.0938,
  claimedTurns: 88,
  instructionSha256: A,
  declaredTransform: null,
  officialReward: 0.09375,
  officialReason: "ok",
  countedTurns: 88,
  trajectorySent: true,
  taskInstructionSha256: A,
  instructionFromLog: { parity: "matched", evidence: "first user message at step 0" },
  claimedBy: "by the contributor (CLI)",
  tolerance: 1e-4,
};
const notShown = { parity: "not_shown", evidence: "the trajectory shows neither the prompt nor the file" } as const;
const differs = { parity: "differs", evidence: "instruction.md was 6887 B" } as const;
const by = (f: Partial<RowClaimFacts>) => Object.fromEntries(checkRowClaims({ ...base, ...f }).map((c) => [c.claim, c.reproduces]));

describe("checkRowClaims", () => {
  it.each([
    ["all reproduce", {}, { score: true, turns: true, instruction: true }],
    ["score off by more than the tolerance", { officialReward: 0.0936 }, { score: false, turns: true, instruction: true }],
    ["score exactly at the tolerance", { claimedScore: 0.5, officialReward: 0.5001 }, { score: true }],
    ["turns differ", { countedTurns: 87 }, { turns: false }],
    ["another instruction", { instructionSha256: B }, { instruction: false }],
    // the log decides, never the file the submitter names (issue 34)
    ["task's hash named, the log does not show it: claimed, not matched", { instructionFromLog: notShown }, { instruction: null }],
    [
      "task's hash named, no trajectory: claimed",
      { instructionFromLog: null, trajectorySent: false, countedTurns: null },
      { instruction: null },
    ],
    ["task's hash named, the log shows another instruction", { instructionFromLog: differs }, { instruction: false }],
    ["another hash named, the log shows the task's", { instructionSha256: B }, { instruction: false }],
    ["another hash named, the log shows nothing", { instructionSha256: B, instructionFromLog: notShown }, { instruction: false }],
    ["no official judge", { officialReward: null }, { score: null }],
    ["no trajectory", { trajectorySent: false, countedTurns: null }, { turns: null }],
    ["uncountable trajectory", { countedTurns: null }, { turns: null }],
    ["no claims", { claimedScore: null, claimedTurns: null }, { score: null, turns: null }],
    [
      "transformed bytes reproduce while the official is 0",
      { declaredTransform: "wrap_bare_array", officialReward: 0, transformedReward: 0.08805, claimedScore: 0.08805 },
      { score: true },
    ],
    [
      "transform that cannot apply is not checkable, not a failure",
      {
        declaredTransform: "wrap_bare_array",
        officialReward: 0,
        transformedReward: null,
        transformNote: "the submission is not a bare array",
      },
      { score: null },
    ],
  ] as const)("%s", (_name, facts, expected) => {
    expect(by(facts as Partial<RowClaimFacts>)).toMatchObject(expected);
  });

  it("says what does not reproduce in words", () => {
    const [score, turns, instruction] = checkRowClaims({ ...base, officialReward: 0.2, countedTurns: 3, instructionSha256: B });
    expect(score.message).toMatch(/does not reproduce: recomputed 0\.2000/);
    expect(turns.message).toMatch(/3 tool-call turns, 88 claimed/);
    expect(instruction.message).toMatch(/the claim names bbbbbbbb…, but first user message/);
  });

  it("prints the tolerance for people, never its binary noise", () => {
    // half a unit of the fourth decimal, computed as the precision rule computes it: 4.9999999999999996e-5 raw
    const tolerance = 0.5 * 10 ** -4;
    const score = checkRowClaims({ ...base, tolerance }).find((c) => c.claim === "score")!;
    expect(score.message).toContain("(tolerance 5e-5)");
  });

  it("says who claims what the log does not show", () => {
    const instruction = checkRowClaims({ ...base, instructionFromLog: notShown }).find((c) => c.claim === "instruction")!;
    expect(instruction.message).toBe("claimed by the contributor (CLI), not shown: the trajectory shows neither the prompt nor the file");
  });
});

describe("applyDeclaredTransform", () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  const dec = (b: Uint8Array) => new TextDecoder().decode(b);
  it("wraps a bare array in the ground truth's list key, keeping its bytes", () => {
    const r = applyDeclaredTransform("wrap_bare_array", enc(' [{"t": 1.0}]\n'), enc('{"clearances": [], "meta": {}}'));
    expect(r.ok && dec(r.bytes)).toBe('{"clearances": [{"t": 1.0}]}');
  });
  it.each([
    ["not a bare array", '{"clearances": []}', '{"clearances": []}', /not a bare array/],
    ["ground truth with two lists", "[]", '{"a": [], "b": []}', /2 top-level lists/],
    ["ground truth not JSON", "[]", "nope", /not JSON/],
  ])("refuses: %s", (_n, sub, gt, why) => {
    const r = applyDeclaredTransform("wrap_bare_array", enc(sub), enc(gt));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(why);
  });
});
