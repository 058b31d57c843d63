// The score-only path (audits score thousands of variants of one ledger): reward.reward of
// score(), with no breakdown, no reward object and no per-entry problem text. It runs the very
// primitives score() runs (acceptedClearances, validateEntry, align, chanceCorrectedGain), so
// it cannot drift from it; the parity and property tests check equality on every input kind.
// Plain ledgers are read by fast-ledger.ts, whose rows go through fast-row.ts: validateEntry's
// rules on typed rows, held equal to it by the differential tests (fast-ledger*.test.ts).
import { parsePyJson } from "../pyjson";
import { pyRound } from "../py";
import type { PyValue } from "../types";
import { align } from "./alignment";
import type { Clearance } from "./clearance";
import { resolveLink, type IndexLookup, type Link } from "./credit";
import { MAX_PREDICTIONS } from "./constants";
import type { PreparedGroundTruth } from "./prepare";
import { chanceCorrectedGain } from "./score";
import { acceptedClearances } from "./submission";
import { validClearance } from "./validate-entry";
import { readFastLedger } from "./fast-ledger";

/**
 * clearance_index -> the last prediction with it, as a Map would hold it, in reusable typed arrays
 * (a Map per scored ledger was a third of the score-only path's garbage). An entry counts only
 * while its stamp is the current fill's, so nothing is cleared between ledgers.
 */
class PredictionIndex implements IndexLookup {
  private readonly at = new Int32Array(MAX_PREDICTIONS + 1);
  private readonly stamp = new Uint32Array(MAX_PREDICTIONS + 1);
  private current = 0;
  private preds: readonly Clearance[] = [];

  fill(preds: readonly Clearance[]): this {
    if (++this.current === 0xffffffff) {
      this.stamp.fill(0);
      this.current = 1;
    }
    this.preds = preds;
    // a valid clearance's index is an integer in 1..MAX_PREDICTIONS (spec 2.2 rule 2)
    for (let k = 0; k < preds.length; k++) {
      const index = preds[k].index;
      this.at[index] = k;
      this.stamp[index] = this.current;
    }
    return this;
  }

  get(index: number): Clearance | undefined {
    if (!(index >= 1 && index <= MAX_PREDICTIONS && Number.isInteger(index))) return undefined;
    return this.stamp[index] === this.current ? this.preds[this.at[index]] : undefined;
  }
}
const predictionIndex = new PredictionIndex();

/** reward.reward for a parsed submission (a rejected document scores 0, as in score()). */
export function scoreParsedFlightgear(gt: PreparedGroundTruth, doc: PyValue): number {
  const raw = acceptedClearances(doc);
  if (typeof raw === "string") return 0;
  const preds: Clearance[] = [];
  for (let i = 0; i < raw.length; i++) {
    const c = validClearance(raw[i]);
    if (c !== null) preds.push(c);
  }
  return scoreValidPredictions(gt, preds, raw.length);
}

/** reward.reward from the schema-valid predictions (file order) of a document that submitted `submitted` entries. */
export function scoreValidPredictions(gt: PreparedGroundTruth, preds: readonly Clearance[], submitted: number): number {
  // links resolve through the predictions' own indices (a repeated index keeps the last entry);
  // a ledger without links (most probes) needs no index map
  let byIndex: PredictionIndex | null = null;
  const predLinks: Link[] = new Array<Link>(preds.length);
  for (let i = 0; i < preds.length; i++) {
    const p = preds[i];
    if (p.supersededBy !== null && byIndex === null) byIndex = predictionIndex.fill(preds);
    predLinks[i] = p.supersededBy === null ? null : resolveLink(p, byIndex);
  }
  const pairs = align(preds, predLinks, gt.expected, gt.links, gt.tolerances);
  // the same left-fold sum, in the same pair order, as scoreEntries
  let sum = 0;
  for (const pair of pairs) {
    if (gt.gradable[pair.gt]) sum += chanceCorrectedGain(pair.credit.total, gt.ceiling[pair.gt]);
  }
  const credit = Math.max(0, sum);
  const spurious = Math.max(0, submitted - pairs.length);
  const chargeable = gt.nGradable + spurious;
  return pyRound(chargeable > 0 ? credit / chargeable : 0, 4);
}

/** reward.reward of score(gt, bytes): plain ledgers through fast-ledger.ts, every other document through pyjson. */
export function scoreOnlyFlightgear(gt: PreparedGroundTruth, bytes: Uint8Array): number {
  const fast = readFastLedger(bytes);
  if (fast !== null) return fast.kind === "rejected" ? 0 : scoreValidPredictions(gt, fast.preds, fast.submitted);
  return scoreOnlyExact(gt, bytes);
}

/** The score-only path without the fast reader (tests compare the two). */
export function scoreOnlyExact(gt: PreparedGroundTruth, bytes: Uint8Array): number {
  const parsed = parsePyJson(bytes);
  return parsed.ok ? scoreParsedFlightgear(gt, parsed.value) : 0;
}
