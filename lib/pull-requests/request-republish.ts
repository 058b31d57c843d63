// After a maintainer's verdict, tick or submission decision, GitHub must say what the dashboard
// says (the PR kept "No verdict yet" until the next push, issue 34): one "github:republish" job per
// task re-publishes the sticky comment and the commit status on every open PR touching the task.
//
// Debounced: the first action queues a run that reads the task only after a short window; an action
// in that window joins it (the run is still queued, or running but not yet past its window), so
// several actions in a few seconds make one publish. The window check keeps a margin, so an action
// near the end queues a new run rather than risk being missed. Two actions racing for the very first
// run may both queue one: two publishes of the same state, never a missed one.
import type { PrismaClient } from "../generated/prisma/client";
import { githubAuthMode } from "../github/auth-mode";
import { REPUBLISH_JOB_KIND, republishJobParams } from "./job-params";

/** The window and its margin; tests replace `sleep` to hold a run inside its window. */
export const republishDebounce = {
  windowMs: 3_000,
  marginMs: 500,
  sleep: (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (ms <= 0) return resolve();
      const t = setTimeout(resolve, ms);
      signal.addEventListener("abort", () => (clearTimeout(t), reject(signal.reason)), { once: true });
    }),
};

export type Enqueue = (kind: string, params: unknown, options: { actorId?: string | null }) => Promise<{ id: string }>;

export interface RepublishRequest {
  /** the run that will publish (a new one, or the one this action joined); null: nothing to publish */
  runId: string | null;
  joined: boolean;
  why: string;
}

/** The open pull requests whose head changes this task's folder (PullRequest.taskFolders). */
export async function openPullRequestsTouching(prisma: PrismaClient, taskId: string) {
  const open = await prisma.pullRequest.findMany({
    where: { state: "open" },
    select: { id: true, baseRepo: true, number: true, headSha: true, taskFolders: true },
  });
  return open.filter((pr) => Array.isArray(pr.taskFolders) && pr.taskFolders.some((f) => isFolderOf(f, taskId)));
}

const isFolderOf = (f: unknown, taskId: string) => typeof f === "object" && f !== null && "taskId" in f && f.taskId === taskId;

export async function requestRepublish(
  prisma: PrismaClient,
  enqueue: Enqueue,
  taskId: string,
  actorId: string | null,
): Promise<RepublishRequest> {
  if (githubAuthMode() === "off") return { runId: null, joined: false, why: "publishing is off (no GITHUB_TOKEN or GitHub App)" };
  if ((await openPullRequestsTouching(prisma, taskId)).length === 0)
    return { runId: null, joined: false, why: "no open pull request touches this task" };
  const pending = await prisma.jobRun.findMany({
    where: { kind: REPUBLISH_JOB_KIND, status: { in: ["queued", "running"] }, params: { path: ["taskId"], equals: taskId } },
    orderBy: { createdAt: "desc" },
    select: { id: true, status: true, params: true },
  });
  const now = Date.now();
  for (const run of pending) {
    const p = republishJobParams.safeParse(run.params);
    if (!p.success) continue;
    // a queued run reads the task when it runs; a running one once its window has passed
    if (run.status === "queued" || p.data.notBefore - republishDebounce.marginMs > now)
      return { runId: run.id, joined: true, why: "joined the publish already waiting" };
  }
  const run = await enqueue(REPUBLISH_JOB_KIND, { taskId, notBefore: now + republishDebounce.windowMs }, { actorId });
  return { runId: run.id, joined: false, why: "queued" };
}
