// Second review: the decisions on the four open points of the spec, and the edges a held-out case
// would sit on. Each table row names its spec section. (The §3-§5 file and entry rules no other
// test pinned: spec-file-and-entry-rules.test.ts.)
import { describe, expect, it } from "vitest";
import { GroundTruthError } from "../types";
import { DEFAULT_NOUNS, DEFAULT_VERBS } from "./defaults";
import { egocentric157e7b4, egocentricE25513b } from "./index";
import { action, groundTruthActions, groundTruthBytes, RawJson, submissionBytes } from "./__tests__/support";

const judges = [egocentricE25513b, egocentric157e7b4];
const LATEST = egocentricE25513b.id;
const LCS = egocentric157e7b4.id;
const raw = (text: string) => new RawJson(text);

const demo = { verbs: ["take", "put", "open"], nouns: ["cup", "plate", "fridge"], videoFrames: 1000 };
const truth = [action("take", ["cup"], 100, 150), action("put", ["cup", "plate"], 200, 260), action("open", ["fridge"], 300, 340)];
const withEntry = (i: number, entry: unknown) => truth.map((a, k) => (k === i ? entry : a));

function scoreDemo(entries: unknown, judge = egocentricE25513b, options: object = demo, key: unknown[] = truth) {
  const bytes = entries instanceof Uint8Array ? entries : submissionBytes(entries);
  return judge.score(judge.prepare(submissionBytes(key), options as Record<string, unknown>), bytes);
}

describe("open point 1: a list / dict inside the noun list (§3.5, A3)", () => {
  const rows: [string, unknown, string][] = [
    ["§3.5 list as the only noun voids the file", action("put", [["cup"]], 200, 260), "invalid solution: unhashable type: 'list'"],
    [
      "§3.5 dict after valid nouns voids the file",
      action("put", ["cup", "plate", { n: 1 }], 200, 260),
      "invalid solution: unhashable type: 'dict'",
    ],
    [
      "§3.5 list after a repeated noun voids the file (rule 5 sees every noun before rule 6)",
      action("put", ["cup", "cup", []], 200, 260),
      "invalid solution: unhashable type: 'list'",
    ],
    // spec reading (§3.5 'a noun element that is an array or object ... voids the whole file'):
    // an unknown noun earlier in the list does not save the file (see the report)
    [
      "§3.5 list after an unknown noun still voids the file",
      action("put", ["mug", ["cup"]], 200, 260),
      "invalid solution: unhashable type: 'list'",
    ],
    [
      "§4.3 a bad verb drops the entry before its nouns are looked at",
      action("Put", [["cup"]], 200, 260),
      "action 2 has a verb outside the vocabulary",
    ],
    [
      "§4.2 a missing field drops the entry before anything is hashed",
      { verb: "put", nouns: [{}], start_frame: 200 },
      "action 2 is missing required fields",
    ],
    ["§4.4 nouns as an object is 'not a list' (never hashed)", action("put", { cup: 1 }, 200, 260), "action 2 must list at least one noun"],
    ["A3 null noun drops only the entry", action("put", ["cup", null], 200, 260), "action 2 has a noun outside the vocabulary"],
    ["A3 boolean noun drops only the entry", action("put", [true], 200, 260), "action 2 has a noun outside the vocabulary"],
    ["A3 float noun drops only the entry", action("put", [raw("1.5")], 200, 260), "action 2 has a noun outside the vocabulary"],
    [
      "§4.7 a list as a frame is 'non-integer' (frames are never hashed)",
      action("put", ["cup", "plate"], [200], 260),
      "action 2 has non-integer frame numbers",
    ],
  ];
  it.each(rows)("%s", (_name, entry, reason) => {
    for (const judge of judges) {
      const result = scoreDemo(withEntry(1, entry), judge);
      expect(result.reason).toBe(reason);
      const voided = reason.startsWith("invalid solution");
      expect(result.reward).toMatchObject(
        voided
          ? { predicted_actions: 0, valid_predicted_actions: 0, true_positives: 0, reward: 0 }
          : { predicted_actions: 3, valid_predicted_actions: 2, true_positives: 2 },
      );
    }
  });

  it("§3.5 the void also discards entries validated before it, and messages gathered so far", () => {
    const entries = [null, ...truth, action("open", [["fridge"]], 400, 410)];
    expect(scoreDemo(entries).reason).toBe("invalid solution: unhashable type: 'list'");
  });
});

describe("open point 2: the vocabulary is the ground truth's words (§2)", () => {
  // the options allow "close" and "bowl", the key never uses them
  const wider = { ...demo, verbs: [...demo.verbs, "close"], nouns: [...demo.nouns, "bowl"] };

  it.each(judges.map((j) => [j.id, j] as const))("%s: a word in the options but not in the key is outside the vocabulary", (_id, judge) => {
    const verbOnly = scoreDemo([action("close", ["cup"], 50, 60), ...truth], judge, wider);
    expect(verbOnly.reason).toBe("action 1 has a verb outside the vocabulary");
    expect(verbOnly.reward).toMatchObject({
      predicted_actions: 4,
      valid_predicted_actions: 3,
      invalid_predicted_actions: 1,
      true_positives: 3,
    });
    const nounOnly = scoreDemo(withEntry(0, action("take", ["bowl"], 100, 150)), judge, wider);
    expect(nounOnly.reason).toBe("action 1 has a noun outside the vocabulary");
    expect(nounOnly.reward).toMatchObject({ valid_predicted_actions: 2, invalid_predicted_actions: 1 });
  });

  it("§4.9 such an entry is dropped, so it cannot move the chronological marker", () => {
    // accepted, "close" at 900 would push every later entry out of order (reward 0)
    const result = scoreDemo([action("close", ["cup"], 900, 950), ...truth], egocentricE25513b, wider);
    expect(result.reward).toMatchObject({ valid_predicted_actions: 3, true_positives: 3, reward: 0.857143 });
  });

  it("§2 for the real task the default lists are exactly the words of both real keys", () => {
    for (const id of [LATEST, LCS]) {
      const gt = groundTruthActions(id);
      expect([...new Set(gt.map((a) => a.verb as string))].sort()).toEqual([...DEFAULT_VERBS].sort());
      expect([...new Set(gt.flatMap((a) => a.nouns as string[]))].sort()).toEqual([...DEFAULT_NOUNS].sort());
    }
  });

  it("a key using a word outside the options is still a task error", () => {
    expect(() => egocentricE25513b.prepare(submissionBytes([action("close", ["cup"], 1, 2)]), demo)).toThrow(GroundTruthError);
  });
});

describe("open point 3: the ground truth's order is never a reason to reject it (§2, §5)", () => {
  const unsorted = [truth[2], truth[0], truth[1]];

  it("a key out of start order is accepted and scored: matching ignores order, the alignment follows the file", () => {
    const latest = scoreDemo(truth, egocentricE25513b, demo, unsorted);
    const lcs = scoreDemo(truth, egocentric157e7b4, demo, unsorted);
    expect(latest.reward).toMatchObject({ true_positives: 3, reward: 1 });
    // the submission must be chronological; the key is (open, take, put): LCS keeps take, put
    expect(lcs.reward).toMatchObject({ true_positives: 2, reward: 0.666667 });
  });

  it.each([LATEST, LCS])("both real keys prepare under both versions (%s bytes)", (id) => {
    for (const judge of judges) {
      const prepared = judge.prepare(groundTruthBytes(id));
      expect(prepared.truth).toHaveLength(172);
    }
  });

  it("the real keys sorted by end frame (a GT mutation) prepare and score their own order", () => {
    const byEnd = [...groundTruthActions(LATEST)].sort((a, b) => (a.end_frame as number) - (b.end_frame as number));
    const prepared = egocentricE25513b.prepare(submissionBytes(byEnd));
    expect(egocentricE25513b.score(prepared, groundTruthBytes(LATEST)).reward.reward).toBe(1);
  });
});

describe("open point 4: dropped entries are predictions (§4 predicted_count; public reference beats the §7 row)", () => {
  const oracle = groundTruthActions(LATEST);
  const shrunk = oracle.map((a) => ({ ...a, start_frame: (a.start_frame as number) + 12, end_frame: (a.end_frame as number) - 12 }));

  it.each(judges.map((j) => [j.id, j] as const))("%s: start+12 & end-12 keeps 38 invalid entries in the count: 0.77907", (_id, judge) => {
    const prepared = judge.prepare(groundTruthBytes(judge.id));
    const own = groundTruthActions(judge.id).map((a) => ({
      ...a,
      start_frame: (a.start_frame as number) + 12,
      end_frame: (a.end_frame as number) - 12,
    }));
    const result = judge.score(prepared, submissionBytes(own));
    expect(result.reward).toMatchObject({
      predicted_actions: 172,
      valid_predicted_actions: 134,
      true_positives: 134,
      false_positives: 38,
      reward: 0.77907,
    });
  });

  it("§7's 0.875817 is the F1 of the 134 valid entries alone (the 38 removed from the file)", () => {
    const prepared = egocentricE25513b.prepare(groundTruthBytes(LATEST));
    const validOnly = shrunk.filter((a) => a.start_frame < a.end_frame);
    expect(validOnly).toHaveLength(134);
    expect(egocentricE25513b.score(prepared, submissionBytes(validOnly)).reward).toMatchObject({
      predicted_actions: 134,
      reward: 0.875817,
    });
  });
});
