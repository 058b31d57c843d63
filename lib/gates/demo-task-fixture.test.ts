// Keeps the committed demo task (prisma/fixtures/tasks/demo-shapes-activity) honest: its pin
// matches the bundled clip, the egocentric judge scores every ledger as worked out by hand below
// (as fractions, from the files), its claimed scores are those (except the one that is wrong on
// purpose), and the GateFacts fixture the gate tests use says the same.
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { egocentricE25513b as judge } from "../judges/egocentric";
import { DEMO_CURRENT_SHA, demoFacts } from "./__fixtures__/real-task-facts";

const TASK = path.resolve(import.meta.dirname, "../../prisma/fixtures/tasks/demo-shapes-activity");
const read = (rel: string) => readFileSync(path.join(TASK, rel));
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("demo-shapes-activity fixture", () => {
  const spec = read("SPEC.md").toString("utf8");

  it("pins the bundled clip by sha256 and byte length", () => {
    const clip = path.join(TASK, "media/demo-shapes.mp4");
    expect(spec).toContain(`  sha256: "${sha256(readFileSync(clip))}"`);
    expect(spec).toContain(`  bytes: ${statSync(clip).size}`);
    expect(demoFacts.media.sha256).toBe(sha256(readFileSync(clip)));
  });

  it("names its family explicitly and ships the oracle byte-identical to the key", () => {
    expect(read("task.toml").toString("utf8")).toMatch(/^family = "egocentric-activity-understanding"$/m);
    expect(read("steps/solve/solution/oracle.json").equals(read("steps/solve/tests/gt.json"))).toBe(true);
    expect(sha256(read("steps/solve/instruction.md"))).toBe(DEMO_CURRENT_SHA);
  });

  const vocabulary = JSON.parse(read("environment/vocabulary.json").toString("utf8"));
  const prepared = judge.prepare(read("steps/solve/tests/gt.json"), { ...vocabulary, videoFrames: 3600, frameTolerance: 12 });
  const scored = (rel: string) => judge.score(prepared, read(rel));

  // Each expected score is worked out by hand from the ledger files, not taken from the judge.
  // The rule (lib/judges/egocentric/SPEC.md §4): a prediction matches a ground-truth action when
  // the verb is the same, the noun sets are equal and both boundaries are within ±12 frames
  // (inclusive); one-to-one; precision = TP/P, recall = TP/G, so F1 = 2PR/(P+R) = 2·TP/(P+G),
  // reported rounded to 6 decimals (§5). G = 19 (gt.json). Below, "#n" is the n-th action of the
  // ledger, "GT n" the n-th of gt.json, Δ the start / end differences in frames. In every ledger
  // each prediction lies within ±12 of at most one ground-truth action and no two share one, so
  // the largest one-to-one matching is simply all the pairs listed.
  const DERIVED: Array<{ rel: string; rowId: string; predicted: number; pairs: Array<[number, number]>; f1: [number, number] }> = [
    // the key itself: GT n against GT n for all 19, Δ 0/0. F1 = 2·19/(19+19) = 38/38
    { rel: "calibration/rollouts/oracle.solution.json", rowId: "demo-oracle", predicted: 19, pairs: range19(), f1: [38, 38] },
    // no predictions: P = R = 0, F1 = 0 by definition
    { rel: "calibration/rollouts/empty.solution.json", rowId: "demo-empty", predicted: 0, pairs: [], f1: [0, 1] },
    // #1 enter red_square 84–143 vs GT 1 72–131: Δ 12/12, just inside; #3 move red_square 393–524
    // vs GT 3 400–519: Δ 7/5. The other 20 each miss their label's action at one end by 13 or more
    // (#2 starts 13 early against GT 2, #8 is 13 late at both ends against GT 6, #14 ends 18 early against GT 11, …).
    // F1 = 2·2/(22+19) = 4/41
    {
      rel: "calibration/rollouts/codex-gpt-5.6-sol.solution.json",
      rowId: "demo-codex",
      predicted: 22,
      pairs: [
        [1, 1],
        [3, 3],
      ],
      f1: [4, 41],
    },
    // its nouns are relabelled (red_square called purple_diamond, …), so only #5 move
    // [blue_circle, green_triangle] 700–818 vs GT 5 700–819 (Δ 0/1) has the right label in the
    // right place. F1 = 2·1/(19+19) = 1/19 (scores.md claims 0.25 on purpose)
    { rel: "calibration/rollouts/claude-opus-4.8.solution.json", rowId: "demo-claude", predicted: 19, pairs: [[5, 5]], f1: [2, 38] },
    // #4 enter green_triangle 528–576 vs GT 4 519–570: Δ 9/6. #1 (start Δ 24), #2 (end Δ 23), #3 (start Δ 16)
    // and #5 (start Δ 20) miss. F1 = 2·1/(5+19) = 2/24
    {
      rel: "calibration/rollouts/antigravity-gemini-3.6-flash.solution.json",
      rowId: "demo-agy",
      predicted: 5,
      pairs: [[4, 4]],
      f1: [2, 24],
    },
    // 19 × enter blue_circle, every 180 frames from 90: GT 2 (240–311) and GT 15 (2560–2631) are
    // the only enter blue_circle; the nearest guesses start 270 and 2610 (Δ 30, 50). F1 = 0/(19+19)
    { rel: "calibration/ablations/ledgers/no-media.json", rowId: "demo-no-media", predicted: 19, pairs: [], f1: [0, 38] },
    // enter purple_diamond 1500 (GT 7 starts 1030) and enter red_square 1780–1860 vs GT 11
    // 1800–1871 (Δ 20): no match. F1 = 0/(2+19)
    { rel: "calibration/ablations/ledgers/single-frame.json", rowId: "demo-single-frame", predicted: 2, pairs: [], f1: [0, 21] },
    // every boundary on a 48-frame grid: only #7 swap [purple_diamond, red_square] 2208–2304 vs
    // GT 13 2200–2295 (Δ 8/9) is close enough; the rest miss at one end by 16–24. F1 = 2·1/(10+19) = 2/29
    {
      rel: "calibration/ablations/ledgers/frame-dump-no-tools.json",
      rowId: "demo-frame-dump",
      predicted: 10,
      pairs: [[7, 13]],
      f1: [2, 29],
    },
  ];

  it.each(DERIVED)("$rel scores the hand-derived F1 $f1.0/$f1.1, and the gate fixture $rowId says the same", (d) => {
    const result = scored(d.rel);
    const expected = round6(d.f1[0] / d.f1[1]);
    expect(judge.headline(result)).toBe(expected);
    expect(result.reward).toMatchObject({ predicted_actions: d.predicted, true_positives: d.pairs.length });
    expect(demoFacts.rows.find((r) => r.id === d.rowId)?.recomputedScore).toBe(expected);
  });

  // the written derivation checked against the files: the pairs listed are inside the window, and
  // no other prediction is inside the window of an action with its label
  it.each(DERIVED)("$rel: the pairs written above are exactly those within ±12 frames with the same label", (d) => {
    const truth = actionsOf("steps/solve/tests/gt.json");
    const predictions = actionsOf(d.rel);
    expect(predictions).toHaveLength(d.predicted);
    const close: Array<[number, number]> = [];
    predictions.forEach((p, i) =>
      truth.forEach((g, j) => {
        const sameLabel = p.verb === g.verb && [...p.nouns].sort().join() === [...g.nouns].sort().join();
        if (sameLabel && Math.abs(p.start_frame - g.start_frame) <= 12 && Math.abs(p.end_frame - g.end_frame) <= 12)
          close.push([i + 1, j + 1]);
      }),
    );
    expect(close).toEqual(d.pairs);
  });

  it("claims the judge's numbers in scores.md, except the Claude row (0.25 on purpose)", () => {
    const scores = read("calibration/scores.md").toString("utf8");
    expect(scores).toContain("| Codex CLI | 0.153.3 | gpt-5.6-sol | high | 0.097561 | 74 |");
    expect(scores).toContain("| Claude Code CLI | 2.1.246 | claude-opus-4-8 | high | 0.250000 | 131 |");
    expect(scores).toContain("| Antigravity | 1.1.12 | gemini-3.6-flash | high | 0.083333 | 58 |");
    expect(scores).toContain("| frame dump, no tools | 0.068966 | measured |");
    expect(judge.headline(scored("calibration/rollouts/claude-opus-4.8.solution.json"))).not.toBe(0.25);
  });
});

interface Action {
  verb: string;
  nouns: string[];
  start_frame: number;
  end_frame: number;
}

function actionsOf(rel: string): Action[] {
  return (JSON.parse(read(rel).toString("utf8")) as { actions: Action[] }).actions;
}

function range19(): Array<[number, number]> {
  return Array.from({ length: 19 }, (_, i): [number, number] => [i + 1, i + 1]);
}

/** Rounded to 6 decimals, as the judge reports (none of these fractions sits on a tie). */
function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
