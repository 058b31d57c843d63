// Reward sensitivity: how the reward grows as a ledger gets more events right. From the oracle,
// ledgers with a fraction k of events correct (k = 0, 0.1, …, 1; several seeds choose which) are
// scored with the judge; an incorrect event is what the family's judge counts as wrong (an
// identity field changed: egocentric verb, FlightGear command direction; kart counts moved just
// outside the accuracy band). Findings: reward_cliff (the mean reward stays under
// the bar until most events are right: "effectively oracle-only"), weight_concentration (most of
// the reward arrives between 90% and 100% correct: a term that pays only at near-perfect), and the
// blind-guess distribution (mean, p95) of ledgers built without the media. Pure.
import { familyEntry, type JudgeFamily } from "../judges/judge-family";
import type { AuditContext } from "./context";
import { seededRng, pick, randInt, jitterSeed, type Rng } from "./rng";
import type { Entry } from "./profiles";
import { entriesOf, stringsOf } from "./profiles/shared";
import { STRONG_AGENT_BAR, type AuditFinding } from "./types";

export const SENSITIVITY_LEVELS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] as const;
/** reward_cliff: the bar is first reached only above this fraction correct */
export const CLIFF_FRACTION = 0.5;
/** weight_concentration: this share of the oracle's reward or more arrives between 0.9 and 1.0 */
export const CONCENTRATION_SHARE = 0.5;

export interface SensitivityPoint {
  fractionCorrect: number;
  mean: number;
  min: number;
  max: number;
}

export interface SensitivityResult {
  judgeId: string;
  seeds: number;
  bar: number;
  points: SensitivityPoint[];
  /** smallest fraction correct whose mean reward reaches the bar; null when none does */
  barReachedAt: number | null;
  /** share of the full reward that arrives between 90% and 100% correct */
  lastStepShare: number;
  blindGuess: { count: number; mean: number; p95: number; max: number };
  findings: AuditFinding[];
}

export interface SensitivityOptions {
  seeds?: number;
  blindCount?: number;
  bar?: number;
}

/** Makes one oracle entry wrong the way the family's judge counts it wrong. */
type Corruptor = (entry: Entry, ctx: AuditContext) => Entry;

const OPPOSITE: Record<string, string> = {
  climb: "descend",
  descend: "climb",
  turn_left_heading: "turn_right_heading",
  turn_right_heading: "turn_left_heading",
  accelerate: "decelerate",
  decelerate: "accelerate",
};

const KART_COUNTS = ["items_collected", "times_exploded", "bananas_hit", "skid_time", "nitro_collected"];

export const CORRUPTORS: Record<JudgeFamily, Corruptor | null> = {
  "egocentric-activity-understanding": (e, ctx) => {
    const verbs = stringsOf(ctx.profileContext.options.verbs);
    const other = verbs.find((v) => v !== e.verb) ?? `${String(e.verb)}_wrong`;
    return { ...e, verb: other };
  },
  "flightgear-atc-clearance-compliance-ledger": (e) => ({ ...e, command_type: OPPOSITE[String(e.command_type)] ?? "climb" }),
  "kart-race-telemetry-ledger-s1": (e) => {
    const out: Entry = { ...e };
    for (const k of KART_COUNTS) {
      const v = e[k];
      // just outside the judge's accuracy band max(1, 30%): wrong by the judge, nothing more
      if (typeof v === "number") out[k] = v + Math.max(1, 0.3 * v) + 1;
    }
    return out;
  },
  // opt-out: lib/audits/verifier/sensitivity.ts corrupts a task's own verifier's ledgers from their inferred shape
  "task-verifier": null,
};

/** The oracle with exactly round(k·n) events kept correct; `order` says which ones (a seeded shuffle). */
export function ledgerWithFraction(
  ctx: AuditContext,
  oracle: Entry[],
  k: number,
  order: number[],
  corrupt: Corruptor,
): Record<string, unknown> {
  const keep = new Set(order.slice(0, Math.round(k * oracle.length)));
  return { [ctx.listKey]: oracle.map((e, i) => (keep.has(i) ? e : corrupt(e, ctx))) };
}

export function shuffled(n: number, rng: Rng): number[] {
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randInt(rng, 0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export function rewardSensitivity(ctx: AuditContext, opts: SensitivityOptions & { corrupt?: Corruptor } = {}): SensitivityResult | null {
  const corrupt = opts.corrupt ?? familyEntry(CORRUPTORS, ctx.judge.family);
  if (!corrupt) return null;
  const seeds = opts.seeds ?? 5;
  const bar = opts.bar ?? STRONG_AGENT_BAR;
  const oracle = entriesOf(ctx.profileContext.oracle, ctx.listKey);
  const orders = Array.from({ length: seeds }, (_, s) => shuffled(oracle.length, seededRng(jitterSeed(0x5e5, s))));
  const points = SENSITIVITY_LEVELS.map((k) => {
    const rewards = orders.map((order) => ctx.scorer.scoreValue(ledgerWithFraction(ctx, oracle, k, order, corrupt)));
    return { fractionCorrect: k, mean: mean(rewards), min: Math.min(...rewards), max: Math.max(...rewards) };
  });
  const barReachedAt = points.find((p) => p.mean >= bar)?.fractionCorrect ?? null;
  const full = points[points.length - 1].mean;
  const lastStepShare = full > 0 ? Math.max(0, full - points[points.length - 2].mean) / full : 0;
  const blindGuess = blindGuesses(ctx, opts.blindCount ?? 100);
  return {
    judgeId: ctx.judge.id,
    seeds,
    bar,
    points,
    barReachedAt,
    lastStepShare,
    blindGuess,
    findings: sensitivityFindings(ctx.judge.id, bar, points, barReachedAt, lastStepShare, blindGuess),
  };
}

export function sensitivityFindings(
  judgeId: string,
  bar: number,
  points: SensitivityPoint[],
  barReachedAt: number | null,
  lastStepShare: number,
  blind: SensitivityResult["blindGuess"],
): AuditFinding[] {
  const findings: AuditFinding[] = [];
  const curve = points.map((p) => `${Math.round(p.fractionCorrect * 100)}%→${p.mean.toFixed(3)}`).join(", ");
  if (barReachedAt === null || barReachedAt > CLIFF_FRACTION) {
    findings.push({
      kind: "sensitivity",
      severity: "fail",
      code: "reward_cliff",
      message: `the reward stays under ${bar} until ${barReachedAt === null ? "every" : `${Math.round(barReachedAt * 100)}% of`} events are right: effectively oracle-only, so real agents compete over what is left (${curve})`,
      judgeId,
      numbers: { barReachedAt: barReachedAt ?? 1, bar },
    });
  }
  if (lastStepShare >= CONCENTRATION_SHARE) {
    findings.push({
      kind: "sensitivity",
      severity: "warn",
      code: "weight_concentration",
      message: `${Math.round(lastStepShare * 100)}% of the full reward arrives between 90% and 100% of events right: a term that pays only at near-perfect holds most of the weight (${curve})`,
      judgeId,
      numbers: { lastStepShare },
    });
  }
  if (blind.p95 >= bar) {
    findings.push({
      kind: "sensitivity",
      severity: "warn",
      code: "blind_guess_above_bar",
      message: `blind guesses (no media) reach ${blind.p95.toFixed(4)} at p95 (mean ${blind.mean.toFixed(4)}), above the ${bar} bar`,
      judgeId,
      numbers: blind,
    });
  }
  return findings;
}

/** Ledgers built without the media: random vocabulary (egocentric) or the profile's jittered video-free base. */
function blindGuesses(ctx: AuditContext, count: number): SensitivityResult["blindGuess"] {
  const rewards: number[] = [];
  const base = ctx.profile?.videoFreeBase(ctx.profileContext) ?? [];
  for (let i = 0; i < count; i++) {
    const rng = seededRng(jitterSeed(0xb11d, i));
    const entries =
      ctx.judge.family === "egocentric-activity-understanding"
        ? randomVocabularyLedger(ctx, rng)
        : ctx.profile
          ? ctx.profile.jitter(ctx.profileContext, base, rng)
          : [];
    rewards.push(ctx.scorer.scoreValue({ [ctx.listKey]: entries }));
  }
  const sorted = [...rewards].sort((a, b) => a - b);
  return {
    count,
    mean: mean(rewards),
    p95: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
  };
}

function randomVocabularyLedger(ctx: AuditContext, rng: Rng): Entry[] {
  const o = ctx.profileContext.options;
  const verbs = stringsOf(o.verbs);
  const nouns = stringsOf(o.nouns);
  const frames = typeof o.videoFrames === "number" ? o.videoFrames : 1000;
  const n = ctx.profileContext.truth.length;
  if (verbs.length === 0 || nouns.length === 0) return [];
  const entries = Array.from({ length: n }, () => {
    const size = randInt(rng, 1, Math.min(3, nouns.length));
    const picked = new Set<string>();
    while (picked.size < size) picked.add(pick(rng, nouns));
    const start = randInt(rng, 0, Math.max(0, frames - 201));
    return { verb: pick(rng, verbs), nouns: [...picked], start_frame: start, end_frame: start + randInt(rng, 10, 200) };
  });
  return entries.sort((a, b) => a.start_frame - b.start_frame);
}

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);
