import { describe, expect, it } from "vitest";
import { evaluateGates, type GateFacts } from "../gates";
import { egocentricFacts, flightgearFacts, kartFacts } from "../gates/__fixtures__/real-task-facts";
import { renderShortComment, SHORT_COMMENT_LIMIT, type ShortCommentInput } from "./render-short-comment";

const URL = "https://review.example/tasks/kart-race-telemetry-ledger-s1";
const inputOf = (facts: GateFacts, o: Partial<ShortCommentInput> = {}): ShortCommentInput => ({
  task: { id: "kart-race-telemetry-ledger-s1" },
  revisionLabel: "3f2a9c1",
  gates: evaluateGates(facts),
  verdict: "request_changes",
  sinceLastReview: null,
  fullReviewUrl: URL,
  ...o,
});

// long inputs: every list overflows on its own
const MANY_ASKS = Array.from(
  { length: 40 },
  (_, i) => `Ask ${i + 1}: re-run the judge on the retained Codex ledger and record the score (${"x".repeat(60)})`,
);
const MANY_CHANGES = Array.from({ length: 40 }, (_, i) => `instruction.md hunk ${i + 1} changed the output schema wording`);

describe("renderShortComment on the bundled tasks", () => {
  it.each([
    ["flightgear", flightgearFacts],
    ["kart", kartFacts],
    ["egocentric", egocentricFacts],
  ] as const)("%s stays within 3,000 characters, with and without long lists", (_name, facts) => {
    for (const extra of [{}, { openAsks: MANY_ASKS, sinceLastReview: MANY_CHANGES }]) {
      const text = renderShortComment(inputOf(facts, extra));
      expect(text.length).toBeLessThanOrEqual(SHORT_COMMENT_LIMIT);
      expect(text).toContain(`[Full review](${URL})`);
      expect(text).toContain("### Blocking gates");
    }
  });

  it("kart: the blocking gates carry their numbers (the fixture's oracle recomputes to 0 and its SPEC card claims 53.4 min)", () => {
    const text = renderShortComment(inputOf(kartFacts));
    expect(text).toContain("❌ fail **Oracle scores 1.0**: oracle recomputes to 0.0000, not 1.0000");
    expect(text).toContain("53.4 min (claimed by the SPEC card)");
    // counts from the fixture (3 fail, 7 insufficient, 4 claimed, 1 warn, 1 pass: evaluateGates on kartFacts; the
    // fixture has no contract review, so the contract gate is one of the 7 that cannot be checked yet)
    expect(text).toContain("3 gates fail, 7 cannot be checked yet, 4 hold only as claimed, 1 warns, 1 pass on measured evidence.");
    expect(text).toContain("not reviewed: this revision was imported before the contract review existed");
  });

  it("says honestly when no asks and no earlier review are recorded", () => {
    const text = renderShortComment(inputOf(kartFacts));
    expect(text).toContain("### Open asks\n\nNo open asks recorded.");
    expect(text).toContain("### Since the last review\n\nNo earlier review to compare with.");
  });

  it("lists asks and changes, and says how many more the full review holds when they do not fit", () => {
    const text = renderShortComment(inputOf(kartFacts, { openAsks: MANY_ASKS, sinceLastReview: MANY_CHANGES }));
    expect(text).toContain("- Ask 1: re-run the judge");
    expect(text).toMatch(/- … and \d+ more in the full review/);
    const more = [...text.matchAll(/… and (\d+) more/g)].map((m) => Number(m[1]));
    const shownAsks = (text.match(/^- Ask \d+/gm) ?? []).length;
    const shownChanges = (text.match(/^- instruction\.md hunk/gm) ?? []).length;
    // every ask is either shown or counted as more
    expect(more).toContain(MANY_ASKS.length - shownAsks);
    expect(more).toContain(MANY_CHANGES.length - shownChanges);
  });

  it("a small input is not truncated", () => {
    const text = renderShortComment(
      inputOf(kartFacts, {
        gates: evaluateGates(kartFacts).slice(0, 4),
        openAsks: ["Pin the media"],
        sinceLastReview: ["Closed: Oracle scores 1.0"],
      }),
    );
    expect(text).not.toContain("more in the full review");
    expect(text).toContain("- Pin the media");
    expect(text).toContain("- Closed: Oracle scores 1.0");
  });

  it("neutralises HTML in asks (a contributor cannot hide text in the comment)", () => {
    const text = renderShortComment(inputOf(kartFacts, { openAsks: ["<details><summary>ok</summary>hidden</details>"] }));
    expect(text).not.toContain("<details>");
    expect(text).toContain("&lt;details&gt;");
  });

  it("no gates at all reads as nothing evaluated, not as passing", () => {
    const text = renderShortComment(inputOf(kartFacts, { gates: [] }));
    expect(text).toContain("0 gates fail, 0 cannot be checked yet, 0 pass on measured evidence.");
  });
});
