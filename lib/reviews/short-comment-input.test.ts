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
  it("one line per bold heading, its items joined, code spans as plain text", () => {
    expect(sectionLines(section)).toEqual([
      "Closed from the previous review: Oracle scores 1.0",
      "Remaining: nothing remaining",
      "What the revision changed: instruction.md: 1 hunk; 2 file(s) added, removed or changed",
    ]);
  });
  it("a heading written with its own colon is not doubled", () => {
    const lines = sectionLines({
      id: "x",
      title: "x",
      blocks: [
        { kind: "paragraph", text: [{ strong: "Closed from the previous review:" }] },
        { kind: "bullets", items: ["ask 1"] },
      ],
    });
    expect(lines).toEqual(["Closed from the previous review: ask 1"]);
  });
  it("ten open gates are one line under one heading, the rest counted", () => {
    const items = Array.from({ length: 10 }, (_, i) => `gate number ${i + 1} with a reason that takes some room`);
    const [line, ...rest] = sectionLines({
      id: "x",
      title: "x",
      blocks: [
        { kind: "paragraph", text: [{ strong: "Gates still open" }] },
        { kind: "bullets", items },
      ],
    });
    expect(rest).toEqual([]);
    expect(line.match(/Gates still open/g)).toHaveLength(1);
    const listed = line.split("; ").filter((p) => p.includes("gate number")).length;
    expect(line).toContain(`and ${10 - listed} more in the full review`);
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThan(10);
  });
  it("an empty section gives no lines", () => {
    expect(sectionLines({ id: "x", title: "x", blocks: [] })).toEqual([]);
  });
});
