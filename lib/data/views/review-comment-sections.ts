// The PR comment's input with every appended section (re-review, audits, trajectories): one
// place that gathers them, so the export page and the .md route can never disagree.
import type { PrismaClient } from "../../generated/prisma/client";
import type { ReviewCommentInput, ReviewSection } from "../../export/types";
import type { TaskOverview } from "../queries/get-task-overview";
import { auditReviewSection } from "../../audits/review-section";
import { getLatestAuditRun } from "../queries/get-latest-audit-run";
import { reReviewSectionFor } from "./re-review";
import { reviewCommentInputOf } from "./review-comment-input";

type SectionSource = (prisma: PrismaClient, overview: TaskOverview) => Promise<ReviewSection | null>;

/** Each source adds at most one section; a source that fails leaves the rest of the comment intact. */
const SECTION_SOURCES: SectionSource[] = [
  (prisma, o) => reReviewSectionFor(prisma, o.task.id, o.revision.id),
  (prisma, o) => getLatestAuditRun(prisma, o.revision.id).then((a) => (a.result ? auditReviewSection(a.result, a.finishedAt) : null)),
];

export async function reviewCommentInputWithSections(prisma: PrismaClient, overview: TaskOverview): Promise<ReviewCommentInput> {
  const input = reviewCommentInputOf(overview);
  const extra = await Promise.all(SECTION_SOURCES.map((source) => source(prisma, overview).catch(() => null)));
  return { ...input, sections: [...(input.sections ?? []), ...extra.filter((s): s is ReviewSection => s !== null)] };
}
