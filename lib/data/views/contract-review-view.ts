// TaskRevision.contractFindings as the task page, the export and the gates read it: through its
// zod schema (codes as any string: a review stored by an older version may carry a code this one
// no longer emits). null: imported before the review existed; an unreadable value reads as null
// plus an error finding with the reason.
import { z } from "zod";
import { CheckRunSchema, ContractFindingSchema, type ContractReview } from "../../contract/types";
import { readStored, unreadableFinding, type StoredFinding } from "../../db/stored-json";

export const StoredContractReviewSchema = z.object({
  findings: z.array(ContractFindingSchema.extend({ code: z.string() })),
  checks: z.array(CheckRunSchema.extend({ check: z.string() })),
});
export type StoredContractReview = z.infer<typeof StoredContractReviewSchema>;

export function readContractReview(stored: unknown): { review: StoredContractReview | null; unreadable: StoredFinding[] } {
  if (stored === null || stored === undefined) return { review: null, unreadable: [] };
  const read = readStored<StoredContractReview | null>(StoredContractReviewSchema, stored, "TaskRevision.contractFindings", null);
  return { review: read.value, unreadable: read.ok ? [] : [unreadableFinding(read.reason)] };
}

/** compile-time: what the writer stores is what this reads */
const _written: StoredContractReview = {} as ContractReview;
void _written;
