// Task-level options of the egocentric judges, so another task of the same family (its own
// vocabulary, video length, fps) can reuse them. The shape is a superset of the task's
// environment/vocabulary.json ({verbs, nouns, fps}), so that file can be passed as-is and
// the video facts added next to it.
// zod/mini, not zod: the same checks and messages, but tree-shaken to what is used, so a one-ledger
// judge CLI run does not compile all of zod (~0.6 MB bundled, most of its start-up).
// zod/mini has no messages of its own: English ones, the same full zod sets (process-wide, so the
// same for every zod user).
import * as z from "zod/mini";
import englishMessages from "zod/v4/locales/en.js";
import { issueLines } from "../../input/zod-issues";
import { GroundTruthError } from "../types";
import {
  DEFAULT_FPS,
  DEFAULT_FRAME_TOLERANCE,
  DEFAULT_MAX_ACTIONS,
  DEFAULT_MAX_BYTES,
  DEFAULT_NOUNS,
  DEFAULT_VERBS,
  DEFAULT_VIDEO_FRAMES,
} from "./defaults";

z.config(englishMessages());

const positiveInt = z.int().check(z.positive());

/** Every key is optional; a missing key takes the real task's value. Unknown keys are ignored. */
export const egocentricOptionsSchema = z.object({
  /** closed verb vocabulary, exact strings (case- and space-sensitive) */
  verbs: z.optional(z.array(z.string()).check(z.minLength(1))),
  /** closed noun vocabulary, exact strings */
  nouns: z.optional(z.array(z.string()).check(z.minLength(1))),
  /** frames per second of the video; only used to place events in time (never in scoring) */
  fps: z.optional(z.number().check(z.positive())),
  /** frame count of the video: valid frames are 0 .. videoFrames-1 */
  videoFrames: z.optional(positiveInt),
  /** inclusive boundary tolerance in frames, on both start and end */
  frameTolerance: z.optional(z.int().check(z.nonnegative())),
  /** more actions than this voids the submission */
  maxActions: z.optional(positiveInt),
  /** a submission longer than this many bytes is void */
  maxBytes: z.optional(positiveInt),
});

export type EgocentricOptionsInput = z.input<typeof egocentricOptionsSchema>;

export interface EgocentricOptions {
  /** vocabulary word -> small integer id (ids make the match keys cheap to build and compare) */
  verbs: ReadonlyMap<string, number>;
  nouns: ReadonlyMap<string, number>;
  /** videoFrames as a bigint: frames are compared as Python ints, before any conversion */
  videoFramesBig: bigint;
  fps: number;
  videoFrames: number;
  frameTolerance: number;
  maxActions: number;
  maxBytes: number;
}

/** The real task's options, as plain data (what `JudgeDefinition.defaultOptions` shows). */
export const defaultEgocentricOptions = {
  verbs: [...DEFAULT_VERBS],
  nouns: [...DEFAULT_NOUNS],
  fps: DEFAULT_FPS,
  videoFrames: DEFAULT_VIDEO_FRAMES,
  frameTolerance: DEFAULT_FRAME_TOLERANCE,
  maxActions: DEFAULT_MAX_ACTIONS,
  maxBytes: DEFAULT_MAX_BYTES,
};

function idsOf(words: readonly string[]): Map<string, number> {
  const ids = new Map<string, number>();
  for (const w of words) if (!ids.has(w)) ids.set(w, ids.size);
  return ids;
}

/** Validates task options and fills the defaults; bad options are a task problem, like a bad GT. */
export function resolveEgocentricOptions(raw: unknown): EgocentricOptions {
  const parsed = egocentricOptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const problems = issueLines(parsed.error);
    throw new GroundTruthError(`invalid egocentric judge options: ${problems.join("; ")}`);
  }
  const o = parsed.data;
  return {
    verbs: idsOf(o.verbs ?? DEFAULT_VERBS),
    nouns: idsOf(o.nouns ?? DEFAULT_NOUNS),
    fps: o.fps ?? DEFAULT_FPS,
    videoFrames: o.videoFrames ?? DEFAULT_VIDEO_FRAMES,
    videoFramesBig: BigInt(o.videoFrames ?? DEFAULT_VIDEO_FRAMES),
    frameTolerance: o.frameTolerance ?? DEFAULT_FRAME_TOLERANCE,
    maxActions: o.maxActions ?? DEFAULT_MAX_ACTIONS,
    maxBytes: o.maxBytes ?? DEFAULT_MAX_BYTES,
  };
}
