// Calibration scores shaped for the "score by condition" chart: one group per model (or
// harness), one bar per condition (full, then each ablation). The gates read these numbers
// against 0.10 (a strong agent under full input) and 0.15 (any ablation), so the chart plots
// the highest score in each cell: the conservative reading of several runs.
import { GATE_THRESHOLDS } from "@/lib/gates/thresholds";
import type { CalibrationTableRow } from "@/components/calibration/calibration-rows";

export interface ConditionScore {
  harness: string;
  model: string | null;
  /** Condition enum value: full, no_media, single_frame, video_only, audio_only, frame_dump_no_tools, other */
  condition: string;
  /** the score to plot: recomputed by our judge when available, else the claimed one */
  score: number | null;
  status: string;
}

/** The chart's rows from the calibration table's rows: our recomputed score when there is one, else the claim. */
export function conditionScoresOf(rows: readonly CalibrationTableRow[]): ConditionScore[] {
  return rows.map((r) => ({ harness: r.harness, model: r.model, condition: r.condition, score: r.recomputed ?? r.claimed, status: r.status }));
}

export type ScoreGrouping = "model" | "harness" | "harness-model";

export const CONDITION_ORDER = ["full", "no_media", "single_frame", "video_only", "audio_only", "frame_dump_no_tools", "other"];

// the chart's gate lines are the gates' own thresholds (lib/gates/thresholds.ts), never a copy
export const STRONG_AGENT_GATE = GATE_THRESHOLDS.agentMaxScoreExclusive;
export const ABLATION_GATE = GATE_THRESHOLDS.ablationMaxScore;

export function conditionLabel(condition: string): string {
  return condition.replace(/_/g, "-");
}

export function groupLabel(row: Pick<ConditionScore, "harness" | "model">, by: ScoreGrouping): string {
  if (by === "harness") return row.harness;
  if (by === "model") return row.model ?? `${row.harness} (model unknown)`;
  return `${row.harness} · ${row.model ?? "?"}`;
}

export interface ScoreCell {
  group: string;
  condition: string;
  score: number;
  runs: number;
}

export type ChartRow = { group: string } & Record<string, number | string | null>;

export interface ScoreByConditionData {
  groups: string[];
  conditions: string[];
  /** one object per group, a key per condition (recharts' shape) */
  data: ChartRow[];
  cells: ScoreCell[];
  /** rows left out: another status, or no score */
  excluded: number;
}

/** Anchor rows (oracle, empty submission) have condition "other": they are not agent runs under an input condition. */
export const CHARTED_CONDITIONS = CONDITION_ORDER.filter((c) => c !== "other");

export function scoreByCondition(
  rows: readonly ConditionScore[],
  {
    groupBy = "model",
    statuses = ["official"],
    conditions = CHARTED_CONDITIONS,
  }: { groupBy?: ScoreGrouping; statuses?: readonly string[]; conditions?: readonly string[] } = {},
): ScoreByConditionData {
  const cells = new Map<string, ScoreCell>();
  const groups: string[] = [];
  const present = new Set<string>();
  let excluded = 0;
  for (const r of rows) {
    if (!statuses.includes(r.status) || !conditions.includes(r.condition) || r.score === null || !Number.isFinite(r.score)) {
      excluded++;
      continue;
    }
    const group = groupLabel(r, groupBy);
    if (!groups.includes(group)) groups.push(group);
    present.add(r.condition);
    const id = `${group}\0${r.condition}`;
    const cell = cells.get(id);
    if (cell) {
      cell.score = Math.max(cell.score, r.score);
      cell.runs++;
    } else cells.set(id, { group, condition: r.condition, score: r.score, runs: 1 });
  }
  const charted = [...CONDITION_ORDER.filter((c) => present.has(c)), ...[...present].filter((c) => !CONDITION_ORDER.includes(c)).sort()];
  const data = groups.map((group) => {
    const row: ChartRow = { group };
    for (const c of charted) row[c] = cells.get(`${group}\0${c}`)?.score ?? null;
    return row;
  });
  return { groups, conditions: charted, data, cells: [...cells.values()], excluded };
}
