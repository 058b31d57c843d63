// The id a task's own verifier is stored under: "task:" and a hash of its files (lib/sandbox/
// verifier-files computes it). Kept here, apart from the judge table, so the sandbox and the family
// lookup (judge-family.ts) share one prefix without either loading the other's modules.
export const TASK_JUDGE_PREFIX = "task:";

export function isTaskJudgeId(judgeId: string): boolean {
  return judgeId.startsWith(TASK_JUDGE_PREFIX);
}
