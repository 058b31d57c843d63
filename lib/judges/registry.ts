// Judge id -> definition, derived from judge-table.ts. Judges are looked up by the exact id a
// task's scorer names ("<family>@<commit>"), so an old calibration row is re-scored by the
// version it claims. Importing this module loads every version (top-level await on the table's
// loaders); the CLI uses load-judge.ts to load only the one it runs.
import { JUDGE_TABLE, SUPPORTED_JUDGE_IDS, isSupportedJudgeId, type JudgeId } from "./judge-table";
import type { JudgeDefinition } from "./types";

export { SUPPORTED_JUDGE_IDS, type JudgeId } from "./judge-table";

const registered = await Promise.all(SUPPORTED_JUDGE_IDS.map((id) => JUDGE_TABLE[id].load()));
const byId = new Map<string, JudgeDefinition>(registered.map((j) => [j.id, j]));

export function getJudge(id: string): JudgeDefinition | undefined {
  return isSupportedJudgeId(id) ? byId.get(id) : undefined;
}

/** Registered judges, in SUPPORTED_JUDGE_IDS order. */
export function listJudges(): JudgeDefinition[] {
  return [...registered];
}

/** True for a registered judge id. */
export function isJudgeId(id: string): id is JudgeId {
  return isSupportedJudgeId(id);
}
