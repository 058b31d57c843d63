// Geometry of the coverage track: what a run inspected, as positioned spans per lane (video and
// stills above, audio below), in percent of the timeline span. Pure and table-tested.
import type { CoverageSegment, CoverageTrackData } from "@/lib/rollouts/coverage/coverage-types";

export type { CoverageTrackData };

export interface TrackMark {
  lane: "video" | "audio";
  left: number;
  width: number;
  still: boolean;
  startSec: number;
  step: number;
  title: string;
}

/** A still drawn as a 2 px tick no matter the zoom; a span at least that wide. */
const MIN_WIDTH_PCT = 0.15;

export function trackMarks(segments: CoverageSegment[], spanSec: number): TrackMark[] {
  if (!(spanSec > 0)) return [];
  const pct = (t: number) => Math.min(100, Math.max(0, (t / spanSec) * 100));
  return segments.map((s) => {
    const end = s.endSec === null ? spanSec : s.endSec;
    const left = pct(s.startSec);
    const still = s.kind === "frame";
    const width = still ? MIN_WIDTH_PCT : Math.max(MIN_WIDTH_PCT, pct(end) - left);
    return {
      lane: s.kind === "audio" ? "audio" : "video",
      left,
      width: Math.min(width, 100 - left),
      still,
      startSec: s.startSec,
      step: s.step,
      title: `step ${s.step}: ${s.source}`,
    };
  });
}

export function percentText(p: number | null): string {
  if (p === null) return "duration unknown";
  if (p > 0 && p < 0.1) return "<0.1%";
  return `${p.toFixed(p < 10 ? 1 : 0)}%`;
}
