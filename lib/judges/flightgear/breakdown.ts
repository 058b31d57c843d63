// Per-event breakdown for reviewers: one entry per expected clearance and one per
// submitted entry that matched nothing (including schema-dropped ones, which the judge
// also charges). Units are the judge's own: a gradable expected event is worth 1 and
// earns its signed chance-corrected gain; a spurious entry is worth 1 and earns 0;
// an ungradable event is worth 0. So reward = max(0, sum earned) / sum available.

import type { EventField, EventGroup, JudgeEvent } from "../types";
import type { Clearance } from "./clearance";
import { FULL_CREDIT, GROUP_MAX, GROUP_NAMES } from "./constants";
import type { Credit, Link } from "./credit";
import { compareFields, describeClearance, expectedOnlyFields } from "./breakdown-fields";
import type { PreparedGroundTruth } from "./prepare";
import type { ScoredSubmission } from "./score";

function groupsOf(credit: Credit | null): EventGroup[] {
  return GROUP_NAMES.map((name) => ({ name, earned: credit ? credit[name] : 0, available: GROUP_MAX[name] }));
}

interface Match {
  raw: number;
  pred: Clearance;
  predLink: Link;
  credit: Credit;
  gain: number | null;
}

function expectedEvent(
  gt: PreparedGroundTruth,
  k: number,
  match: Match | null,
  predLinkLabel: (c: Clearance) => string | null,
  rejected: boolean,
): JudgeEvent {
  const e = gt.clearances[k];
  const units = match ? match.credit.total : 0;
  // ungradable events carry no gain at all; an unanswered gradable one gains 0
  const gain = gt.gradable[k] ? (match?.gain ?? 0) : null;
  // a rejected submission is charged nothing (chargeable_clearances 0, reward 0)
  const charged = gt.gradable[k] && !rejected;
  const fields: EventField[] = match
    ? compareFields(
        match.pred,
        gt.expected[k],
        match.credit,
        {
          pred: match.predLink,
          gt: gt.links[k],
          predLabel: predLinkLabel(match.pred),
          gtLabel: gt.display.linkLabels[k],
        },
        gt.tolerances,
      )
    : expectedOnlyFields(e, gt.display.linkLabels[k]);
  return {
    kind: "expected",
    index: k,
    matchedPrediction: match ? match.raw : null,
    label: gt.display.labels[k],
    verdict: !match || units === 0 ? "none" : units === FULL_CREDIT ? "full" : "partial",
    timeSec: e.issued,
    // the clearance is observable until it completes (or at least starts executing)
    endSec: e.complTime ?? e.execTime ?? null,
    earned: charged ? (gain ?? 0) : 0,
    available: charged ? 1 : 0,
    fields,
    groups: groupsOf(match ? match.credit : null),
    extra: {
      units,
      baselineUnits: gt.ceiling[k],
      gain,
      gradable: gt.gradable[k],
      leg: gt.legs[k],
      ...(rejected ? { rejected: true } : {}),
    },
  };
}

function spuriousEvent(s: ScoredSubmission, raw: number, issueToleranceS: number): JudgeEvent {
  const check = s.entries[raw];
  const base = { kind: "spurious" as const, index: raw, matchedPrediction: null, verdict: "spurious" as const };
  if (!check.ok) {
    return {
      ...base,
      label: `entry ${raw + 1}: malformed, dropped (${check.problem})`,
      timeSec: null,
      earned: 0,
      available: 1,
      fields: [{ name: "schema", expected: "a valid clearance", predicted: check.problem, verdict: "miss" }],
      extra: { dropped: true, problem: check.problem },
    };
  }
  const p = check.clearance;
  return {
    ...base,
    label: `entry ${raw + 1}: ${describeClearance(p)} matched no expected clearance`,
    timeSec: p.issued,
    earned: 0,
    available: 1,
    fields: [
      { name: "command_type", expected: null, predicted: p.command, verdict: "miss" },
      { name: "issued_time_s", expected: null, predicted: p.issued, tolerance: `±${issueToleranceS} s`, verdict: "miss" },
    ],
    // the tolerance in force, for the near-miss pairing (lib/judges/near-miss.ts)
    extra: { dropped: false, clearanceIndex: p.index, issueToleranceS },
  };
}

/**
 * Expected events first (GT order), then spurious entries (file order).
 * s === null: the submission was rejected as a whole.
 */
export function buildEvents(gt: PreparedGroundTruth, s: ScoredSubmission | null): JudgeEvent[] {
  const matchOf = new Map<number, Match>();
  const paired = new Set<number>();
  if (s) {
    s.pairs.forEach((pair, n) => {
      const raw = s.validRaw[pair.pred];
      paired.add(raw);
      matchOf.set(pair.gt, {
        raw,
        pred: s.preds[pair.pred],
        predLink: s.predLinks[pair.pred],
        credit: pair.credit,
        gain: s.gains[n],
      });
    });
  }
  const byIndex = new Map<number, Clearance>();
  for (const p of s?.preds ?? []) byIndex.set(p.index, p);
  const predLinkLabel = (c: Clearance): string | null => {
    if (c.supersededBy === null) return null;
    const named = byIndex.get(c.supersededBy);
    return named ? `#${c.supersededBy} ${named.command} @ ${named.issued}s` : `#${c.supersededBy} (unresolved)`;
  };
  const events = gt.clearances.map((_, k) => expectedEvent(gt, k, matchOf.get(k) ?? null, predLinkLabel, s === null));
  if (s) s.entries.forEach((_, raw) => paired.has(raw) || events.push(spuriousEvent(s, raw, gt.tolerances.issueTimeS)));
  return events;
}

/**
 * The reward recomputed from the breakdown alone: max(0, sum earned) / sum available,
 * rounded like the judge. Sums run in event order, which is the judge's own order.
 */
export function rewardFromEventsUnrounded(events: readonly JudgeEvent[]): number {
  let earned = 0;
  let available = 0;
  for (const ev of events) {
    earned += ev.earned;
    available += ev.available;
  }
  return available > 0 ? Math.max(0, earned) / available : 0;
}
