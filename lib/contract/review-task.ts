// One call from a parsed task to its contract review: loads the primary judge (judges are pure,
// loaded lazily), resolves its scoring numbers for this task, runs the reward-sensitivity audit from
// the oracle, and hands everything to the pure reviewContract. No file or network I/O.
import type { ParsedTask, TaskFiles } from "../importers/types";
import { loadJudge } from "../judges/load-judge";
import { judgeScoringNumbers } from "./judge-facts";
import { reviewContract } from "./review";
import { sensitivityForTask } from "./sensitivity/for-task";
import type { BlobChange, ContractReview } from "./types";

export interface ReviewTaskOptions {
  history?: { range: string; changes: readonly BlobChange[] } | null;
  /** skip the reward-sensitivity audit (it scores ~100 ledgers) */
  sensitivity?: boolean;
}

export async function reviewParsedTask(task: ParsedTask, files: TaskFiles, opts: ReviewTaskOptions = {}): Promise<ContractReview> {
  const pairing = task.pairings.find((p) => p.isPrimary) ?? null;
  const judge = pairing ? await loadJudge(pairing.judgeId) : undefined;
  const scoring = judge && pairing ? judgeScoringNumbers(judge, pairing.judgeOptions) : null;
  const sensitivity = judge && pairing && opts.sensitivity !== false ? sensitivityOrAbsent(task, judge, pairing) : null;
  const noJudge = noJudgeReason(task, pairing?.judgeId ?? null, judge !== undefined);
  return reviewContract({
    task,
    files,
    scoring: scoring?.numbers ?? null,
    scoringAbsentNote: scoring ? (scoring.numbers === null ? scoring.reason : undefined) : noJudge,
    history: opts.history ?? null,
    sensitivity,
    sensitivityAbsentNote: opts.sensitivity === false ? "skipped on request (--no-sensitivity)" : noJudge,
  });
}

/** Why no judge scores this folder, in the words a maintainer can act on. */
function noJudgeReason(task: ParsedTask, judgeId: string | null, loaded: boolean): string {
  if (judgeId !== null && !loaded) return `the primary judge ${judgeId} is not one this dashboard runs`;
  if (task.family === null) return "no judge: the folder names no family a judge scores";
  if (task.groundTruth === null) return `no judge paired: no ground truth in the folder for the ${task.family} judge to read`;
  return `no judge paired for the family ${task.family} (see the import findings)`;
}

/** The audit on contributor ledgers must not fail the import: a throw is "no curve" with its reason. */
function sensitivityOrAbsent(...args: Parameters<typeof sensitivityForTask>): ReturnType<typeof sensitivityForTask> {
  try {
    return sensitivityForTask(...args);
  } catch (e) {
    return {
      findings: [],
      note: `no curve: the audit failed on this folder (${e instanceof Error ? e.message : String(e)})`,
      curve: null,
      curveRan: false,
    };
  }
}
