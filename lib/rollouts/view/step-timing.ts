// When each step happened and how long it took, from the timestamps the format records (Claude
// Code and ATIF stamp every record; Antigravity writes a duration per step; Codex has neither).
// Pure: steps in, numbers out; a step without a usable timestamp simply has no timing.
import type { Step } from "../parse/step-types";

/** How a duration was obtained, so the viewer can say it (a gap to the next record is not a tool's run time). */
export type DurationSource = "recorded" | "until-result" | "until-next";

export interface StepTiming {
  /** ms since the first timestamped step (null: the step has no timestamp) */
  offsetMs: number | null;
  durationMs: number | null;
  durationSource: DurationSource | null;
}

export interface RunTiming {
  /** per step, by position in the list given */
  steps: StepTiming[];
  firstTimestamp: string | null;
  lastTimestamp: string | null;
  /** the run's wall time: the log's own total when it writes one, else last − first timestamp */
  wallMs: number | null;
  wallSource: "recorded" | "timestamps" | null;
}

function ms(ts: string | undefined): number | null {
  if (ts === undefined) return null;
  const t = Date.parse(ts);
  return Number.isFinite(t) ? t : null;
}

export function stepTimings(steps: readonly Step[], recordedTotalMs: number | null): RunTiming {
  const at = steps.map((s) => ms(s.timestamp));
  const stamped = at.filter((t): t is number => t !== null);
  const first = stamped.length ? Math.min(...stamped) : null;
  const last = stamped.length ? Math.max(...stamped) : null;
  // a tool call's duration runs to its result (calls interleave, so "the next step" would be wrong)
  const resultAt = new Map<string, number>();
  steps.forEach((s, i) => {
    const t = at[i];
    if (s.kind === "tool_result" && s.callId && t !== null && !resultAt.has(s.callId)) resultAt.set(s.callId, t);
  });
  // the next step with a later-or-equal timestamp, scanning from the end
  const nextAt: (number | null)[] = new Array<number | null>(steps.length).fill(null);
  let seen: number | null = null;
  for (let i = steps.length - 1; i >= 0; i--) {
    nextAt[i] = seen;
    if (at[i] !== null) seen = at[i];
  }
  const timings = steps.map((s, i): StepTiming => {
    const t = at[i];
    const offsetMs = t !== null && first !== null ? t - first : null;
    if (s.durationMs !== undefined && Number.isFinite(s.durationMs) && s.durationMs >= 0)
      return { offsetMs, durationMs: s.durationMs, durationSource: "recorded" };
    if (t === null) return { offsetMs, durationMs: null, durationSource: null };
    const done = s.kind === "tool_call" && s.callId ? resultAt.get(s.callId) : undefined;
    if (done !== undefined && done >= t) return { offsetMs, durationMs: done - t, durationSource: "until-result" };
    const next = nextAt[i];
    if (next !== null && next >= t) return { offsetMs, durationMs: next - t, durationSource: "until-next" };
    return { offsetMs, durationMs: null, durationSource: null };
  });
  const recorded = recordedTotalMs !== null && Number.isFinite(recordedTotalMs) && recordedTotalMs >= 0;
  return {
    steps: timings,
    firstTimestamp: first !== null ? new Date(first).toISOString() : null,
    lastTimestamp: last !== null ? new Date(last).toISOString() : null,
    wallMs: recorded ? recordedTotalMs : first !== null && last !== null ? last - first : null,
    wallSource: recorded ? "recorded" : first !== null ? "timestamps" : null,
  };
}

/** "850 ms", "3.4 s", "2 min 05 s", "1 h 02 min": exact enough to compare steps, short enough for a row. */
export function formatDuration(totalMs: number): string {
  if (totalMs < 1000) return `${Math.round(totalMs)} ms`;
  if (totalMs < 60_000) return `${(totalMs / 1000).toFixed(1)} s`;
  const s = Math.round(totalMs / 1000);
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")} min`;
}

/** "+12:03.4" from the run's first record: minutes:seconds, hours when needed. */
export function formatOffset(offsetMs: number): string {
  const tenths = Math.floor(offsetMs / 100);
  const h = Math.floor(tenths / 36_000);
  const m = Math.floor((tenths % 36_000) / 600);
  const sec = ((tenths % 600) / 10).toFixed(1).padStart(4, "0");
  return h > 0 ? `+${h}:${String(m).padStart(2, "0")}:${sec}` : `+${m}:${sec}`;
}
