// Publishing one task of a pull request: the short review as the sticky comment and the commit
// status on the head (target: the task page), every try stored as a PublishAttempt.
import type { Octokit } from "@octokit/rest";
import { readEnvOf } from "../../env";
import { renderShortComment, SHORT_COMMENT_LIMIT } from "../../export/render-short-comment";
import type { PrismaClient } from "../../generated/prisma/client";
import { commitStatusOf, STATUS_CONTEXT } from "../commit-status";
import { publishReview, type AttemptReport } from "../publish";
import { stickyMarker } from "../sticky-marker";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { shortCommentInputOf } from "../../reviews/short-comment-input";

export interface PublishTaskRequest {
  pr: { id: string; baseRepo: string; number: number; headSha: string };
  taskId: string;
  revisionId: string;
  runId: string;
}

/** Pauses between publish tries; tests shorten them (the count of tries stays). */
export const publishRetry = { attempts: 3, retryDelaysMs: [1_000, 4_000] };

export async function publishTaskReview(
  prisma: PrismaClient,
  octokit: Octokit,
  req: PublishTaskRequest,
): Promise<{ ok: boolean; message: string }> {
  const record = (a: AttemptReport) =>
    prisma.publishAttempt.create({
      data: {
        pullRequestId: req.pr.id,
        taskId: req.taskId,
        revisionId: req.revisionId,
        kind: a.kind,
        attempt: a.attempt,
        ok: a.ok,
        detail: a.detail.slice(0, 500),
        error: a.error ?? null,
        jobRunId: req.runId,
      },
    });
  const env = readEnvOf(["VBENCH_PUBLIC_URL", "BETTER_AUTH_URL"]);
  const baseUrl = env.VBENCH_PUBLIC_URL ?? env.BETTER_AUTH_URL;
  if (!baseUrl) {
    const error = "VBENCH_PUBLIC_URL is not set: the comment's link and the status's target need the task page's public URL";
    await record({ kind: "comment", attempt: 1, ok: false, detail: "not tried", error });
    return { ok: false, message: error };
  }
  const overview = await getTaskOverview(prisma, req.taskId, req.revisionId);
  if (!overview) return { ok: false, message: `revision ${req.revisionId} of ${req.taskId} not found` };
  const input = await shortCommentInputOf(prisma, overview, { baseUrl });
  const revision = await prisma.taskRevision.findUnique({
    where: { id: req.revisionId },
    select: { submissionState: true, proposedTitle: true },
  });
  if (revision?.submissionState === "submitted") input.proposal = { title: revision.proposedTitle };
  const status = { ...commitStatusOf(input.gates, input.fullReviewUrl), context: `${STATUS_CONTEXT}/${req.taskId}` };
  const r = await publishReview(
    octokit,
    { repo: req.pr.baseRepo, number: req.pr.number, headSha: req.pr.headSha },
    // the posted body (marker + newline + comment) stays within the stated limit (it was 3,011, issue 34)
    { taskId: req.taskId, markdown: renderShortComment(input, SHORT_COMMENT_LIMIT - stickyMarker(req.taskId).length - 1), status },
    { ...publishRetry, onAttempt: async (a) => void (await record(a)) },
  );
  const say = (a: AttemptReport) => (a.ok ? a.detail : `${a.kind} failed after ${a.attempt} tries: ${a.error}`);
  return { ok: r.ok, message: `${say(r.comment)}; status ${say(r.status)}` };
}
