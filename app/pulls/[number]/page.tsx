import Link from "next/link";
import { notFound } from "next/navigation";
import { guardPage, pageParam } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { getPullRequest } from "@/lib/github/store/get-pull-request";
import { githubAuthMode } from "@/lib/github/client";
import { isRecord } from "@/lib/input/is-record";
import { DataTable, type DataColumn } from "@/components/DataTable";
import { JobProgress } from "@/components/jobs/job-progress";
import { PULL_REQUEST_JOB_KIND } from "@/lib/github/store/job-params";

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

type PullData = NonNullable<Awaited<ReturnType<typeof getPullRequest>>>;

const REVISION_COLUMNS: DataColumn<PullData["revisions"][number]>[] = [
  {
    header: "Task",
    cell: (r) => <Link href={`/tasks/${encodeURIComponent(r.taskId)}?revision=${encodeURIComponent(r.id)}`}>{r.taskId}</Link>,
  },
  { header: "Commit", cell: (r) => <code>{r.commits[0]?.sha.slice(0, 12) ?? "—"}</code> },
  { header: "Message", cell: (r) => r.commits[0]?.message.split("\n")[0] ?? "" },
  { header: "Imported (UTC)", cell: (r) => when(r.importedAt) },
  {
    header: "Review",
    testId: "pr-revision-review",
    cell: (r) => <Link href={`/tasks/${encodeURIComponent(r.taskId)}#submissions`}>{reviewOf(r)}</Link>,
  },
];

/** Each try at posting back, its outcome and, for a comment that was posted, its link. */
const publishColumns = (prUrl: string): DataColumn<PullData["publishes"][number]>[] => [
  { header: "When (UTC)", cell: (p) => when(p.createdAt) },
  { header: "Task", cell: (p) => p.taskId },
  { header: "What", cell: (p) => p.kind },
  { header: "Try", cell: (p) => p.attempt },
  {
    header: "Outcome",
    cell: (p) => {
      const link = commentLink(prUrl, p);
      return (
        <>
          {p.ok ? `✅ ${p.detail}` : `❌ ${p.error ?? p.detail}`}
          {link ? (
            <>
              {" · "}
              <a href={link} rel="noreferrer" data-testid="pr-comment-link">
                the comment on GitHub
              </a>
            </>
          ) : null}
        </>
      );
    },
  },
];

const DELIVERY_COLUMNS: DataColumn<PullData["deliveries"][number]>[] = [
  { header: "Received (UTC)", cell: (d) => when(d.receivedAt) },
  { header: "Delivery", cell: (d) => <code>{d.id}</code> },
  { header: "Event", cell: (d) => d.event },
  { header: "Action", cell: (d) => d.action ?? "—" },
  {
    header: "Outcome",
    testId: "pr-delivery-outcome",
    cell: (d) => (
      <>
        {d.outcome}
        {d.detail ? <span className="muted"> ({d.detail})</span> : null}
        {d.jobRunId ? <span className="muted"> · job {d.jobRunId}</span> : null}
      </>
    ),
  },
];

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
            <JobProgress key={j.id} initial={j} label={jobLabel(j.kind)} />
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
      <DataTable testId="pr-revisions" columns={REVISION_COLUMNS} rows={revisions} rowKey={(r) => r.id} />

      <h2>Published to GitHub</h2>
      <DataTable testId="pr-publishes" columns={publishColumns(pr.url)} rows={publishes} rowKey={(p) => p.id} />

      <h2>Webhook deliveries</h2>
      <DataTable testId="pr-deliveries" columns={DELIVERY_COLUMNS} rows={deliveries} rowKey={(d) => d.id} />
    </>
  );
}
