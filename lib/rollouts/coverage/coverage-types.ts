// What the agent looked at in the media, as recovered from its tool calls.
import { z } from "zod";

export const CoverageSegmentSchema = z.object({
  step: z.number().int().nonnegative(),
  /** video: decoded frames over a span; frame: one still; audio: transcribed / decoded sound */
  kind: z.enum(["video", "frame", "audio"]),
  startSec: z.number().nonnegative(),
  /** null: open-ended (to the end of the media) */
  endSec: z.number().nonnegative().nullable(),
  /** how it was recovered, for the tooltip */
  source: z.string(),
});
export type CoverageSegment = z.infer<typeof CoverageSegmentSchema>;

export const CoverageSchema = z.object({
  segments: z.array(CoverageSegmentSchema),
  /** tool calls that named a media file at all (ffprobe included) */
  mediaCalls: z.number().int().nonnegative(),
  /** extracted still images the agent opened (Read / view_file of a .png/.jpg) */
  imagesViewed: z.number().int().nonnegative(),
  /** frame counts by call, for the single-frame check: extracted stills */
  framesExtracted: z.number().int().nonnegative(),
  /** a call decoded video with no bound we could read (fps dump over the whole file, decode loop) */
  unboundedVideoDecode: z.boolean(),
});
export type Coverage = z.infer<typeof CoverageSchema>;

/** One run's coverage track under a ledger's timeline (built by store/ledger-coverage.ts, drawn by components/rollouts/CoverageTrack). */
export interface CoverageTrackData {
  label: string;
  rolloutId: string;
  /** the trajectory viewer for this run */
  href: string;
  segments: CoverageSegment[];
  /** % of the media's duration looked at (video spans + stills), null when the duration is unknown */
  videoPercent: number | null;
  audioPercent: number | null;
}
