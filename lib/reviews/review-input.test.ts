import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../input/zod-issues";
import { checkCommentAnchor, commentInput, statusAfterVerdict, verdictInput } from "./review-input";

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

describe("structured comment anchors", () => {
  const schema = commentInput.omit({ author: true }).superRefine(checkCommentAnchor);
  it("accepts a line anchor and a comment without one", () => {
    expect(schema.safeParse({ taskId: "t", body: "x", anchorKind: "line", anchorRef: "f1:12" }).success).toBe(true);
    expect(schema.safeParse({ taskId: "t", body: "x" }).success).toBe(true);
  });
  it("refuses a malformed reference, naming the field and the shape", () => {
    const r = schema.safeParse({ taskId: "t", body: "x", anchorKind: "event", anchorRef: "ledger-without-index" });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrorsOf(r.error)).toEqual({ anchorRef: ["not <ledger id>#<event index>"] });
  });
});
