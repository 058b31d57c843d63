// "What changed since I last reviewed": the last verdict's revision against the current one, as
// the diff page link, the banner, and the re-review section of the PR comment.
import type { PrismaClient } from "../../generated/prisma/client";
import type { ReviewSection } from "../../export/types";
import { diffRevisions, sinceReview } from "../../revisions";
import { reReviewSection } from "../../revisions/review-section";
import { getRevisionSnapshot } from "../queries/get-revision-snapshot";
import { listRevisions } from "../queries/list-revisions";
import type { RevisionHistory } from "../../revisions/history";

export interface ReReview {
  reviewedRevisionId: string;
  currentRevisionId: string;
  reviewedLabel: string;
  verdict: string;
  reviewer: string;
  /** /tasks/<id>/revisions/<reviewed>...<current> */
  href: string;
}

/** Null when there is no verdict tied to a revision, or the verdict judged the current revision. */
export async function reReviewOf(prisma: PrismaClient, taskId: string, currentRevisionId?: string): Promise<ReReview | null> {
  return reReviewFrom(await listRevisions(prisma, taskId), taskId, currentRevisionId);
}

export function reReviewFrom(history: RevisionHistory, taskId: string, currentRevisionId?: string): ReReview | null {
  const current = currentRevisionId ?? history.revisions[0]?.id;
  const reviewed = history.lastReview?.revisionId;
  if (!current || !reviewed || reviewed === current) return null;
  const label = history.revisions.find((r) => r.id === reviewed)?.label ?? reviewed;
  return {
    reviewedRevisionId: reviewed,
    currentRevisionId: current,
    reviewedLabel: label,
    verdict: history.lastReview!.verdict,
    reviewer: history.lastReview!.author,
    href: `/tasks/${encodeURIComponent(taskId)}/revisions/${reviewed}...${current}`,
  };
}

export async function reReviewSectionFor(prisma: PrismaClient, taskId: string, currentRevisionId?: string): Promise<ReviewSection | null> {
  const rr = await reReviewOf(prisma, taskId, currentRevisionId);
  if (!rr) return null;
  const [a, b] = await Promise.all([
    getRevisionSnapshot(prisma, taskId, rr.reviewedRevisionId),
    getRevisionSnapshot(prisma, taskId, rr.currentRevisionId),
  ]);
  if (!a || !b) return null;
  return reReviewSection(a.label, b.label, sinceReview(a.gates, b.gates), diffRevisions(a, b));
}
