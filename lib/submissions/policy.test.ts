import { describe, expect, it } from "vitest";
import {
  effectiveSubmission,
  reviewRefusal,
  stateAfter,
  statusRefusal,
  submissionStateFor,
  submissionView,
  type ReviewDecision,
  type SubmissionState,
} from "./policy";

describe("submissionStateFor", () => {
  it.each([
    [true, null],
    [false, "submitted"],
  ] as const)("mayReview=%s lands as %s", (mayReview, state) => {
    expect(submissionStateFor(mayReview)).toBe(state);
  });
});

describe("statusRefusal", () => {
  it.each([
    [false, "official", true],
    [false, null, false],
    [false, "diagnostic", false],
    [false, "constructed", false],
    [true, "official", false],
    [true, null, false],
  ] as const)("mayReview=%s status=%s refused=%s", (mayReview, status, refused) => {
    const r = statusRefusal(mayReview, status);
    expect(r !== null).toBe(refused);
    if (r) expect(r).toMatch(/^row\.status: only a maintainer/);
  });
});

describe("effectiveSubmission", () => {
  const S: (SubmissionState | null)[] = [null, "submitted", "accepted", "rejected"];
  // rows: the row's own state; columns: the revision's state
  const EXPECTED: Record<string, (SubmissionState | null)[]> = {
    null: [null, "submitted", null, "rejected"],
    submitted: ["submitted", "submitted", "submitted", "rejected"],
    accepted: ["accepted", "submitted", "accepted", "rejected"],
    rejected: ["rejected", "rejected", "rejected", "rejected"],
  };
  for (const row of S)
    for (const [i, revision] of S.entries())
      it(`row ${row} on revision ${revision} -> ${EXPECTED[String(row)][i]}`, () => {
        expect(effectiveSubmission(row, revision)).toBe(EXPECTED[String(row)][i]);
      });
});

describe("reviewRefusal", () => {
  type Case = [SubmissionState | null, ReviewDecision, string | null, RegExp | null];
  const CASES: Case[] = [
    ["submitted", "accept", null, null],
    ["submitted", "accept", "looks right", null],
    ["submitted", "reject", "the ledger is a bare array", null],
    ["submitted", "reject", null, /^reason: /],
    ["submitted", "reject", "   ", /^reason: /],
    ["rejected", "accept", null, null],
    ["accepted", "reject", "turns were not counted", null],
    ["accepted", "accept", null, /already accepted/],
    ["rejected", "reject", "again", /already rejected/],
    [null, "accept", null, /not submitted by a contributor/],
    [null, "reject", "no", /not submitted by a contributor/],
  ];
  it.each(CASES)("%s + %s (reason %s)", (state, decision, reason, refusal) => {
    const r = reviewRefusal(state, decision, reason);
    if (refusal === null) expect(r).toBeNull();
    else expect(r).toMatch(refusal);
  });
  it("maps a decision to the state it leaves", () => {
    expect([stateAfter("accept"), stateAfter("reject")]).toEqual(["accepted", "rejected"]);
  });
});

describe("submissionView", () => {
  it("is null for an imported row on an imported revision", () => {
    expect(submissionView({ submissionState: null }, { submissionState: null })).toBeNull();
    expect(submissionView({}, undefined)).toBeNull();
  });
  it("shows the row's own state, reason and reviewer", () => {
    expect(submissionView({ submissionState: "rejected", reviewReason: "bare array", reviewedByName: "Mo" }, null)).toEqual({
      state: "rejected",
      label: "rejected — counted by no gate",
      reason: "bare array",
      reviewedBy: "Mo",
      viaRevision: false,
    });
    expect(submissionView({ submissionState: "submitted" }, null)?.label).toBe("submitted — not counted until a maintainer accepts");
  });
  it("shows the pushed revision's state when that decides, with the revision's reviewer", () => {
    expect(
      submissionView({ submissionState: null }, { submissionState: "rejected", reviewReason: "wrong media", reviewedByName: "Ann" }),
    ).toEqual({
      state: "rejected",
      label: "rejected — counted by no gate (the pushed revision)",
      reason: "wrong media",
      reviewedBy: "Ann",
      viaRevision: true,
    });
    expect(submissionView({ submissionState: "accepted", reviewedByName: "Mo" }, { submissionState: "submitted" })).toMatchObject({
      state: "submitted",
      viaRevision: true,
      reviewedBy: null,
    });
  });
  it("ignores a state it does not know (an unreadable value is not a submission)", () => {
    expect(submissionView({ submissionState: "approved" }, null)).toBeNull();
  });
});
