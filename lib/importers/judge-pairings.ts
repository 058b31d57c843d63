// Which judge versions score each task family, and against which ground-truth file. Pure data,
// derived from the one judge table (lib/judges/judge-table.ts): a version added there is paired
// here with no edit. The first pairing of a family is its primary (official) judge unless the task
// names a version.
import { JUDGE_TABLE, SUPPORTED_JUDGE_IDS, type JudgeId, type JudgePairing, type JudgeOptionsKind } from "../judges/judge-table";

export type { JudgeOptionsKind };

export interface PairingSpec extends JudgePairing {
  judgeId: JudgeId;
}

export interface FamilySpec {
  family: string;
  pairings: readonly PairingSpec[];
}

function familiesFromTable(): FamilySpec[] {
  const families = new Map<string, PairingSpec[]>();
  for (const judgeId of SUPPORTED_JUDGE_IDS) {
    const row = JUDGE_TABLE[judgeId];
    const pairings = families.get(row.family) ?? [];
    pairings.push({ judgeId, ...row.pairing });
    families.set(row.family, pairings);
  }
  return [...families].map(([family, pairings]) => ({ family, pairings }));
}

export const JUDGE_FAMILIES: readonly FamilySpec[] = familiesFromTable();

export const KNOWN_FAMILIES: readonly string[] = JUDGE_FAMILIES.map((f) => f.family);

export function familySpec(family: string): FamilySpec | undefined {
  return JUDGE_FAMILIES.find((f) => f.family === family);
}

/** Egocentric judge constant (frames, inclusive); stated in every egocentric SPEC, never configurable. */
export const EGOCENTRIC_FRAME_TOLERANCE = 12;
