// Omission audit: does leaving predictions out ever raise the score? For each stored ledger:
// the score with each prediction left out, and the best score reachable by withholding some.
// Additive judges (reward = max(0, Σ earned) / Σ available, FlightGear) are solved exactly from
// the judge's own events: withhold every matched prediction with a negative share and every
// unmatched one, then re-score to confirm. Other judges get a greedy search, and say so.
//
// Withholding an UNMATCHED prediction that raises an F1 is the precision penalty working; the
// finding that matters is withholding a MATCHED answer (a real event, answered) raising the
// score — "a legal partial answer outscores the complete one".
import type { JudgeEvent } from "../judges/types";
import type { AuditContext } from "./context";
import { readLedgerDoc, withoutIndices } from "./ledger-doc";
import { STRONG_AGENT_BAR, type AuditFinding, type AuditLedger } from "./types";

export interface LeaveOneOut {
  prediction: number;
  /** ground-truth event it was matched to, or null */
  matchedEvent: number | null;
  score: number;
  delta: number;
}

export interface OmissionResult {
  ledgerPath: string;
  label: string;
  judgeId: string;
  method: "exact" | "greedy" | "beam" | "none";
  predictions: number;
  base: number;
  best: number;
  gain: number;
  retained: number;
  /** prediction indices (0-based, file order) to withhold for `best` */
  withheld: number[];
  /** of those, how many had been matched to a ground-truth event */
  withheldMatched: number;
  leaveOneOut: LeaveOneOut[];
  /** why nothing could be withheld (not JSON, no list, rejected) */
  note?: string;
}

const EPS = 1e-12;

/**
 * The judge paired this prediction with the event for credit (a true positive, or a FlightGear
 * identity match whatever its gain) — not a near miss shown beside it for the reviewer, which
 * earns exactly 0 without being full.
 */
export function isCreditMatch(e: JudgeEvent): e is JudgeEvent & { matchedPrediction: number } {
  return e.kind === "expected" && e.matchedPrediction !== null && (e.earned !== 0 || e.verdict === "full");
}

/** prediction index -> the ground-truth event it was matched with */
function matchedEvents(events: readonly JudgeEvent[]): Map<number, number> {
  const byPrediction = new Map<number, number>();
  for (const e of events) if (isCreditMatch(e)) byPrediction.set(e.matchedPrediction, e.index);
  return byPrediction;
}

/** Additive judges: each prediction's share of numerator / denominator, read off the events. */
function exactWithheld(events: readonly JudgeEvent[], count: number): Set<number> {
  const drop = new Set<number>();
  const matched = new Set<number>();
  for (const e of events) {
    if (e.kind === "expected" && e.matchedPrediction !== null) {
      // an identity match with zero gain still holds its event: keep it, it costs nothing
      matched.add(e.matchedPrediction);
      if (e.available > 0 && e.earned < 0) drop.add(e.matchedPrediction);
    }
  }
  // unmatched predictions only add to the denominator (spurious entries, dropped entries)
  for (let i = 0; i < count; i++) if (!matched.has(i)) drop.add(i);
  return drop;
}

export function auditOmission(ctx: AuditContext, ledger: AuditLedger, options: { maxGreedyRounds?: number } = {}): OmissionResult {
  const { scorer, listKey } = ctx;
  const doc = readLedgerDoc(ledger.bytes, listKey);
  const detail = scorer.detail(ledger.bytes);
  const base = ctx.judge.headline(detail);
  const empty: OmissionResult = {
    ledgerPath: ledger.path,
    label: ledger.label,
    judgeId: scorer.judgeId,
    method: "none",
    predictions: doc?.entries.length ?? 0,
    base,
    best: base,
    gain: 0,
    retained: doc?.entries.length ?? 0,
    withheld: [],
    withheldMatched: 0,
    leaveOneOut: [],
  };
  if (!doc) return { ...empty, note: "not a JSON ledger with a prediction list" };
  if (
    detail.reason !== "ok" &&
    !detail.reason.startsWith("dropped") &&
    base === 0 &&
    doc.entries.length > 0 &&
    detail.events.every((e) => e.matchedPrediction === null)
  ) {
    // a rejected document: withholding entries cannot make the judge read it
    const emptied = scorer.scoreBytes(doc.rebuild([]));
    return { ...empty, best: Math.max(base, emptied), note: `the judge rejected the document: ${detail.reason}` };
  }
  const n = doc.entries.length;
  const matchedTo = matchedEvents(detail.events);
  const scoreWithout = (drop: ReadonlySet<number>) => scorer.scoreBytes(doc.rebuild(withoutIndices(doc.entries, drop)));
  const leaveOneOut: LeaveOneOut[] = doc.entries.map((_, i) => {
    const score = scoreWithout(new Set([i]));
    return { prediction: i, matchedEvent: matchedTo.get(i) ?? null, score, delta: score - base };
  });

  let method: OmissionResult["method"] = "greedy";
  let best = base;
  let withheld = new Set<number>();
  if (ctx.profile?.additive) {
    const drop = exactWithheld(detail.events, n);
    const score = scoreWithout(drop);
    // the events' shares hold for a fixed alignment; the re-score confirms it did not move
    if (score >= base - EPS) {
      method = "exact";
      best = score;
      withheld = drop;
    }
  }
  if (method === "greedy") ({ best, withheld } = greedyWithhold(n, base, leaveOneOut, scoreWithout, options.maxGreedyRounds ?? 64));
  if (best <= base + EPS) {
    best = base;
    withheld = new Set();
  }
  const list = [...withheld].sort((a, b) => a - b);
  return {
    ...empty,
    method,
    best,
    gain: best - base,
    retained: n - list.length,
    withheld: list,
    withheldMatched: list.filter((i) => matchedTo.has(i)).length,
    leaveOneOut,
  };
}

/**
 * Greedy: withhold every prediction whose own removal helped, all at once; keep that if it
 * helps, else only the single best. Repeat from the new ledger until nothing helps.
 */
function greedyWithhold(
  n: number,
  base: number,
  firstRound: LeaveOneOut[],
  scoreWithout: (drop: ReadonlySet<number>) => number,
  maxRounds: number,
): { best: number; withheld: Set<number> } {
  let withheld = new Set<number>();
  let best = base;
  let deltas = firstRound.map((l) => ({ i: l.prediction, score: l.score }));
  for (let round = 0; round < maxRounds; round++) {
    const helping = deltas.filter((d) => d.score > best + EPS).sort((a, b) => b.score - a.score);
    if (helping.length === 0) break;
    const batch = new Set([...withheld, ...helping.map((d) => d.i)]);
    const batchScore = scoreWithout(batch);
    if (batchScore >= helping[0].score - EPS) {
      withheld = batch;
      best = batchScore;
    } else {
      withheld = new Set([...withheld, helping[0].i]);
      best = helping[0].score;
    }
    deltas = [];
    for (let i = 0; i < n; i++) {
      if (withheld.has(i)) continue;
      deltas.push({ i, score: scoreWithout(new Set([...withheld, i])) });
    }
  }
  return { best, withheld };
}

/**
 * One finding per ledger withholding helps. Withholding only unmatched predictions is the precision
 * penalty (info), unless it alone lifts the ledger from under the strong-agent bar to it: then a
 * submission crosses the bar by pruning, whatever the family (`omission_crosses_bar`, fail; issue 34:
 * egocentric's wrapped Codex 0.0881 → 0.1505 read "as designed" where FlightGear's pruning failed).
 */
export function omissionFindings(results: readonly OmissionResult[], bar: number = STRONG_AGENT_BAR): AuditFinding[] {
  return results.flatMap((r): AuditFinding[] => {
    if (r.gain <= EPS) return [];
    const crosses = r.base < bar && r.best >= bar;
    const numbers = {
      base: r.base,
      best: r.best,
      gain: r.gain,
      retained: r.retained,
      withheld: r.withheld.length,
      withheldMatched: r.withheldMatched,
    };
    const matched = r.withheldMatched > 0;
    // link to the first withheld matched answer's event, when there is one
    const firstEvent = r.leaveOneOut.find((l) => r.withheld.includes(l.prediction) && l.matchedEvent !== null)?.matchedEvent;
    return [
      {
        kind: "omission",
        severity: matched ? "warn" : crosses ? "fail" : "info",
        code: matched ? "omission_raises_score" : crosses ? "omission_crosses_bar" : "omission_unmatched_only",
        message: matched
          ? `withholding ${r.withheld.length} predictions (${r.withheldMatched} matched answers) raises ${r.label} from ${r.base.toFixed(4)} to ${r.best.toFixed(4)} over ${r.retained} retained (${r.method})`
          : crosses
            ? `withholding ${r.withheld.length} unmatched predictions alone lifts ${r.label} from ${r.base.toFixed(4)} over the ${bar} bar to ${r.best.toFixed(4)}: a submission crosses the bar by pruning (${r.method})`
            : `withholding ${r.withheld.length} unmatched predictions raises ${r.label} from ${r.base.toFixed(4)} to ${r.best.toFixed(4)} (the precision penalty, as designed; ${r.method})`,
        judgeId: r.judgeId,
        ledgerPath: r.ledgerPath,
        ...(typeof firstEvent === "number" ? { eventIndex: firstEvent } : {}),
        numbers,
      },
    ];
  });
}
