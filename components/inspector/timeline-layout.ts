// Geometry of the inspector timeline: two tracks (what the ground truth expects, what the ledger
// predicted) on one time axis, marks in percent of the span so the SVG scales with its box.
import type { InspectorEvent } from "./inspector-events";
import { creditLabel, type CreditClass } from "./credit-label";

export type Track = "expected" | "predicted";

export interface TimelineMark {
  key: number;
  track: Track;
  /** percent of the span */
  left: number;
  width: number;
  verdict: CreditClass;
  title: string;
}

/** marks narrower than this (percent) are widened so they stay visible and clickable */
export const MIN_MARK_WIDTH = 0.3;

export function timelineSpan(durationSec: number | null, list: readonly InspectorEvent[]): number {
  let end = durationSec && durationSec > 0 ? durationSec : 0;
  for (const x of list) for (const t of [x.timeSec, x.endSec, x.predictedTimeSec]) if (t !== null && t > end) end = t;
  return end > 0 ? end : 1;
}

const pct = (t: number, span: number) => Math.min(100, Math.max(0, (t / span) * 100));

function mark(x: InspectorEvent, track: Track, start: number, end: number | null, span: number): TimelineMark {
  const left = pct(start, span);
  const right = end !== null && end > start ? pct(end, span) : left;
  const width = Math.max(MIN_MARK_WIDTH, right - left);
  const credit = creditLabel(x.event);
  return {
    key: x.key,
    track,
    left: Math.min(left, 100 - width),
    width,
    verdict: credit.cls,
    title: `${formatClock(start)} ${x.event.label} (${credit.text})`,
  };
}

/**
 * Expected events on the expected track at their ground-truth time; on the predicted track, the
 * prediction matched to each expected event (at its own time when known) and every spurious one.
 * Unseekable events have no mark.
 */
export function layoutMarks(list: readonly InspectorEvent[], span: number): TimelineMark[] {
  const marks: TimelineMark[] = [];
  for (const x of list) {
    if (x.event.kind === "expected") {
      if (x.timeSec !== null) marks.push(mark(x, "expected", x.timeSec, x.endSec, span));
      if (x.event.matchedPrediction !== null && x.predictedTimeSec !== null) {
        const length = x.endSec !== null && x.timeSec !== null ? x.endSec - x.timeSec : null;
        marks.push(mark(x, "predicted", x.predictedTimeSec, length === null ? null : x.predictedTimeSec + length, span));
      }
    } else if (x.timeSec !== null) {
      marks.push(mark(x, "predicted", x.timeSec, x.endSec, span));
    }
  }
  return marks;
}

const STEPS = [0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200];

export function axisTicks(span: number, maxTicks = 8): { sec: number; left: number; label: string }[] {
  const step = STEPS.find((s) => span / s <= maxTicks) ?? Math.ceil(span / maxTicks / 3600) * 3600;
  const ticks = [];
  for (let sec = 0; sec <= span + 1e-9; sec += step) ticks.push({ sec, left: pct(sec, span), label: formatClock(sec) });
  return ticks;
}

/** 75.5 -> "1:15.5"; 3725 -> "1:02:05"; tenths only below an hour, where frames matter */
export function formatClock(sec: number | null): string {
  if (sec === null || !Number.isFinite(sec)) return "—";
  const neg = sec < 0 ? "-" : "";
  const s = Math.abs(sec);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return `${neg}${h}:${String(m).padStart(2, "0")}:${String(Math.floor(s % 60)).padStart(2, "0")}`;
  const rest = (Math.floor((s % 60) * 10) / 10).toFixed(1).padStart(4, "0");
  return `${neg}${m}:${rest}`;
}
