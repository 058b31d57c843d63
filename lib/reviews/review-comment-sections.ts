// The PR comment's input with every appended section (re-review, audits, trajectories): one
// place that gathers them, so the export page and the .md route can never disagree.
import type { PrismaClient } from "../generated/prisma/client";
import type { ReviewCommentInput, ReviewSection } from "../export/types";
import type { TaskOverview } from "../data/queries/get-task-overview";
import { auditReviewSection } from "../audits/review-section";
import { artifactChecksSection } from "../export/sections/artifact-checks-section";
import { contractSection } from "../export/sections/contract-section";
import { evaluateGates } from "../gates/evaluate-gates";
import { getLatestAuditRun } from "../audits/store/get-latest-audit-run";
import { auditRunFactsOf, gateFactsOf } from "../gates/store/gate-facts";
import { reReviewSectionFor } from "./re-review";
import { reviewCommentInputOf } from "./review-comment-input";
import { nearMissSectionFor } from "./near-miss-ledgers";

type LatestAudit = Awaited<ReturnType<typeof getLatestAuditRun>>;

/** Each source adds at most one section; a source that fails leaves the rest of the comment intact. */
const SECTION_SOURCES: ((prisma: PrismaClient, overview: TaskOverview, audit: LatestAudit | null) => Promise<ReviewSection | null>)[] = [
  (prisma, o) => reReviewSectionFor(prisma, o.task.id, o.revision.id),
  async (_prisma, _o, a) => (a?.result ? auditReviewSection(a.result, a.finishedAt) : null),
  async (_prisma, o) => (o.revision.artifactChecks ? artifactChecksSection(o.revision.artifactChecks) : null),
  async (_prisma, o) => (o.revision.contractFindings ? contractSection(o.revision.contractFindings) : null),
  (prisma, o) => nearMissSectionFor(prisma, o.revision.id),
];

/**
 * The comment's gates are the task page's: the checklist including the scorer-audit gates of the
 * newest finished audit run (their numbers in the evidence), so the export never disagrees with the page.
 */
export async function reviewCommentInputWithSections(prisma: PrismaClient, overview: TaskOverview): Promise<ReviewCommentInput> {
  const input = reviewCommentInputOf(overview);
  const audit = await getLatestAuditRun(prisma, overview.revision.id).catch(() => null);
  const gates = evaluateGates({ ...gateFactsOf(overview.revision), audits: audit ? auditRunFactsOf(audit) : null });
  const extra = await Promise.all(SECTION_SOURCES.map((source) => source(prisma, overview, audit).catch(() => null)));
  return { ...input, gates, sections: [...(input.sections ?? []), ...extra.filter((s): s is ReviewSection => s !== null)] };
}
