import Link from "next/link";
import { notFound } from "next/navigation";
import { guardPage, pageParam } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { getPullRequest } from "@/lib/pull-requests/get-pull-request";
import { githubAuthMode } from "@/lib/github/client";
import { isRecord } from "@/lib/input/is-record";
import { JobProgress, type JobProgressRun } from "@/components/jobs/job-progress";
import { PULL_REQUEST_JOB_KIND } from "@/lib/pull-requests/job-params";

export const dynamic = "force-dynamic";

const when = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

const PUBLISHING = {
  token: "on (GITHUB_TOKEN)",
  app: "on (GitHub App installation)",
  off: "off: no GITHUB_TOKEN or GitHub App configured, nothing is posted back",
};

/** A PR's revision is a proposal until a maintainer decides (one with a maintainer's identical bytes is theirs). */
function reviewOf(r: { submissionState: string | null; reviewedByName: string | null }): string {
  if (r.submissionState === "submitted") return "proposed — counted by no gate until a maintainer accepts";
  if (r.submissionState === null) return "imported by a maintainer";
  return `${r.submissionState}${r.reviewedByName ? ` by ${r.reviewedByName}` : ""}`;
}

/** GitHub's address of the comment a successful try created or updated ("created comment 123"). */
function commentLink(prUrl: string, p: { kind: string; ok: boolean; detail: string }): string | null {
  const id = p.kind === "comment" && p.ok ? /^(?:created|updated) comment (\d{1,20})$/.exec(p.detail)?.[1] : undefined;
  return id && /^https:\/\//.test(prUrl) ? `${prUrl}#issuecomment-${id}` : null;
}

type StoredRun = Omit<JobProgressRun, "startedAt" | "finishedAt"> & { startedAt: Date | null; finishedAt: Date | null };

const runView = (r: StoredRun): JobProgressRun => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  progress: r.progress,
  progressMessage: r.progressMessage,
  error: r.error,
  startedAt: r.startedAt?.toISOString() ?? null,
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

const jobLabel = (kind: string) =>
  kind === PULL_REQUEST_JOB_KIND ? "Import, audit and publish the head" : "Publish again after a maintainer's action";

/** One pull request: its jobs' progress, its revisions, what was published back (with errors and the comment's link), and the webhook deliveries. */
export default async function PullPage({ params }: { params: Promise<{ number: string }> }) {
  const raw = pageParam((await params).number);
  await guardPage("review");
  if (!/^\d{1,9}$/.test(raw)) notFound();
  const data = await getPullRequest(await getPrisma(), Number(raw));
  if (!data) notFound();
  const { pr, revisions, publishes, deliveries, jobs } = data;
  // the Json column holds [{ folder, taskId }] (lib/github writes it); an entry of another shape is not listed
  const folders = (Array.isArray(pr.taskFolders) ? pr.taskFolders : []).flatMap((f) =>
    isRecord(f) && typeof f.folder === "string" && typeof f.taskId === "string" ? [{ folder: f.folder, taskId: f.taskId }] : [],
  );
  return (
    <>
      <h1>
        {pr.baseRepo}#{pr.number}: {pr.title}
      </h1>
      <p>
        <span data-testid="pr-state">{pr.state}</span> · by {pr.author} · {pr.baseRef} ← {pr.headRepo}:{pr.headRef} at{" "}
        <code>{pr.headSha.slice(0, 12)}</code> ·{" "}
        <a href={pr.url} rel="noreferrer">
          on GitHub
        </a>
      </p>
      <p className="muted">Publishing back: {PUBLISHING[githubAuthMode()]}.</p>

      <h2>Jobs</h2>
      {jobs.length === 0 ? (
        <p className="muted">No job has run for this pull request yet.</p>
      ) : (
        <div data-testid="pr-jobs">
          {jobs.map((j) => (
            <JobProgress key={j.id} initial={runView(j)} label={jobLabel(j.kind)} />
          ))}
        </div>
      )}

      <h2>Tasks it changes</h2>
      {folders.length === 0 ? (
        <p className="muted">None found yet (no task folder with a task.toml changed, or the import has not run).</p>
      ) : (
        <ul>
          {folders.map((f) => (
            <li key={f.folder}>
              <Link href={`/tasks/${encodeURIComponent(f.taskId)}`}>{f.taskId}</Link>{" "}
              <span className="muted">({f.folder || "repository root"})</span>
            </li>
          ))}
        </ul>
      )}

      <h2>Revisions from its head</h2>
      <div className="table-scroll">
        <table className="data" data-testid="pr-revisions">
          <thead>
            <tr>
              <th>Task</th>
              <th>Commit</th>
              <th>Message</th>
              <th>Imported (UTC)</th>
              <th>Review</th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link href={`/tasks/${encodeURIComponent(r.taskId)}?revision=${encodeURIComponent(r.id)}`}>{r.taskId}</Link>
                </td>
                <td>
                  <code>{r.commits[0]?.sha.slice(0, 12) ?? "—"}</code>
                </td>
                <td>{r.commits[0]?.message.split("\n")[0] ?? ""}</td>
                <td>{when(r.importedAt)}</td>
                <td data-testid="pr-revision-review">
                  <Link href={`/tasks/${encodeURIComponent(r.taskId)}#submissions`}>{reviewOf(r)}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Published to GitHub</h2>
      <div className="table-scroll">
        <table className="data" data-testid="pr-publishes">
          <thead>
            <tr>
              <th>When (UTC)</th>
              <th>Task</th>
              <th>What</th>
              <th>Try</th>
              <th>Outcome</th>
            </tr>
          </thead>
          <tbody>
            {publishes.map((p) => (
              <tr key={p.id}>
                <td>{when(p.createdAt)}</td>
                <td>{p.taskId}</td>
                <td>{p.kind}</td>
                <td>{p.attempt}</td>
                <td>
                  {p.ok ? `✅ ${p.detail}` : `❌ ${p.error ?? p.detail}`}
                  {commentLink(pr.url, p) ? (
                    <>
                      {" · "}
                      <a href={commentLink(pr.url, p)!} rel="noreferrer" data-testid="pr-comment-link">
                        the comment on GitHub
                      </a>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Webhook deliveries</h2>
      <div className="table-scroll">
        <table className="data" data-testid="pr-deliveries">
          <thead>
            <tr>
              <th>Received (UTC)</th>
              <th>Delivery</th>
              <th>Event</th>
              <th>Action</th>
              <th>Outcome</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((d) => (
              <tr key={d.id}>
                <td>{when(d.receivedAt)}</td>
                <td>
                  <code>{d.id}</code>
                </td>
                <td>{d.event}</td>
                <td>{d.action ?? "—"}</td>
                <td data-testid="pr-delivery-outcome">
                  {d.outcome}
                  {d.detail ? <span className="muted"> ({d.detail})</span> : null}
                  {d.jobRunId ? <span className="muted"> · job {d.jobRunId}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
