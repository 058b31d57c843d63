// The score-only path (audits score thousands of variants of one ledger): reward.reward of
// score(), with no breakdown, no reward object and no per-entry problem text. It runs the very
// primitives score() runs (acceptedClearances, validateEntry, align, chanceCorrectedGain), so
// it cannot drift from it; the parity and property tests check equality on every input kind.
import { parsePyJson } from "../pyjson";
import { pyRound } from "../py";
import type { PyValue } from "../types";
import { align } from "./alignment";
import type { Clearance } from "./clearance";
import { resolveLink, type Link } from "./credit";
import type { PreparedGroundTruth } from "./prepare";
import { chanceCorrectedGain } from "./score";
import { acceptedClearances } from "./submission";
import { validClearance } from "./validate-entry";
import { readFastLedger } from "./fast-ledger";

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
  let byIndex: Map<number, Clearance> | null = null;
  const predLinks: Link[] = new Array<Link>(preds.length);
  for (let i = 0; i < preds.length; i++) {
    const p = preds[i];
    if (p.supersededBy !== null && byIndex === null) {
      byIndex = new Map<number, Clearance>();
      for (const q of preds) byIndex.set(q.index, q);
    }
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
