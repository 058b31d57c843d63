import { describe, expect, it } from "vitest";
import type { ReviewSection } from "../export/types";
import { sectionLines } from "./short-comment-input";

// the shape reReviewSection (lib/revisions/review-section.ts) builds
const section: ReviewSection = {
  id: "re-review",
  title: "Since the last review",
  blocks: [
    { kind: "paragraph", text: ["Re-review of ", { code: "abc" }, " against ", { code: "def" }, "."] },
    { kind: "paragraph", text: [{ strong: "Closed from the previous review" }] },
    { kind: "bullets", items: ["Oracle scores 1.0"] },
    { kind: "paragraph", text: [{ strong: "Remaining" }] },
    { kind: "paragraph", text: "nothing remaining" },
    { kind: "paragraph", text: [{ strong: "What the revision changed" }] },
    { kind: "bullets", items: [[{ code: "instruction.md" }, ": 1 hunk"], "2 file(s) added, removed or changed"] },
  ],
};

describe("sectionLines", () => {
  it("puts each item under its bold heading, code spans as plain text", () => {
    expect(sectionLines(section)).toEqual([
      "Closed from the previous review: Oracle scores 1.0",
      "Remaining: nothing remaining",
      "What the revision changed: instruction.md: 1 hunk",
      "What the revision changed: 2 file(s) added, removed or changed",
    ]);
  });
  it("an empty section gives no lines", () => {
    expect(sectionLines({ id: "x", title: "x", blocks: [] })).toEqual([]);
  });
});
