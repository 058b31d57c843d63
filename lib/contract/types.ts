// The contract review's output: findings a reviewer makes by reading the task (instruction vs judge
// vs SPEC, leaked ground truth, labels, pins, blob hygiene, reward sensitivity). Stored as JSON on
// TaskRevision.contractFindings, so every type is the z.infer of a schema the reader re-checks.
import { z } from "zod";

export const CONTRACT_CODES = [
  "tolerance_not_in_instruction",
  "scoring_stated_differently",
  "instruction_leaks_ground_truth",
  "label_not_in_vocabulary",
  "vocabulary_count_mismatch",
  "inconsistent_labels",
  "base_image_not_digest_pinned",
  "mutable_media_pin",
  "internet_allowed",
  "budget_mismatch",
  "large_blobs",
  "history_blobs",
  "doc_contradicts_constant",
  "reward_cliff",
  "weight_concentration",
  "ablation_beats_full",
  "verifier_does_not_run",
  "verifier_ground_truth_absent",
  "verifier_tolerance_not_in_instruction",
  "statistic_named_differently",
  "calibration_hash_mismatch",
  "example_equals_ground_truth",
] as const;
export const ContractCodeSchema = z.enum(CONTRACT_CODES);
export const SeveritySchema = z.enum(["error", "warn", "info"]);
export const ContractFindingSchema = z.object({
  code: ContractCodeSchema,
  severity: SeveritySchema,
  /** posix path relative to the task folder (or the repository, for history findings) */
  file: z.string(),
  /** 1-based line of the evidence; null when the evidence is not one line (a judge option, a blob) */
  line: z.number().int().positive().nullable(),
  message: z.string(),
  /** the text or numbers the finding stands on, quoted as found */
  evidence: z.string(),
  fix: z.string(),
  /** the cited line with its neighbours as the file has them (lib/contract/context.ts); absent without a line */
  context: z.object({ firstLine: z.number().int().positive(), lines: z.array(z.string()) }).optional(),
});
export type ContractFinding = z.infer<typeof ContractFindingSchema>;

/** The review's checks by name; "absent" = could not run (no git history, no ground truth): never a pass. */
export const CONTRACT_CHECKS = [
  "scoring_numbers",
  "ground_truth_leaks",
  "labels",
  "environment",
  "base_image",
  "repository_hygiene",
  "comments_vs_constants",
  "reward_sensitivity",
  // a never-seen family's own verifier: run in the sandbox (lib/judges/store), and read as text (verifier-source.ts)
  "own_verifier",
  "verifier_source",
] as const;
export const ContractCheckSchema = z.enum(CONTRACT_CHECKS);
export const CheckRunSchema = z.object({
  check: ContractCheckSchema,
  state: z.enum(["ran", "absent"]),
  /** why it could not run, or what it read */
  note: z.string(),
});
export type CheckRun = z.infer<typeof CheckRunSchema>;

export const ContractReviewSchema = z.object({
  findings: z.array(ContractFindingSchema),
  checks: z.array(CheckRunSchema),
});
export type ContractReview = z.infer<typeof ContractReviewSchema>;

/** A number that defines scoring (tolerance, cap, weight), from the judge's scoringContract(). */
export type { ScoringNumber } from "../judges/scoring-contract";

/** One blob change in a revision range (lib/git reads it; the hygiene check is pure over a list). */
export interface BlobChange {
  path: string;
  size: number;
  change: "added" | "deleted";
  commit: string;
}
