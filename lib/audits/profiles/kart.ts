// Kart race telemetry ledger: per-race counts, scored by rank agreement (tau) times accuracy.
// The video-free base answers every race with the key's medians (and, for the time-matched
// version, evenly spaced race times), so only a lucky ordering could earn anything.
import { randInt, randUniform, type Rng } from "../rng";
import { entriesOf, median, numberOr, numberOrNull, round3, steps } from "./shared";
import type { Entry, FamilyProfile, ProfileContext } from "./types";

const COUNTS = ["items_collected", "times_exploded", "bananas_hit", "skid_time", "spinouts"] as const;

function fieldsOf(ctx: ProfileContext): string[] {
  return COUNTS.filter((f) => ctx.truth.some((r) => typeof r[f] === "number"));
}

function hasTimes(ctx: ProfileContext): boolean {
  return ctx.truth.some((r) => typeof r.t_start === "number");
}

function raceTimes(ctx: ProfileContext): number[] {
  const end = Math.max(0, ...ctx.truth.map((r) => numberOr(r.t_end, 0)));
  const n = ctx.truth.length;
  return ctx.truth.map((_, i) => round3(((i + 0.5) * end) / Math.max(1, n)));
}

function priorRaces(ctx: ProfileContext, value: (field: string, i: number) => number): Entry[] {
  const times = hasTimes(ctx) ? raceTimes(ctx) : null;
  return ctx.truth.map((_, i) => {
    const race: Entry = Object.fromEntries(fieldsOf(ctx).map((f) => [f, value(f, i)]));
    if (times) race.t = times[i];
    return race;
  });
}

function medianOf(ctx: ProfileContext, field: string): number {
  return median(ctx.truth.map((r) => numberOr(r[field], NaN)).filter(Number.isFinite));
}

function oracleRaces(ctx: ProfileContext): Entry[] {
  return entriesOf(ctx.oracle, "races");
}

function scaleCounts(e: Entry, factor: number): Entry {
  const out = { ...e };
  for (const f of COUNTS) {
    const v = e[f];
    if (typeof v === "number") out[f] = round3(v * factor);
  }
  return out;
}

function shiftTime(e: Entry, dt: number): Entry {
  const out = { ...e };
  for (const key of ["t", "t_start", "t_end"]) {
    const v = e[key];
    if (typeof v === "number") out[key] = round3(v + dt);
  }
  return out;
}

export const kartProfile: FamilyProfile = {
  family: "kart-race-telemetry-ledger-s1",
  listKey: "races",
  additive: false,
  submissionLimit: () => 2000,
  videoFreeBase: (ctx) => priorRaces(ctx, (f) => Math.round(medianOf(ctx, f))),
  noMediaPrior: (ctx) => priorRaces(ctx, (f) => Math.round(medianOf(ctx, f))),
  schemaGuess: (ctx) => priorRaces(ctx, () => 0),
  constantAnswer: (ctx) => priorRaces(ctx, () => 5),
  grid: {
    // 9^4 = 6,561 linear trends in race order around the medians
    axes: [
      { name: "items trend", unit: "per race", values: steps(-2, 0.5, 9) },
      { name: "explosions trend", unit: "per race", values: steps(-0.4, 0.1, 9) },
      { name: "bananas trend", unit: "per race", values: steps(-0.4, 0.1, 9) },
      { name: "skid trend", unit: "s per race", values: steps(-8, 2, 9) },
    ],
    apply(ctx, base, slopes) {
      const mid = (base.length - 1) / 2;
      const names = ["items_collected", "times_exploded", "bananas_hit", "skid_time"];
      return base.map((e, i) => {
        const out = { ...e };
        names.forEach((f, a) => {
          const v = e[f];
          if (typeof v === "number") out[f] = Math.max(0, round3(v + slopes[a] * (i - mid)));
        });
        return out;
      });
    },
  },
  jitter(ctx, base, rng: Rng) {
    return base.map((e) => {
      const out = { ...e };
      for (const f of fieldsOf(ctx)) {
        const m = medianOf(ctx, f);
        out[f] = f === "skid_time" ? round3(randUniform(rng, 0, 2 * m)) : randInt(rng, 0, Math.max(1, Math.round(2 * m)));
      }
      return out;
    });
  },
  surface: {
    x: { name: "count scale", unit: "×", values: steps(0.6, 0.1, 9) },
    y: { name: "race time shift", unit: "s", values: steps(-30, 5, 13) },
    apply: (ctx, x, y) => ({ races: oracleRaces(ctx).map((e) => shiftTime(scaleCounts(e, x), y)) }),
  },
  boundaries: [
    {
      name: "counts scaled up",
      tolerance: "within 30%",
      unit: "%",
      step: 5,
      maxSteps: 12,
      apply: (ctx, d) => ({ races: oracleRaces(ctx).map((e) => scaleCounts(e, 1 + d / 100)) }),
    },
    {
      name: "race time shift",
      tolerance: "±15 s window",
      unit: "s",
      step: 2.5,
      maxSteps: 16,
      apply: (ctx, d) => ({ races: oracleRaces(ctx).map((e) => shiftTime(e, d)) }),
    },
  ],
  eventTime: (ctx, k) => numberOrNull(ctx.truth[k]?.t_start),
};
