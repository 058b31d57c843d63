// Property tests on random perturbations of the real oracle (shifts inside/outside tolerance,
// drops, duplicates, label swaps, re-sorting): the judges agree with a naive reading of the
// spec, and the event breakdown accounts for every prediction and recomputes the same F1.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { egocentric157e7b4, egocentricE25513b, rewardFromEvents } from "./index";
import { DEFAULT_NOUNS, DEFAULT_VERBS } from "./defaults";
import { groundTruthActions, groundTruthBytes, submissionBytes } from "./__tests__/support";

interface Frames {
  verb: string;
  nouns: string[];
  start_frame: number;
  end_frame: number;
}

const TOLERANCE = 12;
const VIDEO_FRAMES = 25692;

/** Spec §5 predicate, written out for every pair (no index, no pruning). */
function fits(p: Frames, g: Frames, level: "full" | "verbAndBoundary" | "boundaryOnly"): boolean {
  const boundaries = Math.abs(p.start_frame - g.start_frame) <= TOLERANCE && Math.abs(p.end_frame - g.end_frame) <= TOLERANCE;
  if (level === "boundaryOnly") return boundaries;
  if (level === "verbAndBoundary") return boundaries && p.verb === g.verb;
  return boundaries && p.verb === g.verb && nounSet(p.nouns) === nounSet(g.nouns);
}

const nounSets = new WeakMap<string[], string>();
function nounSet(nouns: string[]): string {
  let key = nounSets.get(nouns);
  if (key === undefined) nounSets.set(nouns, (key = JSON.stringify([...new Set(nouns)].sort())));
  return key;
}

/** Upstream's recursive Kuhn, as §5 describes it (every pair tested, no index). */
function naiveMaximum(preds: Frames[], gt: Frames[], level: Parameters<typeof fits>[2]): number {
  const adjacent = preds.map((p) => gt.flatMap((g, j) => (fits(p, g, level) ? [j] : [])));
  const owner = new Array<number>(gt.length).fill(-1);
  const tryAugment = (p: number, visited: Set<number>): boolean => {
    for (const g of adjacent[p]) {
      if (visited.has(g)) continue;
      visited.add(g);
      if (owner[g] === -1 || tryAugment(owner[g], visited)) {
        owner[g] = p;
        return true;
      }
    }
    return false;
  };
  return preds.filter((_, p) => tryAugment(p, new Set())).length;
}

/** §5's DP, cell by cell. */
function naiveLcs(preds: Frames[], gt: Frames[], level: Parameters<typeof fits>[2]): number {
  let previous = new Array<number>(gt.length + 1).fill(0);
  for (const p of preds) {
    const row = new Array<number>(gt.length + 1).fill(0);
    for (let j = 1; j <= gt.length; j++) {
      row[j] = Math.max(previous[j], row[j - 1], fits(p, gt[j - 1], level) ? previous[j - 1] + 1 : 0);
    }
    previous = row;
  }
  return previous[gt.length];
}

/** §4 for well-typed entries: range rule, then the chronological marker. */
function naiveAccepted(entries: Frames[]): Frames[] {
  let last = -1;
  return entries.filter((a) => {
    if (!(a.start_frame >= 0 && a.start_frame < a.end_frame && a.end_frame < VIDEO_FRAMES)) return false;
    if (a.start_frame < last) return false;
    last = a.start_frame;
    return true;
  });
}

type Op =
  | { kind: "keep" | "drop" | "duplicate" | "swapLabelsWithNext" }
  | { kind: "shift"; start: number; end: number }
  | { kind: "verb"; verb: string }
  | { kind: "nouns"; nouns: string[] };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: "keep" as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("shift" as const),
      start: fc.integer({ min: -16, max: 16 }),
      end: fc.integer({ min: -16, max: 16 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "drop" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "duplicate" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "swapLabelsWithNext" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("verb" as const), verb: fc.constantFrom(...DEFAULT_VERBS) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("nouns" as const),
      nouns: fc.uniqueArray(fc.constantFrom(...DEFAULT_NOUNS), { minLength: 1, maxLength: 3 }),
    }),
  },
);

function perturb(oracle: Frames[], ops: Op[], resort: boolean): Frames[] {
  const out: Frames[] = [];
  oracle.forEach((a, i) => {
    const op = ops[i % ops.length];
    const next = oracle[i + 1] ?? oracle[0];
    if (op.kind === "drop") return;
    if (op.kind === "duplicate") out.push(a, a);
    else if (op.kind === "shift") out.push({ ...a, start_frame: a.start_frame + op.start, end_frame: a.end_frame + op.end });
    else if (op.kind === "swapLabelsWithNext") out.push({ ...a, verb: next.verb, nouns: next.nouns });
    else if (op.kind === "verb") out.push({ ...a, verb: op.verb });
    else if (op.kind === "nouns") out.push({ ...a, nouns: op.nouns });
    else out.push(a);
  });
  return resort ? out.sort((x, y) => x.start_frame - y.start_frame) : out;
}

describe.each([
  [egocentricE25513b, naiveMaximum],
  [egocentric157e7b4, naiveLcs],
] as const)("%s on perturbed oracles", (judge, naive) => {
  const oracle = groundTruthActions(judge.id) as unknown as Frames[];
  const prepared = judge.prepare(groundTruthBytes(judge.id));
  const perturbations = fc.record({ ops: fc.array(opArb, { minLength: 1, maxLength: 40 }), resort: fc.boolean() });

  it("agrees with a naive reading of the spec and with its own event breakdown", () => {
    fc.assert(
      fc.property(perturbations, ({ ops, resort }) => {
        const submission = perturb(oracle, ops, resort);
        const result = judge.score(prepared, submissionBytes(submission));
        const accepted = naiveAccepted(submission);
        expect(result.reward).toMatchObject({
          predicted_actions: submission.length,
          valid_predicted_actions: accepted.length,
          true_positives: naive(accepted, oracle, "full"),
          verb_and_boundary_matches: naive(accepted, oracle, "verbAndBoundary"),
          boundary_only_matches: naive(accepted, oracle, "boundaryOnly"),
        });

        const fromEvents = rewardFromEvents(result.events);
        expect(fromEvents.f1).toBe(result.reward.f1);
        expect(fromEvents.precision).toBe(result.reward.precision);
        expect(fromEvents.recall).toBe(result.reward.recall);

        // every prediction appears exactly once: as a credited partner or as a spurious event
        const expected = result.events.filter((e) => e.kind === "expected");
        const credited = expected.filter((e) => e.verdict === "full").map((e) => e.matchedPrediction);
        const spurious = result.events.filter((e) => e.kind === "spurious").map((e) => e.index);
        expect(expected.map((e) => e.index)).toEqual(oracle.map((_, i) => i));
        expect([...credited, ...spurious].sort((x, y) => (x as number) - (y as number))).toEqual(submission.map((_, i) => i));
        for (const e of expected) {
          if (e.verdict === "full") expect(e.fields.every((f) => f.verdict === "ok")).toBe(true);
          if (e.verdict === "partial")
            expect(e.fields.filter((f) => f.name.endsWith("_frame")).every((f) => f.verdict === "ok")).toBe(true);
          if (e.verdict === "none") expect(e.matchedPrediction).toBeNull();
          expect(e.earned).toBe(e.verdict === "full" ? 1 : 0);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("uniform shifts: inside the tolerance everything counts, outside nothing does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), (ds, de) => {
        const shifted = oracle.map((a) => ({ ...a, start_frame: a.start_frame + ds, end_frame: a.end_frame + de }));
        const result = judge.score(prepared, submissionBytes(shifted));
        const valid = result.reward.valid_predicted_actions as number;
        if (Math.abs(ds) <= TOLERANCE && Math.abs(de) <= TOLERANCE) {
          // a uniform shift keeps each version's own oracle order, so every valid entry counts
          expect(result.reward.true_positives).toBe(valid);
        } else {
          expect(result.reward.true_positives).toBe(naive(naiveAccepted(shifted), oracle, "full"));
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("score never throws", () => {
  const prepared = egocentricE25513b.prepare(groundTruthBytes(egocentricE25513b.id));
  // entries whose every field is either plausible or any JSON value (lists, dicts, floats...)
  const field = <T>(plausible: fc.Arbitrary<T>) => fc.oneof(plausible, fc.jsonValue({ maxDepth: 2 }));
  const entry = fc.record(
    {
      verb: field(fc.constantFrom(...DEFAULT_VERBS)),
      nouns: field(fc.array(field(fc.constantFrom(...DEFAULT_NOUNS)), { maxLength: 3 })),
      start_frame: field(fc.integer({ min: -5, max: 26000 })),
      end_frame: field(fc.integer({ min: -5, max: 26000 })),
    },
    { requiredKeys: [] },
  );
  const documents = fc.oneof(
    fc.uint8Array({ maxLength: 200 }),
    fc.json().map((t) => new TextEncoder().encode(`{"actions": [${t}]}`)),
    fc.array(fc.oneof(entry, fc.jsonValue({ maxDepth: 1 })), { maxLength: 30 }).map((a) => submissionBytes(a)),
  );
  it("on arbitrary bytes, arbitrary JSON and half-plausible entries", () => {
    fc.assert(
      fc.property(documents, (bytes) => {
        for (const judge of [egocentricE25513b, egocentric157e7b4]) {
          const result = judge.score(prepared, bytes);
          expect(typeof result.reward.reward).toBe("number");
          expect(result.reason).not.toMatch(/^judge error/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("the breakdown of one small ledger", () => {
  const options = { verbs: ["take", "put", "open"], nouns: ["cup", "plate", "fridge"], videoFrames: 1000, fps: 25 };
  const truth = [
    { verb: "take", nouns: ["cup"], start_frame: 100, end_frame: 150 },
    { verb: "put", nouns: ["cup", "plate"], start_frame: 200, end_frame: 260 },
    { verb: "open", nouns: ["fridge"], start_frame: 300, end_frame: 340 },
  ];
  const submission = [
    { verb: "take", nouns: ["cup"], start_frame: 104, end_frame: 148 }, // TP
    { verb: "put", nouns: ["plate"], start_frame: 200, end_frame: 260 }, // verb + boundaries only
    { verb: "open", nouns: ["fridge"], start_frame: 150, end_frame: 340 }, // boundaries miss
    { verb: "take", nouns: ["mug"], start_frame: 500, end_frame: 510 }, // dropped
  ];
  const judge = egocentricE25513b;
  const result = judge.score(judge.prepare(submissionBytes(truth), options), submissionBytes(submission));

  it("one event per expected action, then one per prediction that earned nothing", () => {
    expect(result.events.map((e) => [e.kind, e.index, e.verdict, e.matchedPrediction])).toEqual([
      ["expected", 0, "full", 0],
      ["expected", 1, "partial", 1],
      ["expected", 2, "none", null],
      ["spurious", 1, "spurious", null],
      ["spurious", 2, "spurious", null],
      ["spurious", 3, "spurious", null],
    ]);
    expect(rewardFromEvents(result.events)).toMatchObject({ true_positives: 1, false_positives: 3, false_negatives: 2 });
    expect(rewardFromEvents(result.events).f1).toBe(result.reward.f1);
  });

  it("fields compare each part with its tolerance; times come from frames and fps", () => {
    const [tp, nearMiss] = result.events;
    expect(tp).toMatchObject({ label: "take [cup] 100-150", timeSec: 4, endSec: 6, earned: 1, available: 1 });
    expect(tp.fields.map((f) => [f.name, f.expected, f.predicted, f.verdict])).toEqual([
      ["verb", "take", "take", "ok"],
      ["nouns", ["cup"], ["cup"], "ok"],
      ["start_frame", 100, 104, "ok"],
      ["end_frame", 150, 148, "ok"],
    ]);
    expect(tp.fields[2].tolerance).toBe("±12 frames");
    expect(nearMiss).toMatchObject({ earned: 0, extra: { pairKind: "verb_and_boundary", startFrame: 200, endFrame: 260 } });
    expect(nearMiss.fields.find((f) => f.name === "nouns")?.verdict).toBe("miss");
  });

  it("spurious events say why they earned nothing", () => {
    const spurious = result.events.filter((e) => e.kind === "spurious");
    expect(spurious[0].extra).toMatchObject({ dropped: false, nearMissOf: 1 });
    expect(spurious[2]).toMatchObject({ label: "action 4 has a noun outside the vocabulary", timeSec: 20, extra: { dropped: true } });
  });
});
