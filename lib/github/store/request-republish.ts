// After a maintainer's verdict, tick or submission decision, GitHub must say what the dashboard
// says (the PR kept "No verdict yet" until the next push, issue 34): one "github:republish" job per
// task re-publishes the sticky comment and the commit status on every open PR touching the task.
//
// Debounced: the first action queues a run that reads the task only after a short window; an action
// in that window joins it (the run is still queued, or running but not yet past its window), so
// several actions in a few seconds make one publish. The window check keeps a margin, so an action
// near the end queues a new run rather than risk being missed. Exactly one run per window: the
// action that queues it first claims the task's RepublishSlot (an insert, or an update of a window
// already over, both atomic in the database), so two actions racing for the first run make one run;
// the other waits for the claimer's run id and joins it.
import crypto from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { githubAuthMode } from "../auth-mode";
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
  const open = pending.find(joinable);
  if (open) return { runId: open.id, joined: true, why: "joined the publish already waiting" };
  return claimWindowOrJoin(prisma, enqueue, taskId, actorId);
}

/** A queued run reads the task when it runs; a running one once its window has passed (less the margin). */
function joinable(run: { status: string; params: unknown }): boolean {
  const p = republishJobParams.safeParse(run.params);
  if (!p.success) return false;
  return run.status === "queued" || (run.status === "running" && p.data.notBefore - republishDebounce.marginMs > Date.now());
}

/** How long an action that lost the claim waits for the claimer's run id, a look at a time. */
export const slotPoll = { ms: 25, tries: 400 };

/** Claims the task's next window (true) unless a window still open is claimed by someone else. */
async function claimWindow(prisma: PrismaClient, taskId: string, notBefore: Date, claimToken: string): Promise<boolean> {
  const open = new Date(Date.now() + republishDebounce.marginMs);
  const fresh = { notBefore, claimToken, runId: null };
  // the first window of a task: the primary key lets one insert through
  const inserted = await prisma.republishSlot.createMany({ data: [{ taskId, ...fresh }], skipDuplicates: true });
  if (inserted.count === 1) return true;
  // a window that is over (less the margin) is taken by one update: a racing one re-reads the row and finds it open
  const taken = await prisma.republishSlot.updateMany({ where: { taskId, notBefore: { lte: open } }, data: fresh });
  return taken.count === 1;
}

async function claimWindowOrJoin(
  prisma: PrismaClient,
  enqueue: Enqueue,
  taskId: string,
  actorId: string | null,
): Promise<RepublishRequest> {
  for (let tries = 0; tries < slotPoll.tries; tries++) {
    const notBefore = Date.now() + republishDebounce.windowMs;
    const claimToken = crypto.randomUUID();
    if (await claimWindow(prisma, taskId, new Date(notBefore), claimToken)) {
      try {
        const run = await enqueue(REPUBLISH_JOB_KIND, { taskId, notBefore }, { actorId });
        await prisma.republishSlot.updateMany({ where: { taskId, claimToken }, data: { runId: run.id } });
        return { runId: run.id, joined: false, why: "queued" };
      } catch (e) {
        // nobody may wait on a window whose run was never queued: reopen it for the next action
        await prisma.republishSlot.updateMany({ where: { taskId, claimToken }, data: { notBefore: new Date(0) } });
        throw e;
      }
    }
    const slot = await prisma.republishSlot.findUnique({ where: { taskId }, select: { runId: true } });
    const run = slot?.runId
      ? await prisma.jobRun.findUnique({ where: { id: slot.runId }, select: { id: true, status: true, params: true } })
      : null;
    if (run && joinable(run)) return { runId: run.id, joined: true, why: "joined the publish already waiting" };
    // the window's run ended before its window did (cancelled, or gone): reopen it, then claim again
    if (slot?.runId) await prisma.republishSlot.updateMany({ where: { taskId, runId: slot.runId }, data: { notBefore: new Date(0) } });
    // else the claimer is queueing its run (or its queueing failed and reopened the window): look again
    await new Promise((r) => setTimeout(r, slotPoll.ms));
  }
  throw new Error(`the re-publish window of ${taskId} stayed claimed without a run`);
}
