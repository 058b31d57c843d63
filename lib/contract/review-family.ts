// The key the contract review looks its per-family tables up by (policy.ts, family-events.ts,
// LABEL_FIELDS in review.ts): the primary judge's family, as near misses, reward-compare and the
// revision diff do (lib/judges/judge-family.ts judgeFamilyOf), so a task scored by its own
// verifier ("task:<hex>") reads the task-verifier entries whatever family its folder names.
import type { ParsedTask } from "../importers/types";
import { isJudgeFamily, judgeFamilyOf, type JudgeFamily } from "../judges/judge-family";

/**
 * The primary pairing's judge family; null for a judge id no family's entry applies to.
 *
 * Fallback without a primary pairing: the family the folder names, when it is one of the tables'.
 * Without a judge there are no scoring numbers, so the policy is never read; the event and label
 * fields describe the ground truth of the family the importer located it for
 * (importers/build-pairings.ts primaryGroundTruthFiles), so a folder of a known family whose
 * judge could not be paired (no ground truth where the judge reads it) keeps the true reason
 * ("no ground truth in the folder") rather than "no identity fields known". A never-seen family
 * names no known family, and its own verifier is paired only after import
 * (lib/judges/store/task-judge.ts): null, whose entries are the task-verifier entries' (all null).
 */
export function reviewFamilyOf(task: Pick<ParsedTask, "family" | "pairings">): JudgeFamily | null {
  const primary = task.pairings.find((p) => p.isPrimary);
  if (primary) return judgeFamilyOf(primary.judgeId);
  return task.family !== null && isJudgeFamily(task.family) ? task.family : null;
}
