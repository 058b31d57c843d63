// Egocentric activity ledger: actions as (verb, noun set, start_frame, end_frame), F1 under a
// ±N-frame boundary tolerance. The video-free base is the no-media prior: the most common
// (verb, nouns) pair of the key, laid evenly over the video at the key's median length.
import { randInt, pick, type Rng } from "../rng";
import { entriesOf, median, mostCommon, numberOr, steps } from "./shared";
import type { Entry, FamilyProfile, ProfileContext } from "./types";

function videoFrames(ctx: ProfileContext): number {
  const fromOptions = numberOr(ctx.options.videoFrames, NaN);
  if (Number.isFinite(fromOptions)) return fromOptions;
  return Math.max(1, ...ctx.truth.map((e) => numberOr(e.end_frame, 0) + 1));
}

function clampAction(e: Entry, start: number, end: number, frames: number): Entry {
  const s = Math.min(frames - 2, Math.max(0, Math.round(start)));
  const t = Math.min(frames - 1, Math.max(s + 1, Math.round(end)));
  return { verb: e.verb, nouns: e.nouns, start_frame: s, end_frame: t };
}

function shifted(ctx: ProfileContext, dStart: number, dEnd: number): Entry[] {
  const frames = videoFrames(ctx);
  return entriesOf(ctx.oracle, "actions").map((e) => {
    const s = numberOr(e.start_frame, 0) + dStart;
    const t = numberOr(e.end_frame, 0) + dEnd;
    // an unclamped shift keeps its size; only a frame that would leave the video is held
    return { ...e, start_frame: Math.max(0, Math.min(frames - 2, s)), end_frame: Math.max(1, Math.min(frames - 1, t)) };
  });
}

function tiled(ctx: ProfileContext, label: { verb: unknown; nouns: unknown }, duration: number): Entry[] {
  const frames = videoFrames(ctx);
  const n = ctx.truth.length;
  return ctx.truth.map((_, k) => {
    const start = (k * frames) / Math.max(1, n);
    return clampAction({ verb: label.verb, nouns: label.nouns }, start, start + duration, frames);
  });
}

function commonLabel(ctx: ProfileContext): { verb: unknown; nouns: unknown } {
  const pair = mostCommon(ctx.truth.map((e) => ({ verb: e.verb, nouns: e.nouns })));
  return pair ?? { verb: "take", nouns: [] };
}

function medianDuration(ctx: ProfileContext): number {
  return Math.max(1, median(ctx.truth.map((e) => numberOr(e.end_frame, 0) - numberOr(e.start_frame, 0))));
}

function vocabulary(ctx: ProfileContext, key: "verbs" | "nouns", field: string): string[] {
  const listed = ctx.options[key];
  if (Array.isArray(listed) && listed.every((w): w is string => typeof w === "string") && listed.length > 0) return listed;
  const seen = ctx.truth.flatMap((e): unknown[] => {
    const v = e[field];
    return Array.isArray(v) ? v : [v];
  });
  return [...new Set(seen.filter((w) => typeof w === "string"))];
}

export const egocentricProfile: FamilyProfile = {
  family: "egocentric-activity-understanding",
  listKey: "actions",
  additive: false,
  submissionLimit: (ctx) => numberOr(ctx.options.maxActions, 2000),
  videoFreeBase: (ctx) => tiled(ctx, commonLabel(ctx), medianDuration(ctx)),
  noMediaPrior: (ctx) => tiled(ctx, commonLabel(ctx), medianDuration(ctx)),
  schemaGuess: (ctx) =>
    tiled(ctx, { verb: vocabulary(ctx, "verbs", "verb")[0], nouns: [vocabulary(ctx, "nouns", "nouns")[0]] }, medianDuration(ctx)),
  constantAnswer(ctx) {
    const label = commonLabel(ctx);
    const start = median(ctx.truth.map((e) => numberOr(e.start_frame, 0)));
    const one = clampAction(label, start, start + medianDuration(ctx), videoFrames(ctx));
    return ctx.truth.map(() => ({ ...one }));
  },
  grid: {
    // 48 x 24 = 1,152 systematic offsets of the prior
    axes: [
      { name: "start shift", unit: "frames", values: steps(-470, 20, 48) },
      { name: "length offset", unit: "frames", values: steps(-115, 10, 24) },
    ],
    apply(ctx, base, [shift, extra]) {
      const frames = videoFrames(ctx);
      return base.map((e) => {
        const s = numberOr(e.start_frame, 0) + shift;
        return clampAction(e, s, numberOr(e.end_frame, 0) + shift + extra, frames);
      });
    },
  },
  jitter(ctx, base, rng: Rng) {
    const frames = videoFrames(ctx);
    const verbs = vocabulary(ctx, "verbs", "verb");
    const nouns = vocabulary(ctx, "nouns", "nouns");
    const dur = medianDuration(ctx);
    return base.map((e) => {
      const s = numberOr(e.start_frame, 0) + randInt(rng, -60, 60);
      const label = { verb: pick(rng, verbs), nouns: [pick(rng, nouns)] };
      return clampAction(label, s, s + randInt(rng, Math.max(1, dur >> 1), dur * 2), frames);
    });
  },
  surface: {
    x: { name: "start shift", unit: "frames", values: steps(-16, 1, 33) },
    y: { name: "end shift", unit: "frames", values: steps(-16, 1, 33) },
    apply: (ctx, x, y) => ({ actions: shifted(ctx, x, y) }),
  },
  boundaries: [
    {
      name: "both boundaries later",
      tolerance: "±12 frames",
      unit: "frames",
      step: 1,
      maxSteps: 24,
      apply: (ctx, d) => ({ actions: shifted(ctx, d, d) }),
    },
    {
      name: "both boundaries earlier",
      tolerance: "±12 frames",
      unit: "frames",
      step: -1,
      maxSteps: 24,
      apply: (ctx, d) => ({ actions: shifted(ctx, d, d) }),
    },
    {
      name: "start boundary only",
      tolerance: "±12 frames",
      unit: "frames",
      step: 1,
      maxSteps: 24,
      apply: (ctx, d) => ({ actions: shifted(ctx, d, 0) }),
    },
    {
      name: "end boundary only",
      tolerance: "±12 frames",
      unit: "frames",
      step: 1,
      maxSteps: 24,
      apply: (ctx, d) => ({ actions: shifted(ctx, 0, d) }),
    },
  ],
  eventTime(ctx, k) {
    const fps = numberOr(ctx.options.fps, 24);
    const s = ctx.truth[k]?.start_frame;
    return typeof s === "number" ? s / fps : null;
  },
};
