// The provenance columns of the calibration table and the export, as a reviewer reads them: native or wrapped, network
// posture, how the run ended, and the labels the folder's prose gives the row (each with the
// file:line it was read at). Only what the folder or the trajectory says: "unknown" otherwise,
// never a guess. Pure.
import { ROW_FLAG_EFFECT, type RowFlag } from "../gates/row-flags";
import { TrajectorySummarySchema } from "../rollouts/types";

export interface RunEndView {
  kind: string;
  text: string;
  source: { file: string; line: number | null };
}

export interface ProvenanceInputs {
  wrapped?: boolean | null;
  networkPosture?: string | null;
  flags?: readonly RowFlag[];
  runEnd?: RunEndView | null;
  rolloutId: string | null;
}

export interface RowLabelView {
  code: string;
  label: string;
  /** what the label does to the gates (ROW_FLAG_EFFECT) */
  effect: string;
  text: string;
  where: string;
}

export interface RowProvenance {
  harnessMode: "native" | "wrapped" | "unknown";
  network: string;
  runEnded: string;
  /** where the ending was read: a file:line, or the trajectory */
  runEndedSource: string | null;
  labels: RowLabelView[];
}

const EFFECT_WORDS = {
  nothing: "counts toward no gate",
  "not-ablation": "not a measured ablation",
  "not-harness": "not a native harness run",
} as const;

const END_WORDS: Record<string, string> = {
  completed: "completed",
  error: "error",
  timeout: "timed out",
  interrupted: "interrupted",
  quota: "quota / rate limit",
  rate_limit: "quota / rate limit",
  credential: "credential error",
  max_turns: "turn limit",
};

export const where = (s: { file: string; line: number | null }) => (s.line ? `${s.file}:${s.line}` : s.file);

/** How the run ended: the trajectory's own ending first, then the prose, then a quota label; else unknown. */
function runEndOf(
  row: ProvenanceInputs,
  rollouts: readonly { id: string; path?: string; summary?: unknown }[],
): Pick<RowProvenance, "runEnded" | "runEndedSource"> {
  const rollout = row.rolloutId ? rollouts.find((r) => r.id === row.rolloutId) : undefined;
  const summary = rollout ? TrajectorySummarySchema.safeParse(rollout.summary) : null;
  const exit = summary?.success ? summary.data.meta?.exitReason : undefined;
  if (exit && exit !== "unknown" && END_WORDS[exit])
    return { runEnded: END_WORDS[exit], runEndedSource: `trajectory ${rollout?.path ?? ""}`.trim() };
  if (row.runEnd && END_WORDS[row.runEnd.kind]) return { runEnded: END_WORDS[row.runEnd.kind], runEndedSource: where(row.runEnd.source) };
  const quota = row.flags?.find((f) => f.code === "quota_terminated");
  if (quota) return { runEnded: END_WORDS.quota, runEndedSource: where(quota.source) };
  return { runEnded: "unknown", runEndedSource: null };
}

export function rowProvenance(
  row: ProvenanceInputs,
  rollouts: readonly { id: string; path?: string; summary?: unknown }[] = [],
): RowProvenance {
  return {
    harnessMode: row.wrapped === true ? "wrapped" : row.wrapped === false ? "native" : "unknown",
    network: row.networkPosture ?? "unknown",
    ...runEndOf(row, rollouts),
    labels: (row.flags ?? []).map((f) => ({
      code: f.code,
      label: ROW_FLAG_EFFECT[f.code].label,
      effect: EFFECT_WORDS[ROW_FLAG_EFFECT[f.code].countsToward],
      text: f.text,
      where: where(f.source),
    })),
  };
}
