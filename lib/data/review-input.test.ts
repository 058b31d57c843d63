import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../input/zod-issues";
import { commentInput, statusAfterVerdict, verdictInput } from "./review-input";

describe("review input", () => {
  it.each([
    ["approve", "draft", "approved"],
    ["request_changes", "approved", "changes_requested"],
    ["comment", "draft", "in_review"],
    ["comment", "approved", "approved"],
    ["comment", "changes_requested", "changes_requested"],
  ] as const)("%s on a %s task -> %s", (verdict, current, next) => {
    expect(statusAfterVerdict(verdict, current)).toBe(next);
  });

  it("names each bad field", () => {
    const r = verdictInput.safeParse({ taskId: "t", author: "  ", verdict: "merge", body: "x" });
    expect(r.success).toBe(false);
    if (!r.success) expect(Object.keys(fieldErrorsOf(r.error)).sort()).toEqual(["author", "verdict"]);
  });

  it("trims text and drops an empty anchor", () => {
    const r = commentInput.parse({ taskId: "t", author: " ana ", body: " looks fine ", anchor: "" });
    expect(r).toEqual({ taskId: "t", author: "ana", body: "looks fine", anchor: undefined });
  });
});
