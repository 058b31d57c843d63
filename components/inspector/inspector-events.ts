// The judge's per-event breakdown (JudgeEvent[]) shaped for the inspector: one time-ordered list
// (expected events and spurious predictions interleaved, as a reviewer scrubs the video), each
// keyed by its position in the stored array (the `?event=N` of a deep link), with the filters
// reviewers use to find what went wrong.
import type { JudgeEvent } from "@/lib/judges/types";

export type EventFilter = "all" | "misses" | "partials" | "spurious" | "full";

export const EVENT_FILTERS: { id: EventFilter; label: string }[] = [
  { id: "all", label: "All" },
  { id: "misses", label: "Misses" },
  { id: "partials", label: "Partials" },
  { id: "spurious", label: "Spurious" },
  { id: "full", label: "Full credit" },
];

export interface InspectorEvent {
  /** index in the stored JudgeEvent[]: stable for a score run, used in ?event=N */
  key: number;
  event: JudgeEvent;
  timeSec: number | null;
  endSec: number | null;
  /** where the matched prediction claims the event is, for the predicted track */
  predictedTimeSec: number | null;
  seekable: boolean;
}

const finite = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x);

/** Field names under which judges report a predicted time in seconds. */
const TIME_FIELDS = ["issued_time_s", "t", "time_s", "start_time_s", "start_s"];

/**
 * Where the prediction matched to an expected event sits in time: an explicit
 * extra.predictedTimeSec, else extra.predictedStartFrame / fps (egocentric), else a time field's
 * predicted value; null when the judge says nothing (the mark then sits at the expected time).
 */
export function predictedTime(e: JudgeEvent, fps: number | null): number | null {
  if (e.kind === "spurious") return finite(e.timeSec) ? e.timeSec : null;
  if (e.matchedPrediction === null) return null;
  const extra = e.extra ?? {};
  if (finite(extra.predictedTimeSec)) return extra.predictedTimeSec;
  if (finite(extra.predictedStartFrame) && fps && fps > 0) return extra.predictedStartFrame / fps;
  for (const name of TIME_FIELDS) {
    const f = e.fields.find((x) => x.name === name);
    if (f && finite(f.predicted)) return f.predicted;
  }
  return finite(e.timeSec) ? e.timeSec : null;
}

export function toInspectorEvents(events: readonly JudgeEvent[], fps: number | null = null): InspectorEvent[] {
  const list = events.map((event, key) => {
    const timeSec = finite(event.timeSec) ? event.timeSec : null;
    return {
      key,
      event,
      timeSec,
      endSec: finite(event.endSec) ? event.endSec : null,
      predictedTimeSec: predictedTime(event, fps),
      seekable: timeSec !== null,
    };
  });
  // time order; unseekable events last in judge order; at equal times expected before spurious
  return list.sort((a, b) => {
    if (a.timeSec === null || b.timeSec === null) return a.timeSec === b.timeSec ? a.key - b.key : a.timeSec === null ? 1 : -1;
    return a.timeSec - b.timeSec || (a.event.kind === b.event.kind ? 0 : a.event.kind === "expected" ? -1 : 1) || a.key - b.key;
  });
}

export function matchesFilter(e: JudgeEvent, filter: EventFilter): boolean {
  switch (filter) {
    case "all":
      return true;
    case "misses":
      return e.verdict === "none";
    case "partials":
      return e.verdict === "partial";
    case "spurious":
      return e.verdict === "spurious";
    case "full":
      return e.verdict === "full";
  }
}

export function filterEvents(list: readonly InspectorEvent[], filter: EventFilter): InspectorEvent[] {
  return filter === "all" ? [...list] : list.filter((x) => matchesFilter(x.event, filter));
}

export function countByFilter(list: readonly InspectorEvent[]): Record<EventFilter, number> {
  const counts: Record<EventFilter, number> = { all: 0, misses: 0, partials: 0, spurious: 0, full: 0 };
  for (const x of list) {
    counts.all++;
    for (const f of ["misses", "partials", "spurious", "full"] as const) if (matchesFilter(x.event, f)) counts[f]++;
  }
  return counts;
}

/** Earned / available summed over the events (the judge's own units). */
export function totals(list: readonly InspectorEvent[]): { earned: number; available: number } {
  let earned = 0;
  let available = 0;
  for (const x of list) {
    earned += x.event.earned;
    available += x.event.available;
  }
  return { earned, available };
}

const sum = (xs: readonly { available?: number }[] | undefined) => (xs ?? []).reduce((s, x) => s + (x.available ?? 0), 0);

/**
 * The units the submission could have earned: per expected event, the most its breakdown
 * offers (its own available units, or its fields' or groups' when a rejected submission was
 * scored 0 / 0 as a whole). A rejection then reads "0 of 1300", never "0 / 0".
 */
export function possibleUnits(events: readonly JudgeEvent[]): number {
  let total = 0;
  for (const e of events) {
    if (e.kind !== "expected") continue;
    total += Math.max(e.available, sum(e.fields), sum(e.groups));
  }
  return total;
}
