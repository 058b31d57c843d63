// The judge families, derived from the judge table, plus the task's own verifier (a family no port
// scores: its folder's verifier runs in the sandbox). Every per-family table elsewhere is typed
// Record<JudgeFamily, … | null>, so adding a row of a new family to judge-table.ts makes each table
// that lacks it fail to compile; a table that has nothing for a family says so with null and a
// comment. lib/judges/judge-family.test.ts walks every such table.
import { JUDGE_TABLE } from "./judge-table";
import { isTaskJudgeId } from "./task-judge-id";

/** A family a TypeScript port scores: the part of a judge id before "@". */
export type PortedFamily = (typeof JUDGE_TABLE)[keyof typeof JUDGE_TABLE]["family"];

/** The task's own verifier, for a family no port scores (its ids are "task:<hex>"). */
export const TASK_VERIFIER_FAMILY = "task-verifier";

export type JudgeFamily = PortedFamily | typeof TASK_VERIFIER_FAMILY;

/** The ported families, in judge-table order, each once. */
export const PORTED_FAMILIES: readonly PortedFamily[] = [...new Set(Object.values(JUDGE_TABLE).map((row) => row.family))];

export const JUDGE_FAMILIES: readonly JudgeFamily[] = [...PORTED_FAMILIES, TASK_VERIFIER_FAMILY];

export function isJudgeFamily(family: string): family is JudgeFamily {
  return JUDGE_FAMILIES.some((f) => f === family);
}

function isPortedFamily(family: string): family is PortedFamily {
  return PORTED_FAMILIES.some((f) => f === family);
}

/**
 * The family whose per-family table entries apply to a stored judge id: a pairing's or score run's
 * judge, or (for task-level tables) the task's official judge. A port's "<family>@<commit>" (or a
 * bare family name) is that family, the task's own verifier "task:<hex>" is TASK_VERIFIER_FAMILY;
 * anything else, and no judge at all, is null (no family's entry applies).
 */
export function judgeFamilyOf(judgeId: string | null | undefined): JudgeFamily | null {
  if (!judgeId) return null;
  if (isTaskJudgeId(judgeId)) return TASK_VERIFIER_FAMILY;
  const at = judgeId.indexOf("@");
  const family = at === -1 ? judgeId : judgeId.slice(0, at);
  return isPortedFamily(family) ? family : null;
}

/** A per-family table's entry for a family name read from data; null for an unknown family or an opt-out. */
export function familyEntry<V>(table: Readonly<Record<JudgeFamily, V | null>>, family: string | null): V | null {
  return family !== null && isJudgeFamily(family) ? table[family] : null;
}
