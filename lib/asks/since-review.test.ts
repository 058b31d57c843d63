// The seeds' wording (002: "Closed from the previous review: …", "Remaining author-side work …
// 1. … 2. …", "Maintainer-side follow-up after the contract … is frozen: •"), rendered as markdown.
import { describe, expect, it } from "vitest";
import { renderBlocks } from "../export/render-blocks";
import type { AskState } from "./ask-state";
import { asksBlocks, openAskLines, splitSinceReview, type AskWithState } from "./since-review";

const ask = (id: string, state: AskState, over: Partial<AskWithState> = {}): AskWithState => ({
  id,
  text: `ask ${id}`,
  anchor: { kind: "text", ref: null },
  anchorText: "",
  maintainerSide: false,
  reviewedRevisionId: "r1",
  ticked: null,
  state,
  ...over,
});
const order = ["r1", "r2", "r3"];
const lastAt = new Date("2026-12-03T12:00:00Z");

describe("splitSinceReview", () => {
  const asks = [
    ask(
      "g",
      { state: "closed", how: "revision", revisionId: "r3", revisionLabel: "abcd1234 fix oracle" },
      { anchorText: "gate Oracle = 1.0" },
    ),
    ask("old", { state: "closed", how: "revision", revisionId: "r2", revisionLabel: "r2" }),
    ask("tickedAfter", { state: "closed", how: "ticked", by: "Ana", at: new Date("2026-12-03T12:30:00Z") }),
    ask("tickedBefore", { state: "closed", how: "ticked", by: "Ana", at: new Date("2026-12-03T11:00:00Z") }),
    ask("a1", { state: "open" }),
    ask("a2", { state: "open" }, { anchorText: "line 3 of SPEC.md" }),
    ask("m1", { state: "open" }, { maintainerSide: true }),
  ];
  const split = splitSinceReview(asks, { revisionId: "r2", at: lastAt }, order);
  it("closed since the last verdict only", () => {
    expect(split.closed.map((a) => a.id)).toEqual(["g", "tickedAfter"]);
  });
  it("open asks split by side", () => {
    expect(split.remainingAuthor.map((a) => a.id)).toEqual(["a1", "a2"]);
    expect(split.maintainerFollowUp.map((a) => a.id)).toEqual(["m1"]);
  });
  it("without a verdict every closed ask counts", () => {
    expect(splitSinceReview(asks, null, order).closed).toHaveLength(4);
  });
  it("renders in the seeds' shape", () => {
    expect(renderBlocks(asksBlocks(split)).join("\n")).toBe(
      `**Closed from the previous review:**

- ask g (gate Oracle = 1.0) — closed by revision abcd1234 fix oracle
- ask tickedAfter — ticked by Ana on 2026-12-03 12:30 UTC

**Remaining author-side work:**

1. ask a1
2. ask a2 (line 3 of SPEC.md)

**Maintainer-side follow-up after the contract is frozen:**

- ask m1`,
    );
  });
  it("open lines for the short export", () => {
    expect(openAskLines(split)).toEqual(["1. ask a1", "2. ask a2 (line 3 of SPEC.md)", "maintainer-side: ask m1"]);
  });
  it("no asks: no blocks", () => {
    expect(asksBlocks(splitSinceReview([], null, order))).toEqual([]);
  });
});
