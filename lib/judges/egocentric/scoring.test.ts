// Spec §5-§7: the match predicate's edges, the two pairing strategies, the measured behaviour
// table on the real ground truth, and the task options (a demo task reusing the judges).
import { describe, expect, it } from "vitest";
import { GroundTruthError } from "../types";
import { egocentric157e7b4, egocentricE25513b, defaultEgocentricOptions } from "./index";
import { action, groundTruthActions, groundTruthBytes, submissionBytes, textBytes, type PlainAction } from "./__tests__/support";

const demo = { verbs: ["take", "put", "open"], nouns: ["cup", "plate", "fridge"], videoFrames: 1000 };
const truth = [action("take", ["cup"], 100, 150), action("put", ["cup", "plate"], 200, 260), action("open", ["fridge"], 300, 340)];
const LATEST = egocentricE25513b.id;
const LCS = egocentric157e7b4.id;

function scoreDemo(actions: unknown[], judge = egocentricE25513b, truthActions: unknown[] = truth) {
  return judge.score(judge.prepare(submissionBytes(truthActions), demo), submissionBytes(actions));
}

describe("match predicate", () => {
  const shift = (dStart: number, dEnd: number) => action("put", ["cup", "plate"], 200 + dStart, 260 + dEnd);
  const edges: [string, PlainAction, boolean][] = [
    ["start -12 (inside)", shift(-12, 0), true],
    ["start +12 (at the edge)", shift(12, 0), true],
    ["start +13 (outside)", shift(13, 0), false],
    ["start -13 (outside)", shift(-13, 0), false],
    ["end +12 / start -12", shift(-12, 12), true],
    ["end -13", shift(0, -13), false],
    ["end +13", shift(0, 13), false],
    ["nouns reversed", action("put", ["plate", "cup"], 200, 260), true],
    ["noun subset", action("put", ["cup"], 200, 260), false],
    ["noun superset", action("put", ["cup", "plate", "fridge"], 200, 260), false],
    ["other verb", action("take", ["cup", "plate"], 200, 260), false],
  ];
  it.each(edges)("%s", (_name, prediction, matches) => {
    for (const judge of [egocentricE25513b, egocentric157e7b4]) {
      const result = scoreDemo([prediction], judge);
      expect(result.reward.true_positives).toBe(matches ? 1 : 0);
    }
  });

  it("the tolerance option moves the edge", () => {
    const prepared = egocentricE25513b.prepare(submissionBytes(truth), { ...demo, frameTolerance: 3 });
    const at = egocentricE25513b.score(prepared, submissionBytes([action("take", ["cup"], 103, 147)]));
    const past = egocentricE25513b.score(prepared, submissionBytes([action("take", ["cup"], 104, 150)]));
    expect([at.reward.true_positives, past.reward.true_positives, at.reward.frame_tolerance]).toEqual([1, 0, 3]);
  });

  it("reports the diagnostics: verb + boundaries, boundaries only", () => {
    const result = scoreDemo([
      action("take", ["plate"], 100, 150),
      action("open", ["cup"], 205, 255),
      action("open", ["fridge"], 330, 340),
    ]);
    expect(result.reward).toMatchObject({ true_positives: 0, verb_and_boundary_matches: 1, boundary_only_matches: 2 });
  });
});

describe("pairing: maximum matching (@e25513b) vs order-preserving (@157e7b4)", () => {
  // two same-label actions 10 frames apart: each prediction fits both, in either order
  const twins = [action("take", ["cup"], 100, 150), action("take", ["cup"], 110, 160)];

  it("crossing pairs: both kept by the matching, one lost by the alignment", () => {
    const crossing = [action("take", ["cup"], 100, 150), action("put", ["cup", "plate"], 110, 170)];
    const gt = [action("put", ["cup", "plate"], 100, 170), action("take", ["cup"], 105, 150)];
    expect(scoreDemo(crossing, egocentricE25513b, gt).reward.true_positives).toBe(2);
    expect(scoreDemo(crossing, egocentric157e7b4, gt).reward.true_positives).toBe(1);
  });

  it("equal-start tie order: the order of the pair only matters to the alignment", () => {
    const gt = [action("put", ["cup"], 100, 127), action("take", ["plate"], 100, 121)];
    const swapped = [gt[1], gt[0]];
    expect(scoreDemo(swapped, egocentricE25513b, gt).reward.reward).toBe(1);
    expect(scoreDemo(swapped, egocentric157e7b4, gt).reward).toMatchObject({ true_positives: 1, reward: 0.5 });
  });

  it("a prediction fitting two ground-truth actions is used once; duplicates earn nothing more", () => {
    const result = scoreDemo([twins[0], twins[0], twins[0]], egocentricE25513b, twins);
    expect(result.reward).toMatchObject({ true_positives: 2, false_positives: 1 });
    expect(scoreDemo([twins[1]], egocentricE25513b, twins).reward.true_positives).toBe(1);
  });

  it("the matching re-pairs to reach the maximum, whatever the submission order", () => {
    // p1 fits only gt0, p0 fits both: greedy p0->gt0 would strand p1
    const gt = [action("take", ["cup"], 100, 150), action("take", ["cup"], 112, 162)];
    const predictions = [action("take", ["cup"], 104, 154), action("take", ["cup"], 104, 140)];
    expect(scoreDemo(predictions, egocentricE25513b, gt).reward.true_positives).toBe(2);
  });
});

describe("the real task (spec §7 measured behaviour)", () => {
  const latest = egocentricE25513b.prepare(groundTruthBytes(LATEST));
  const lcs = egocentric157e7b4.prepare(groundTruthBytes(LCS));
  const oracle = groundTruthActions(LATEST);
  const mapFrames = (f: (a: PlainAction) => [number, number]) => oracle.map((a) => ({ ...a, start_frame: f(a)[0], end_frame: f(a)[1] }));
  const rows: [string, unknown[], number][] = [
    ["oracle", oracle, 1],
    ["shift ±12 both ends", mapFrames((a) => [(a.start_frame as number) + 12, (a.end_frame as number) + 12]), 1],
    ["shift -13 both ends", mapFrames((a) => [(a.start_frame as number) - 13, (a.end_frame as number) - 13]), 0],
    ["start +12 & end -12", mapFrames((a) => [(a.start_frame as number) + 12, (a.end_frame as number) - 12]), 0.77907],
    ["every entry duplicated", oracle.flatMap((a) => [a, a]), 0.666667],
    ["first 20", oracle.slice(0, 20), 0.208333],
    ["reverse order", [...oracle].reverse(), 0.005814],
    ["nouns reversed", oracle.map((a) => ({ ...a, nouns: [...(a.nouns as string[])].reverse() })), 1],
    ["null prepended", [null, ...oracle], 0.997101],
  ];
  it.each(rows)("%s", (_name, actions, reward) => {
    expect(egocentricE25513b.score(latest, submissionBytes(actions)).reward.reward).toBe(reward);
  });

  it("the latest oracle loses the 10150 pair under the lcs judge, not under the latest", () => {
    expect(egocentric157e7b4.score(lcs, submissionBytes(oracle)).reward.reward).toBe(0.994186);
    const lcsOracle = groundTruthActions(LCS);
    expect(egocentricE25513b.score(latest, submissionBytes(lcsOracle)).reward.reward).toBe(1);
  });

  it("labels replaced, timings kept: boundary-only matches everything, credit nothing", () => {
    const relabelled = oracle.map((a) => ({ ...a, verb: a.verb === "take" ? "put" : "take", nouns: ["trash"] }));
    expect(egocentricE25513b.score(latest, submissionBytes(relabelled)).reward).toMatchObject({ reward: 0, boundary_only_matches: 172 });
  });
});

describe("empty, perfect and headline", () => {
  it.each([LATEST, LCS])("%s: empty scores 0, the perfect submission 1", (id) => {
    const judge = id === LATEST ? egocentricE25513b : egocentric157e7b4;
    const gt = groundTruthBytes(id);
    const prepared = judge.prepare(gt);
    const empty = judge.score(prepared, judge.emptySubmission());
    expect([judge.headline(empty), empty.reason, empty.reward.false_negatives]).toEqual([0, "ok", 172]);
    expect(new TextDecoder().decode(judge.emptySubmission())).toBe('{"actions": []}\n');
    const perfect = judge.score(prepared, judge.perfectSubmission(gt));
    expect([judge.headline(perfect), perfect.reason]).toEqual([1, "ok"]);
    // the task's oracle.json is the ground truth's own bytes, and so is the perfect submission
    expect(new TextDecoder().decode(judge.perfectSubmission(gt))).toBe(new TextDecoder().decode(gt));
  });
});

describe("options and ground-truth validation", () => {
  it("defaults are the real task", () => {
    expect(defaultEgocentricOptions).toMatchObject({
      fps: 24,
      videoFrames: 25692,
      frameTolerance: 12,
      maxActions: 2000,
      maxBytes: 2_000_000,
    });
    expect([defaultEgocentricOptions.verbs.length, defaultEgocentricOptions.nouns.length]).toEqual([15, 35]);
    expect(egocentricE25513b.defaultOptions).toEqual(defaultEgocentricOptions);
  });

  it("accepts the task's vocabulary.json as options (extra keys ignored)", () => {
    const vocabularyJson = { fps: 30, verbs: demo.verbs, nouns: demo.nouns, comment: "demo" };
    const prepared = egocentricE25513b.prepare(submissionBytes(truth), { ...vocabularyJson, videoFrames: 1000 });
    const result = egocentricE25513b.score(prepared, submissionBytes(truth));
    expect(result.reward.reward).toBe(1);
    expect(result.events[0]).toMatchObject({ timeSec: 100 / 30, endSec: 150 / 30 });
  });

  const broken: [string, Uint8Array, object][] = [
    ["not JSON", textBytes("{"), demo],
    ["bare array", textBytes(JSON.stringify(truth)), demo],
    ["no actions", submissionBytes([]), demo],
    ["verb outside the vocabulary", submissionBytes([action("close", ["cup"], 1, 2)]), demo],
    ["repeated noun", submissionBytes([action("take", ["cup", "cup"], 1, 2)]), demo],
    ["frame outside the video", submissionBytes([action("take", ["cup"], 1, 1000)]), demo],
    ["float frame", submissionBytes([action("take", ["cup"], 1, 2.5)]), demo],
    ["real GT with the demo vocabulary", groundTruthBytes(LATEST), demo],
    ["bad options: tolerance", submissionBytes(truth), { ...demo, frameTolerance: -1 }],
    ["bad options: verbs", submissionBytes(truth), { ...demo, verbs: "take" }],
    ["bad options: fps", submissionBytes(truth), { ...demo, fps: 0 }],
  ];
  it.each(broken)("%s -> GroundTruthError", (_name, gt, options) => {
    for (const judge of [egocentricE25513b, egocentric157e7b4]) {
      expect(() => judge.prepare(gt, options as Record<string, unknown>)).toThrow(GroundTruthError);
    }
  });
});
