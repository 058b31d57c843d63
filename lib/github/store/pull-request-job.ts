// Job kind "github:pull-request" (enqueued by the webhook): fetch the PR's head through the git
// mirror code and the outbound policy, import every task folder the PR changes as revisions owned
// by the PR — submissions, counted by no gate and changing no task's title, family or judge until a
// maintainer accepts one (a PR from anyone proposes; it never takes a task over), run the scorer audits on each task's head revision, then publish the short review
// (sticky comment) and a commit status when a token or App is configured. Each publish try is a
// PublishAttempt row; a publish that still fails after its retries fails the run (retry re-runs
// it: the import is idempotent, the comment is found again by its marker).
import path from "node:path";
import { readEnvOf } from "../../env";
import type { PrismaClient } from "../../generated/prisma/client";
import { changedPaths, pathsAt } from "../../git/changed-paths";
import { openRepository } from "../../git/repository";
import { githubClientFromEnv } from "../client";
import { touchedTaskFolders } from "../task-folders";
import type { JobContext } from "../../jobs/types";
import { importTaskFromGit, taskIdFor } from "../../git/store/import-task-from-git";
import { auditPullRequestRevision } from "./audit-revision";
import type { PullRequestJobParams } from "./job-params";
import { publishTaskReview } from "./publish-task";
import { verifyPullRequestRevision } from "./verify-revision";

export interface ImportedTask {
  folder: string;
  taskId: string;
  /** the revision of the folder at the head (null: the folder did not import) */
  headRevisionId: string | null;
  outcome: string;
  errors: string[];
  auditRunId: string | null;
  /** the folder's own verifier's run on the head revision (a family no port scores), or null */
  verifierRunId: string | null;
  published: string;
}

/**
 * How long fetching a PR's head may take: a hanging clone held a job slot for 10 minutes (issue 32).
 * Tests shorten it.
 */
export const prClone = { timeoutMs: 90_000 };

/** A task id a folder may give (URLs, the sticky marker, the status context): as pushed archives are held to. */
const TASK_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** What a pull request's revisions are: proposals by no account, decided by a maintainer (never counted before). */
const PR_WRITER = { userId: null, submission: "submitted" as const };

function gitCacheDir(): string {
  return path.join(readEnvOf(["VBENCH_DATA_DIR"]).VBENCH_DATA_DIR ?? ".data", "git-cache");
}

async function importFolder(
  prisma: PrismaClient,
  pr: { id: string; headCloneUrl: string; headRepo: string; baseRepo: string; number: number; author: string },
  repo: string,
  p: PullRequestJobParams,
  folder: string,
  prCommits: Set<string>,
  mergeBase: string | null,
  signal: AbortSignal,
): Promise<Omit<ImportedTask, "auditRunId" | "verifierRunId" | "published"> & { ownVerifier: boolean }> {
  const taskId = folder ? taskIdFor(pr.headCloneUrl, folder) : pr.headRepo.split("/")[1];
  if (!TASK_ID.test(taskId))
    return {
      folder,
      taskId: "",
      headRevisionId: null,
      outcome: "rejected",
      ownVerifier: false,
      errors: [
        `${folder || "the repository root"}: the folder name gives the task id ${JSON.stringify(taskId.slice(0, 120))}: letters, digits, . _ - only`,
      ],
    };
  const pullRequestBase = mergeBase ? { sha: mergeBase, commits: prCommits } : undefined;
  const r = await importTaskFromGit(prisma, {
    source: pr.headCloneUrl,
    repository: repo,
    ref: p.headSha,
    folder,
    signal,
    pullRequestBase,
    writer: PR_WRITER,
    sourceLabel: `pull request ${pr.baseRepo}#${pr.number} by ${pr.author}`,
  });
  const head = r.commits.at(-1);
  const errors = r.ok ? (head?.errors ?? []) : [r.error];
  // the PR owns the revisions its own commits produced, and always the folder's state at its head
  const owned = r.commits.filter((c, i) => c.revisionId && (prCommits.has(c.sha) || i === r.commits.length - 1));
  const ids = [...new Set(owned.map((c) => c.revisionId!))];
  // a revision a maintainer imported with the same bytes stays the maintainer's
  if (ids.length)
    await prisma.taskRevision.updateMany({ where: { id: { in: ids }, submissionState: { not: null } }, data: { pullRequestId: pr.id } });
  return {
    folder,
    taskId: r.ok ? r.taskId : taskId,
    headRevisionId: head?.revisionId ?? null,
    outcome: head?.outcome ?? "rejected",
    errors,
    ownVerifier: head?.ownVerifier === true,
  };
}

type PullRequestJobContext = Pick<JobContext, "runId" | "progress" | "signal" | "db">;

/** The job; its delivery shows how the run ended (it stayed "queued" after the run succeeded, issue 34). */
export async function runPullRequestJob(p: PullRequestJobParams, ctx: PullRequestJobContext) {
  const delivery = (outcome: string, detail: string) =>
    ctx.db.prisma.webhookDelivery
      .updateMany({ where: { id: p.deliveryId }, data: { outcome, detail: detail.slice(0, 1000), jobRunId: ctx.runId } })
      .catch(() => undefined);
  try {
    const results = await importAndPublish(p, ctx);
    const said =
      "superseded" in results
        ? results.superseded
        : `head ${p.headSha.slice(0, 12)}: ${results.tasks.map((t) => `${t.taskId || t.folder}: ${t.outcome}`).join(", ") || "no task folder changed"}`;
    await delivery("superseded" in results ? "superseded" : "succeeded", said);
    return results;
  } catch (e) {
    if (!ctx.signal.aborted) await delivery("failed", e instanceof Error ? e.message : String(e));
    throw e;
  }
}

async function importAndPublish(p: PullRequestJobParams, ctx: PullRequestJobContext) {
  const prisma = ctx.db.prisma;
  const pr = await prisma.pullRequest.findUnique({ where: { id: p.pullRequestId } });
  if (!pr) throw new Error(`pull request ${p.pullRequestId} not found`);
  if (pr.headSha !== p.headSha) return { superseded: `the head moved to ${pr.headSha.slice(0, 12)}; that delivery's run imports it` };
  ctx.progress(0.05, `fetching ${pr.headRepo} at ${p.headSha.slice(0, 12)}`);
  // the clone URL came from a webhook payload: the outbound policy decides what git may reach
  const repo = await openRepository(pr.headCloneUrl, gitCacheDir(), {}, { requireUrl: true, timeoutMs: prClone.timeoutMs });
  const changes = await changedPaths(repo, pr.baseSha, p.headSha);
  const folders = touchedTaskFolders(await pathsAt(repo, p.headSha), changes.paths);
  const prCommits = new Set(changes.commits);
  const tasks: ImportedTask[] = [];
  const verify = new Set<ImportedTask>();
  for (const [i, t] of folders.entries()) {
    ctx.signal.throwIfAborted();
    ctx.progress(0.1 + (0.4 * i) / folders.length, `importing ${t.folder || "the repository root"}`);
    const { ownVerifier, ...imported } = await importFolder(prisma, pr, repo, p, t.folder, prCommits, changes.mergeBase, ctx.signal);
    const task: ImportedTask = { ...imported, auditRunId: null, verifierRunId: null, published: "" };
    tasks.push(task);
    if (ownVerifier) verify.add(task);
  }
  await prisma.pullRequest.update({
    where: { id: pr.id },
    data: { taskFolders: tasks.filter((t) => t.taskId).map((t) => ({ folder: t.folder, taskId: t.taskId })) },
  });
  for (const t of verify) {
    if (!t.headRevisionId) continue;
    ctx.signal.throwIfAborted();
    ctx.progress(0.5, `running ${t.taskId}'s own verifier in the sandbox`);
    t.verifierRunId = await verifyPullRequestRevision(ctx.db, t.headRevisionId, ctx.signal);
  }
  for (const [i, t] of tasks.entries()) {
    if (!t.headRevisionId) continue;
    ctx.progress(0.6 + (0.2 * i) / tasks.length, `auditing ${t.taskId}`);
    t.auditRunId = await auditPullRequestRevision(prisma, t.headRevisionId, ctx.signal);
  }
  const octokit = githubClientFromEnv();
  const failures: string[] = [];
  for (const t of tasks) {
    if (!t.headRevisionId) {
      t.published = "not published: the folder did not import";
      continue;
    }
    if (!octokit) {
      t.published = "not published: no GITHUB_TOKEN or GitHub App configured";
      continue;
    }
    ctx.progress(0.85, `publishing ${t.taskId}`);
    const r = await publishTaskReview(prisma, octokit, { pr, taskId: t.taskId, revisionId: t.headRevisionId, runId: ctx.runId });
    t.published = r.message;
    if (!r.ok) failures.push(`${t.taskId}: ${r.message}`);
  }
  const results = {
    pullRequest: pr.number,
    headSha: p.headSha,
    comparedWith: changes.mergeBase ?? "nothing (the base is not in the head repository: every task folder at the head counts)",
    tasks: tasks.map((t) => ({ ...t })),
  };
  if (failures.length) throw new Error(`publishing failed after its retries: ${failures.join("; ")}`);
  return results;
}
