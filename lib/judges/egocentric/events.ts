// Per-event breakdown for reviewers: one event per ground-truth action and one per prediction
// that earned nothing. Only true positives earn credit; near misses are shown as "partial" to
// say what was close, but are worth 0, exactly as in the judge.
import type { EventField, JudgeEvent } from "../types";
import { PyDict, PyInt, type PyValue } from "../types";
import type { Action } from "./action";
import { describeAction } from "./action";
import type { Candidates, MatchPredicate } from "./compatibility";
import { maximumMatching, type Matching } from "./matching";
import type { PreparedEgocentric } from "./ground-truth";
import { f1Scores } from "./reward";
import type { ReadSubmission } from "./submission";

/** How an expected action relates to the prediction shown next to it. */
export type PairKind =
  | "true_positive"
  /** all four fields agree, but the order-preserving alignment could not keep the pair */
  | "lost_to_order"
  | "verb_and_boundary"
  | "boundary_only";

interface EventInputs {
  prepared: PreparedEgocentric;
  read: ReadSubmission;
  /** per accepted prediction, as used by the scored matching */
  candidates: readonly Candidates[];
  /** the scored matching over read.accepted */
  scored: Matching;
}

interface Pair {
  prediction: Action;
  kind: PairKind;
}

/**
 * Display partners for the expected actions the scored matching left alone: among leftover
 * predictions, the largest set of full-field pairs first (possible only when the order-preserving
 * judge lost a crossing pair), then verb + boundaries, then boundaries only.
 */
function pairUp({ prepared: { truth }, candidates, read, scored }: EventInputs): (Pair | null)[] {
  const pairs: (Pair | null)[] = truth.map(() => null);
  const leftover: number[] = []; // indices into read.accepted
  read.accepted.forEach((prediction, k) => {
    const g = scored.truthOfPrediction[k];
    if (g === -1) leftover.push(k);
    else pairs[g] = { prediction, kind: "true_positive" };
  });
  const passes: [MatchPredicate, PairKind][] = [
    ["full", "lost_to_order"],
    ["verbAndBoundary", "verb_and_boundary"],
    ["boundaryOnly", "boundary_only"],
  ];
  let remaining = leftover;
  for (const [predicate, kind] of passes) {
    if (remaining.length === 0) break;
    const open = remaining.map((k) => candidates[k][predicate].filter((g) => pairs[g] === null));
    if (open.every((c) => c.length === 0)) continue;
    const residual = maximumMatching(open, truth.length);
    const stillLeft: number[] = [];
    remaining.forEach((k, r) => {
      const g = residual.truthOfPrediction[r];
      if (g === -1) stillLeft.push(k);
      else pairs[g] = { prediction: read.accepted[k], kind };
    });
    remaining = stillLeft;
  }
  return pairs;
}

function frameField(name: string, expected: number, predicted: number | null, tolerance: number, toleranceText: string): EventField {
  const ok = predicted !== null && Math.abs(predicted - expected) <= tolerance;
  return { name, expected, predicted, tolerance: toleranceText, verdict: ok ? "ok" : "miss" };
}

function expectedEvent(g: number, pair: Pair | null, prepared: PreparedEgocentric, toleranceText: string): JudgeEvent {
  const { options } = prepared;
  const truth = prepared.truth[g];
  const p = pair?.prediction ?? null;
  const tolerance = options.frameTolerance;
  const fields: EventField[] = [
    { name: "verb", expected: truth.verb, predicted: p?.verb ?? null, verdict: p?.verb === truth.verb ? "ok" : "miss" },
    {
      name: "nouns",
      expected: truth.nouns,
      predicted: p?.nouns ?? null,
      tolerance: "same set, any order",
      verdict: p?.nounSetKey === truth.nounSetKey ? "ok" : "miss",
    },
    frameField("start_frame", truth.startFrame, p?.startFrame ?? null, tolerance, toleranceText),
    frameField("end_frame", truth.endFrame, p?.endFrame ?? null, tolerance, toleranceText),
  ];
  const credited = pair?.kind === "true_positive";
  return {
    kind: "expected",
    index: g,
    // for a partial event: the near miss shown beside it (it earns nothing and is also listed
    // as a spurious event); positions count dropped entries, like the judge's "action <p>"
    matchedPrediction: p?.position ?? null,
    label: prepared.truthLabels[g],
    verdict: credited ? "full" : pair ? "partial" : "none",
    timeSec: truth.startFrame / options.fps,
    endSec: truth.endFrame / options.fps,
    earned: credited ? 1 : 0,
    available: 1,
    fields,
    extra: {
      startFrame: truth.startFrame,
      endFrame: truth.endFrame,
      // the near-miss pairing (lib/judges/near-miss.ts) reads the tolerance in force from here
      frameTolerance: tolerance,
      pairKind: pair?.kind ?? null,
      predictedStartFrame: p?.startFrame ?? null,
      predictedEndFrame: p?.endFrame ?? null,
    },
  };
}

/** Best-effort frame of a dropped entry, only to place it on the timeline. */
function displayFrame(raw: PyValue, key: string): number | null {
  const v = raw instanceof PyDict ? raw.get(key) : undefined;
  const n = v instanceof PyInt ? Number(v.value) : typeof v === "number" ? v : NaN;
  return Number.isFinite(n) ? n : null;
}

export function buildEvents(inputs: EventInputs): JudgeEvent[] {
  const { prepared, read, scored } = inputs;
  const { options } = prepared;
  const pairs = pairUp(inputs);
  const toleranceText = `±${options.frameTolerance} frames`;
  const events = pairs.map((pair, g) => expectedEvent(g, pair, prepared, toleranceText));
  const nearMissOf = new Map<number, number>();
  pairs.forEach((pair, g) => {
    if (pair && pair.kind !== "true_positive") nearMissOf.set(pair.prediction.position, g);
  });
  const credited = new Set<number>();
  read.accepted.forEach((a, k) => {
    if (scored.truthOfPrediction[k] !== -1) credited.add(a.position);
  });
  for (const entry of read.entries) {
    if (credited.has(entry.position)) continue;
    const start = entry.accepted ? entry.action.startFrame : displayFrame(entry.raw, "start_frame");
    const end = entry.accepted ? entry.action.endFrame : displayFrame(entry.raw, "end_frame");
    events.push({
      kind: "spurious",
      index: entry.position,
      matchedPrediction: null,
      label: entry.accepted ? describeAction(entry.action) : entry.message,
      verdict: "spurious",
      timeSec: start === null ? null : start / options.fps,
      endSec: end === null ? null : end / options.fps,
      earned: 0,
      available: 0,
      fields: [],
      extra: {
        startFrame: start,
        endFrame: end,
        // identity fields, so a near miss can be paired with the expected action it resembles
        verb: entry.accepted ? entry.action.verb : null,
        nouns: entry.accepted ? entry.action.nouns : null,
        dropped: !entry.accepted,
        dropReason: entry.accepted ? null : entry.message,
        nearMissOf: nearMissOf.get(entry.position) ?? null,
      },
    });
  }
  return events;
}

/**
 * Precision / recall / F1 recomputed from the events alone (TP = full expected events,
 * FN = the other expected events, FP = spurious events), rounded like reward.json.
 */
export function rewardFromEvents(events: readonly JudgeEvent[]): {
  true_positives: number;
  false_positives: number;
  false_negatives: number;
  precision: number;
  recall: number;
  f1: number;
} {
  let truePositives = 0;
  let falseNegatives = 0;
  let falsePositives = 0;
  for (const e of events) {
    if (e.kind === "spurious") falsePositives++;
    else if (e.verdict === "full") truePositives++;
    else falseNegatives++;
  }
  const scores = f1Scores(truePositives, truePositives + falsePositives, truePositives + falseNegatives);
  return { true_positives: truePositives, false_positives: falsePositives, false_negatives: falseNegatives, ...scores };
}
