// Loads one judge version on demand, from judge-table.ts. Importing the registry loads every
// family (egocentric alone pulls in zod, ~0.3 s); a CLI run needs one.
import { JUDGE_TABLE, SUPPORTED_JUDGE_IDS, isSupportedJudgeId } from "./judge-table";
import type { JudgeDefinition } from "./types";

/** Ids loadJudge can load: the table's, in its order. */
export function loadableJudgeIds(): string[] {
  return [...SUPPORTED_JUDGE_IDS];
}

export async function loadJudge(id: string): Promise<JudgeDefinition | undefined> {
  return isSupportedJudgeId(id) ? JUDGE_TABLE[id].load() : undefined;
}
