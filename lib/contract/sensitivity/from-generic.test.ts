// The contract review's reward-sensitivity check from the generic audits' curve: ran with the
// curve's cliff as an error on test.sh, absent (never a pass) without a curve or with a curve the
// budget cut to fewer than three points, and the previous curve's findings replaced, the rest kept.
import { describe, expect, it } from "vitest";
import type { ContractReview } from "../types";
import { withGenericSensitivity } from "./from-generic";

const JUDGE = "task:0123456789ab";
const point = (f: number, mean: number) => ({ fractionCorrect: f, mean, min: mean, max: mean });
const cliff = {
  code: "reward_cliff",
  kind: "sensitivity" as const,
  severity: "fail" as const,
  judgeId: JUDGE,
  message: "the reward stays under 0.1 until 90% of events are right",
};
const curve = (points: ReturnType<typeof point>[], findings = [cliff]) => ({
  points,
  bar: 0.1,
  barReachedAt: 0.9,
  blindGuess: { count: 20, mean: 0, p95: 0, max: 0 },
  findings,
});
const stored: ContractReview = {
  findings: [
    { code: "reward_cliff", severity: "error", file: "steps/solve/tests/test.sh", line: null, message: "old", evidence: "", fix: "" },
    { code: "inconsistent_labels", severity: "warn", file: "SPEC.md", line: 3, message: "kept", evidence: "", fix: "" },
  ],
  checks: [
    { check: "reward_sensitivity", state: "absent", note: "not run: needs the judge and the oracle" },
    { check: "labels", state: "ran", note: "" },
  ],
};

describe("withGenericSensitivity", () => {
  it.each([
    ["no curve", null, "absent", /no realistic wrong event/, 0],
    ["one point (budget)", curve([point(1, 1)]), "absent", /only 1 point\(s\) scored/, 0],
    [
      "a full curve with a cliff",
      curve([0, 0.5, 0.9, 1].map((f) => point(f, f >= 0.9 ? f : 0))),
      "ran",
      /bar 0\.1 reached at 90% right/,
      1,
    ],
    ["a full curve, no finding", curve([point(0, 0), point(0.5, 0.5), point(1, 1)], []), "ran", /curve through the task's own verifier/, 0],
  ] as const)("%s", (_name, c, state, note, cliffs) => {
    const r = withGenericSensitivity(stored, JUDGE, c);
    const check = r.checks.find((x) => x.check === "reward_sensitivity")!;
    expect(r.checks.filter((x) => x.check === "reward_sensitivity")).toHaveLength(1);
    expect(check.state).toBe(state);
    expect(check.note).toMatch(note);
    expect(r.findings.filter((f) => f.code === "reward_cliff").map((f) => [f.severity, f.file])).toEqual(
      Array.from({ length: cliffs }, () => ["error", "steps/solve/tests/test.sh"]),
    );
    // the rest of the review as it was
    expect(r.findings.find((f) => f.code === "inconsistent_labels")?.message).toBe("kept");
    expect(r.checks.some((x) => x.check === "labels")).toBe(true);
  });

  it("an unreadable stored review starts from an empty one", () => {
    expect(withGenericSensitivity("junk", JUDGE, null).checks).toEqual([
      { check: "reward_sensitivity", state: "absent", note: expect.stringContaining(JUDGE) },
    ]);
  });
});
