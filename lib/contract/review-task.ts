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
  const sensitivity = judge && pairing && opts.sensitivity !== false ? sensitivityForTask(task, judge, pairing) : null;
  return reviewContract({
    task,
    files,
    scoring: scoring?.numbers ?? null,
    scoringAbsentNote: scoring && scoring.numbers === null ? scoring.reason : undefined,
    history: opts.history ?? null,
    sensitivity,
  });
}
