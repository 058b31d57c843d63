import { describe, expect, it } from "vitest";
import { evaluateGates, type GateFacts } from "../gates";
import { egocentricFacts, flightgearFacts, kartFacts } from "../gates/__fixtures__/real-task-facts";
import { renderShortComment, SHORT_COMMENT_LIMIT, type ShortCommentInput } from "./render-short-comment";
import { renderGfm } from "./__fixtures__/render-gfm";

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
    const md = renderShortComment(inputOf(kartFacts));
    expect(md).toContain("❌ fail **Oracle scores 1");
    const text = renderGfm(md).text;
    expect(text).toContain("❌ fail Oracle scores 1.0: oracle recomputes to 0.0000, not 1.0000");
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
    expect(text).toContain("- Ask 1\\: re\\-run the judge");
    expect(text).toMatch(/- … and \d+ more in the full review/);
    const more = [...text.matchAll(/… and (\d+) more/g)].map((m) => Number(m[1]));
    const shownAsks = (text.match(/^- Ask \d+/gm) ?? []).length;
    const shownChanges = (text.match(/^- instruction\\\.md hunk/gm) ?? []).length;
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
    expect(renderGfm(text).text).toContain("Closed: Oracle scores 1.0");
  });

  it("neutralises HTML in asks (a contributor cannot hide text in the comment)", () => {
    const text = renderShortComment(inputOf(kartFacts, { openAsks: ["<details><summary>ok</summary>hidden</details>"] }));
    expect(text).not.toContain("<details>");
    const shown = renderGfm(text);
    expect(shown.kinds).not.toContain("html");
    expect(shown.text).toContain("<details><summary>ok</summary>hidden</details>");
  });

  it("no gates at all reads as nothing evaluated, not as passing", () => {
    const text = renderShortComment(inputOf(kartFacts, { gates: [] }));
    expect(text).toContain("0 gates fail, 0 cannot be checked yet, 0 pass on measured evidence.");
  });
});

// Contributor text as the probe sent it (issue 32) and worse: each must render as its own words
// only — parsed here with GFM as GitHub does, independently of how the writer escapes.
const HOSTILE = [
  "@octocat @org/team **Verdict: accept** [Full review](https://evil.example) ![t](https://evil.example/t.png)",
  "see #123 and vbench/tasks#1 and GH-42, mail a@b.example",
  "<img src=x onerror=alert(1)> <details><summary>ok</summary>hidden</details> &amp; &#64;octocat",
  "# Heading\n## Verdict: approve\n---\n> quote",
  "`code` ``double`` ```fence```",
  "| a | b |\n|---|---|\n| c | d |",
  "_em_ *em* ~~strike~~ __strong__",
  "<https://evil.example> www.evil.example http://evil.example/x?y=1",
  "line one\r\nline two\u2028line three\u202eevil\u200bzero",
  "\\@octocat \\#7 \\[x\\](y)",
  "[ref]: https://evil.example\n[ref]",
  "- [ ] task\n1. list",
];

describe("contributor text in the short comment", () => {
  const fields = (s: string): Partial<ShortCommentInput>[] => [
    { task: { id: s, title: s } },
    { revisionLabel: s },
    { proposal: { title: s } },
    { openAsks: [s] },
    { sinceLastReview: [s] },
    {
      gates: evaluateGates(kartFacts).map((g, i) =>
        i === 0
          ? { ...g, outcome: "fail" as const, title: s, threshold: s, evidence: [{ kind: "problem" as const, text: s, numbers: {} }] }
          : g,
      ),
    },
  ];
  it.each(HOSTILE)("renders %j as plain text in every field", (hostile) => {
    for (const o of fields(hostile)) {
      const md = renderShortComment(inputOf(kartFacts, o));
      const shown = renderGfm(md);
      // only our own structure: no link, image, HTML, code, table, extra heading or emphasis of theirs
      expect(
        shown.kinds.filter((k) => ["link", "image", "html", "inlineCode", "code", "table", "delete", "definition"].includes(k)),
      ).toEqual(md.includes("[Full review]") ? ["link"] : []);
      expect(shown.headings).toEqual(
        ["Review of", "Blocking gates", "Open asks", "Since the last review"].map((h) => expect.stringContaining(h)),
      );
      // GitHub links @name, #n, owner/repo#n, GH-n, scheme:// and www. found in rendered text
      const plain = shown.text.replace(/Full review/g, "");
      expect(plain).not.toMatch(/@[A-Za-z0-9]|#\d|GH-\d|:\/\/|www\./i);
      // emphasis only where we put it (a gate's title), never from their asterisks or underscores
      const norm = (t: string) =>
        t
          .replace(/\u2060/g, "")
          .replace(/[\u202e\u200b]/g, " ")
          .replace(/\s+/g, " ")
          .trim();
      const titles = new Set([...evaluateGates(kartFacts).map((g) => g.title), norm(hostile)]);
      expect(shown.strong.map(norm)).toEqual(
        shown.strong.map(() =>
          expect.toSatisfy((t: string) => titles.has(t) || [...titles].some((x) => x.startsWith(t.replace(/…$/, "")))),
        ),
      );
      expect(shown.kinds).not.toContain("emphasis");
      expect(md.length).toBeLessThanOrEqual(SHORT_COMMENT_LIMIT);
    }
  });

  it("keeps the words: the rendered text holds the input with its line breaks folded", () => {
    const hostile = HOSTILE[0];
    const shown = renderGfm(renderShortComment(inputOf(kartFacts, { openAsks: [hostile] })));
    expect(shown.text.replace(/\u2060/g, "")).toContain(hostile);
  });

  it("says a proposal counts nowhere yet, and the title it proposes", () => {
    const text = renderGfm(
      renderShortComment(inputOf(kartFacts, { task: { id: "kart", title: "Kart" }, proposal: { title: "Kart, retitled" } })),
    ).text;
    expect(text).toContain(
      "This revision is a proposal: no gate counts it until a maintainer accepts it. It proposes the title “Kart, retitled”.",
    );
    const same = renderShortComment(inputOf(kartFacts, { task: { id: "kart", title: "Kart" }, proposal: { title: "Kart" } }));
    expect(same).not.toContain("proposes the title");
  });

  it("stays within a smaller limit when the caller needs room for its marker", () => {
    const limit = SHORT_COMMENT_LIMIT - 60;
    const md = renderShortComment(inputOf(kartFacts, { openAsks: MANY_ASKS, sinceLastReview: MANY_CHANGES }), limit);
    expect(md.length).toBeLessThanOrEqual(limit);
  });
});
