// Job kind "github:republish" (request-republish.ts queues it): after its debounce window, publish
// the task's short review and commit status on every open PR touching the task, each on the
// revision the PR's own job imported at its current head. A head whose job is still queued or
// running is waited for (that job publishes too, but may have read the task before the action); a
// head whose job did not succeed is not published over (its retry publishes). A run that published
// nothing fails saying why: it never reads "succeeded" for doing nothing.
import { z } from "zod";
import type { PrismaClient } from "../../generated/prisma/client";
import { githubClientFromEnv } from "../client";
import type { JobContext } from "../../jobs/types";
import { PULL_REQUEST_JOB_KIND, type RepublishJobParams } from "./job-params";
import { publishTaskReview } from "./publish-task";
import { openPullRequestsTouching, republishDebounce } from "./request-republish";

type RepublishContext = Pick<JobContext, "runId" | "progress" | "signal" | "db">;

const headResults = z.object({ tasks: z.array(z.object({ taskId: z.string(), headRevisionId: z.string().nullable() })) });

/** How often a run waiting on a head's own job looks again. */
export const headJobPoll = { ms: 1_000 };

/** The revision the PR's job imported for this task at the PR's current head, or why there is none. */
async function headRevisionOf(
  prisma: PrismaClient,
  pr: { id: string; headSha: string },
  taskId: string,
  ctx: RepublishContext,
): Promise<{ revisionId: string } | { skipped: string }> {
  for (;;) {
    ctx.signal.throwIfAborted();
    const run = await prisma.jobRun.findFirst({
      where: {
        kind: PULL_REQUEST_JOB_KIND,
        AND: [{ params: { path: ["pullRequestId"], equals: pr.id } }, { params: { path: ["headSha"], equals: pr.headSha } }],
      },
      orderBy: { createdAt: "desc" },
      select: { status: true, results: true },
    });
    if (!run) return { skipped: `no job has imported the head ${pr.headSha.slice(0, 12)} yet` };
    if (run.status === "queued" || run.status === "running") {
      ctx.progress(0.2, `waiting for the head ${pr.headSha.slice(0, 12)}'s own job`);
      await republishDebounce.sleep(headJobPoll.ms, ctx.signal);
      continue;
    }
    if (run.status !== "succeeded") return { skipped: `the head ${pr.headSha.slice(0, 12)}'s job ${run.status}: its retry publishes` };
    const parsed = headResults.safeParse(run.results);
    const revisionId = parsed.success ? parsed.data.tasks.find((t) => t.taskId === taskId)?.headRevisionId : null;
    return revisionId ? { revisionId } : { skipped: `the head ${pr.headSha.slice(0, 12)} did not import ${taskId}` };
  }
}

export async function runRepublishJob(p: RepublishJobParams, ctx: RepublishContext) {
  ctx.progress(0.05, "waiting a few seconds for further actions on the task");
  await republishDebounce.sleep(p.notBefore - Date.now(), ctx.signal);
  const octokit = githubClientFromEnv();
  if (!octokit) throw new Error("publishing is off: no GITHUB_TOKEN or GitHub App configured");
  const prisma = ctx.db.prisma;
  const prs = await openPullRequestsTouching(prisma, p.taskId);
  const pulls: { pullRequest: number; published: string }[] = [];
  const failures: string[] = [];
  for (const [i, pr] of prs.entries()) {
    ctx.progress(0.1 + (0.9 * i) / prs.length, `publishing ${p.taskId} on #${pr.number}`);
    const head = await headRevisionOf(prisma, pr, p.taskId, ctx);
    if ("skipped" in head) {
      pulls.push({ pullRequest: pr.number, published: `not published: ${head.skipped}` });
      continue;
    }
    const r = await publishTaskReview(prisma, octokit, { pr, taskId: p.taskId, revisionId: head.revisionId, runId: ctx.runId });
    pulls.push({ pullRequest: pr.number, published: r.message });
    if (!r.ok) failures.push(`#${pr.number}: ${r.message}`);
  }
  if (failures.length) throw new Error(`publishing failed after its retries: ${failures.join("; ")}`);
  if (!pulls.some((x) => !x.published.startsWith("not published")))
    throw new Error(
      `published nothing: ${pulls.map((x) => `#${x.pullRequest} ${x.published}`).join("; ") || "no open pull request touches the task now"}`,
    );
  return { taskId: p.taskId, pulls };
}
