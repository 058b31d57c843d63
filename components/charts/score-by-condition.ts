// Calibration scores shaped for the "score by condition" chart: one line per calibration row that
// has any score (claimed, recomputed, or both; official or not, marked by status), grouped by
// condition in gate order, on a square-root scale so 0.0094 and 0.0938 stay apart from 0 and
// from each other while the replaced 0.6060 still fits. The gate lines (0.10 for a strong agent
// under full input, 0.15 for an ablation) are the gates' own thresholds.
import { GATE_THRESHOLDS } from "@/lib/gates/thresholds";
import type { CalibrationTableRow } from "@/components/calibration/calibration-rows";

// the chart's gate lines are the gates' own thresholds (lib/gates/thresholds.ts), never a copy
export const STRONG_AGENT_GATE = GATE_THRESHOLDS.agentMaxScoreExclusive;
export const ABLATION_GATE = GATE_THRESHOLDS.ablationMaxScore;

export const CONDITION_ORDER = ["full", "no_media", "single_frame", "video_only", "audio_only", "frame_dump_no_tools", "other"];

export function conditionLabel(condition: string): string {
  return condition === "other" ? "anchors and probes" : condition.replace(/_/g, "-");
}

/** Harness names the importer uses when a table does not say who ran the row. */
const UNSTATED = new Set(["unstated", "unknown", ""]);

/**
 * How a row is named on the chart: harness and model, or, when the folder does not say who ran
 * it, what the row is ("no media run, harness not stated"; an anchor by its own label).
 */
export function entryLabel(row: Pick<CalibrationTableRow, "harness" | "model" | "condition" | "conditionLabel">): string {
  if (row.condition === "other")
    return row.conditionLabel ? `${row.harness === "anchor" ? "anchor" : row.harness}: ${row.conditionLabel}` : row.harness;
  const who = UNSTATED.has(row.harness.trim().toLowerCase())
    ? "harness not stated"
    : row.model
      ? `${row.harness} · ${row.model}`
      : row.harness;
  if (row.condition === "full") return who;
  return `${row.conditionLabel || conditionLabel(row.condition)} (${who})`;
}

export interface ChartEntry {
  id: string;
  label: string;
  condition: string;
  status: string;
  claimed: number | null;
  recomputed: number | null;
  /** the judge rejected the ledger: its recomputed 0 is a penalty */
  rejected: boolean;
  /** the gate this row is read against: 0.10 under full input, 0.15 for an ablation, none for anchors */
  bar: number | null;
  /** the number the gates read (recomputed, else claimed) is at or over that bar */
  overBar: boolean;
}

export interface ChartGroup {
  condition: string;
  label: string;
  entries: ChartEntry[];
}

const finite = (x: number | null): x is number => x !== null && Number.isFinite(x);

export function barOf(condition: string): number | null {
  if (condition === "full") return STRONG_AGENT_GATE;
  return condition === "other" ? null : ABLATION_GATE;
}

/** Every row with a score, grouped by condition in gate order; rows keep their table order. */
export function chartGroups(rows: readonly CalibrationTableRow[]): ChartGroup[] {
  const byCondition = new Map<string, ChartEntry[]>();
  for (const r of rows) {
    const claimed = finite(r.claimed) ? r.claimed : null;
    const recomputed = finite(r.recomputed) ? r.recomputed : null;
    if (claimed === null && recomputed === null) continue;
    const bar = barOf(r.condition);
    const read = recomputed ?? claimed!;
    const entry: ChartEntry = {
      id: r.id,
      label: entryLabel(r),
      condition: r.condition,
      status: r.status,
      claimed,
      recomputed,
      rejected: r.rejectedReason != null,
      bar,
      overBar: bar !== null && read >= bar - GATE_THRESHOLDS.scoreEpsilon,
    };
    byCondition.set(r.condition, [...(byCondition.get(r.condition) ?? []), entry]);
  }
  const order = [...CONDITION_ORDER, ...[...byCondition.keys()].filter((c) => !CONDITION_ORDER.includes(c)).sort()];
  return order.filter((c) => byCondition.has(c)).map((c) => ({ condition: c, label: conditionLabel(c), entries: byCondition.get(c)! }));
}

/** The axis end: a round number at or above every score, never below 0.20 so both gate lines show. */
export function axisMax(groups: readonly ChartGroup[]): number {
  const top = Math.max(0, ...groups.flatMap((g) => g.entries.flatMap((e) => [e.claimed ?? 0, e.recomputed ?? 0])));
  return [0.2, 0.5, 1].find((m) => top <= m) ?? Math.ceil(top);
}

/** Position on the square-root scale, in percent of the axis (0 at 0, 100 at `max`). */
export function sqrtPosition(value: number, max: number): number {
  if (!(max > 0)) return 0;
  const clamped = Math.min(Math.max(value, 0), max);
  return (Math.sqrt(clamped) / Math.sqrt(max)) * 100;
}

/** Axis ticks: a few round values within the axis (the gate lines carry their own labels). */
export function axisTicks(max: number): number[] {
  return [0, 0.01, 0.05, 0.25, 0.5, 1].filter((t) => t <= max + 1e-12);
}
