// "What changed since I last reviewed": the last verdict's revision against the current one, as
// the diff page link, the banner, and the re-review section of the PR comment.
import type { PrismaClient } from "../generated/prisma/client";
import type { ReviewSection } from "../export/types";
import { diffRevisions, sinceReview } from "../revisions";
import { reReviewSection } from "../revisions/review-section";
import { getRevisionSnapshot } from "../revisions/store/get-revision-snapshot";
import { listRevisions } from "../revisions/store/list-revisions";
import type { RevisionHistory } from "../revisions/history";
import { asksBlocks } from "../asks/since-review";
import { taskAsks } from "../asks/store/task-asks";

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

/**
 * "Since the last review": the verdicts' asks (closed, remaining author-side, maintainer-side) and,
 * when a revision came after the last verdict, what it changed. Null when there is neither.
 */
export async function reReviewSectionFor(prisma: PrismaClient, taskId: string, currentRevisionId?: string): Promise<ReviewSection | null> {
  const [rr, asks] = await Promise.all([reReviewOf(prisma, taskId, currentRevisionId), taskAsks(prisma, taskId)]);
  const askBlocks = asksBlocks(asks.split);
  if (!rr)
    return askBlocks.length ? { id: "re-review", title: "Since the last review", placement: "after-gates", blocks: askBlocks } : null;
  const [a, b] = await Promise.all([
    getRevisionSnapshot(prisma, taskId, rr.reviewedRevisionId),
    getRevisionSnapshot(prisma, taskId, rr.currentRevisionId),
  ]);
  if (!a || !b) return null;
  return reReviewSection(a.label, b.label, sinceReview(a.gates, b.gates), diffRevisions(a, b), askBlocks);
}
