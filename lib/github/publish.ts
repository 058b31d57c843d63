// Publishing one task's review on a pull request: the sticky comment (found by its hidden marker
// AND our own login among the PR's comments, edited when found, created otherwise) and a commit status on the head.
// Each try is reported through onAttempt (the job stores it as a PublishAttempt) and a failed
// step is retried after a pause; the other step still runs.
import type { Octokit } from "@octokit/rest";
import type { CommitStatus } from "./commit-status";
import { findSticky, stickyBody } from "./sticky-marker";
import { isRecord } from "../input/is-record";

export interface PublishTarget {
  /** "owner/name" of the base repository (where the PR and its comments live) */
  repo: string;
  number: number;
  headSha: string;
}

export interface AttemptReport {
  kind: "comment" | "status";
  attempt: number;
  ok: boolean;
  detail: string;
  error?: string;
}

export interface PublishOptions {
  attempts?: number;
  /** pause before each retry, in ms (the last value repeats) */
  retryDelaysMs?: number[];
  onAttempt?: (a: AttemptReport) => Promise<void> | void;
}

export interface PublishOutcome {
  ok: boolean;
  comment: AttemptReport;
  status: AttemptReport;
}

function messageOf(e: unknown): string {
  const status = isRecord(e) && typeof e.status === "number" ? e.status : undefined;
  const message = isRecord(e) && typeof e.message === "string" ? e.message : String(e);
  return `${status ? `HTTP ${status}: ` : ""}${message}`.slice(0, 1000);
}

async function withRetries(kind: AttemptReport["kind"], opts: PublishOptions, step: () => Promise<string>): Promise<AttemptReport> {
  const attempts = opts.attempts ?? 3;
  const delays = opts.retryDelaysMs ?? [1_000, 4_000];
  let last: AttemptReport = { kind, attempt: 0, ok: false, detail: "not tried" };
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await new Promise((r) => setTimeout(r, delays[Math.min(attempt - 2, delays.length - 1)] ?? 0));
    try {
      last = { kind, attempt, ok: true, detail: await step() };
    } catch (e) {
      last = { kind, attempt, ok: false, detail: "failed", error: messageOf(e) };
    }
    await opts.onAttempt?.(last);
    if (last.ok) break;
  }
  return last;
}

const logins = new WeakMap<Octokit, Promise<string>>();

/**
 * Who our comments are written by: the token's user (GET /user), or for a GitHub App installation
 * (whose token cannot read /user) the App's bot, "<slug>[bot]" (GET /app). Asked once per client;
 * a failure is not remembered, and without an answer no comment is edited (the step fails).
 */
export function ourLogin(octokit: Octokit): Promise<string> {
  let known = logins.get(octokit);
  if (!known) {
    known = octokit.rest.users.getAuthenticated().then(
      (r) => r.data.login,
      async (e: unknown) => {
        // an installation token is refused /user (403): then we are the App's bot
        if (!(isRecord(e) && e.status === 403)) throw e;
        return `${(await octokit.rest.apps.getAuthenticated()).data?.slug ?? ""}[bot]`;
      },
    );
    known = known.then((login) => {
      if (login === "[bot]" || !login) throw new Error("GET /user and GET /app named no login: cannot tell which comment is ours");
      return login;
    });
    known.catch(() => logins.delete(octokit));
    logins.set(octokit, known);
  }
  return known;
}

export async function publishReview(
  octokit: Octokit,
  target: PublishTarget,
  review: { taskId: string; markdown: string; status: CommitStatus },
  opts: PublishOptions = {},
): Promise<PublishOutcome> {
  const [owner, repo] = target.repo.split("/");
  const body = stickyBody(review.taskId, review.markdown);
  const comment = await withRetries("comment", opts, async () => {
    const login = await ourLogin(octokit);
    const existing = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: target.number, per_page: 100 });
    const mine = findSticky(existing, review.taskId, login);
    if (mine) {
      await octokit.rest.issues.updateComment({ owner, repo, comment_id: mine.id, body });
      return `updated comment ${mine.id}`;
    }
    const created = await octokit.rest.issues.createComment({ owner, repo, issue_number: target.number, body });
    return `created comment ${created.data.id}`;
  });
  const status = await withRetries("status", opts, async () => {
    await octokit.rest.repos.createCommitStatus({ owner, repo, sha: target.headSha, ...review.status });
    return `${review.status.state} on ${target.headSha.slice(0, 12)}: ${review.status.description}`;
  });
  return { ok: comment.ok && status.ok, comment, status };
}
