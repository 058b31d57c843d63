// What every format parser shares: a growing step list, the run's metadata, and the contract the
// dispatcher calls (one record at a time, then finish).
import { emptyMeta, type RunMeta, type Step } from "./step-types";
import type { TrajectoryFormat } from "../types";

export interface FormatParser {
  accept(value: Record<string, unknown>, line: number): void;
  finish(): { steps: Step[]; meta: RunMeta };
  /** stream_event records seen (only the Claude stream-json parser has them) */
  streamEvents?(): number;
}

export class StepList {
  readonly steps: Step[] = [];
  readonly meta: RunMeta;
  /** the timestamp of the record being read: steps pushed from it carry it (null: the record has none) */
  private current: string | null = null;

  constructor(format: TrajectoryFormat) {
    this.meta = emptyMeta(format);
  }

  push(step: Omit<Step, "index">): Step {
    if (step.timestamp === undefined && this.current !== null) step.timestamp = this.current;
    // the caller's object becomes the step (callers keep and amend it), so index is added in place
    const full: Step = Object.assign(step, { index: this.steps.length });
    this.steps.push(full);
    return full;
  }

  noteTimestamp(ts: unknown): void {
    // a record without a timestamp must not lend its steps the previous record's
    this.current = typeof ts === "string" && ts !== "" && Number.isFinite(Date.parse(ts)) ? ts : null;
    if (this.current === null) return;
    this.meta.firstTimestamp ??= this.current;
    this.meta.lastTimestamp = this.current;
  }

  /** Steps in source-line order (parsers may add late-known steps), re-indexed. */
  done(): { steps: Step[]; meta: RunMeta } {
    const ordered = [...this.steps].sort((a, b) => a.line - b.line || a.index - b.index);
    ordered.forEach((s, i) => (s.index = i));
    if (this.meta.durationMs === null && this.meta.firstTimestamp && this.meta.lastTimestamp) {
      const span = Date.parse(this.meta.lastTimestamp) - Date.parse(this.meta.firstTimestamp);
      if (Number.isFinite(span) && span >= 0) this.meta.durationMs = span;
    }
    return { steps: ordered, meta: this.meta };
  }
}

/** Map a free-text ending to one reason; order matters (a 429 message often says "error" too). */
export function exitReasonFrom(text: string | null, fallback: RunMeta["exitReason"]): RunMeta["exitReason"] {
  if (!text) return fallback;
  const t = text.toLowerCase();
  if (/rate[ _-]?limit|429|usage limit|resource[_ ]exhausted|quota/.test(t)) return "rate_limit";
  if (/401|unauthori[sz]ed|credential|api key|auth(entication)? (failed|error)|credit balance/.test(t)) return "credential";
  if (/timed? ?out|timeout|deadline exceeded/.test(t)) return "timeout";
  if (/max[_ ]turns/.test(t)) return "max_turns";
  if (/interrupt|cancell?ed|aborted|sigint|sigterm|killed/.test(t)) return "interrupted";
  return fallback;
}
