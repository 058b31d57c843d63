// Columns of the triage list (TanStack Table v9), rendering only: the server chose, sorted and
// paged the rows (triage-view-rows.ts, whose TRIAGE_SORT_KEYS say what each column sorts by). Nine columns whose long values wrap, so the list fits 1,440 px without
// scrolling sideways (13 columns did not, issue 34). The first column is the triage order with the
// reason for it and who the task waits on: at 390 px it is what a maintainer reads first.
import Link from "next/link";
import { JudgeId } from "../task/JudgeId";
import { createColumnHelper, tableFeatures } from "@tanstack/react-table";
import { StatusBadge } from "@/components/StatusBadge";
import { GateCounts } from "@/components/gates/GateCounts";
import { shortWhen, type TriageTablePull, type TriageTableRow } from "./triage-row";
import { AssignReviewer } from "./AssignReviewer";

export const triageFeatures = tableFeatures({});

const helper = createColumnHelper<typeof triageFeatures, TriageTableRow>();
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
const PR_STATUS_CLASS: Record<TriageTablePull["status"], string> = {
  success: "pass",
  failure: "fail",
  "publish failed": "fail",
  "not published": "insufficient",
};

export interface TriageContext {
  reviewers: { id: string; name: string }[];
  canAssign: boolean;
}

function PullCell({ pulls }: { pulls: TriageTablePull[] }) {
  if (pulls.length === 0) return <span className="muted">none open</span>;
  return (
    <ul className="triage-pulls">
      {pulls.map((p) => (
        <li key={p.number} data-testid="triage-pr">
          <Link href={`/pulls/${p.number}`}>#{p.number}</Link> <code>{p.headSha.slice(0, 7)}</code>{" "}
          <span className={`badge ${PR_STATUS_CLASS[p.status]}`} data-testid="triage-pr-status">
            {p.status}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Why the task ranks where it does, who it waits on, its review status and whether it changed since review. */
function StatusCell({ r }: { r: TriageTableRow }) {
  return (
    <div className="triage-status">
      <span className="triage-reason" data-testid="triage-reason">
        {r.rankReason}
      </span>
      <span className={`badge waits-${r.waitsOn}`} data-testid="waits-on" title={r.waitsOnWhy}>
        {r.waitsOn === "nobody" ? "waits on nobody" : `waits on ${r.waitsOn}`}
      </span>
      <StatusBadge status={r.reviewStatus} />
      {r.changedSinceReview ? (
        <span className="badge insufficient" data-testid="changed-since-review-badge">
          changed since review
        </span>
      ) : null}
    </div>
  );
}

/** The latest revision's gate counts, claims not reproducing and whether the audits are current. */
function GatesCell({ r }: { r: TriageTableRow }) {
  return (
    <>
      {r.counts ? <GateCounts counts={r.counts} /> : <span className="muted">no revision</span>}
      {r.claimsNotReproduced ? (
        <div>
          <span data-testid="claims-not-reproduced">{r.claimsNotReproduced}</span> claims not reproducing
        </div>
      ) : null}
      {r.audits !== "current" ? (
        <div className="badge insufficient">{r.audits === "stale" ? "audits stale for latest revision" : "audits never run"}</div>
      ) : null}
    </>
  );
}

/** Open asks on each side and submissions awaiting acceptance. */
function AsksCell({ r }: { r: TriageTableRow }) {
  return (
    <>
      <span data-testid="open-asks">
        {r.openAuthorAsks} author-side
        {r.openMaintainerAsks ? `, ${r.openMaintainerAsks} maintainer-side` : ""} asks
      </span>
      {r.submissionsAwaiting ? (
        <div data-testid="awaiting-acceptance">{plural(r.submissionsAwaiting, "submission")} awaiting acceptance</div>
      ) : null}
    </>
  );
}

export function triageColumns(ctx: TriageContext) {
  return helper.columns([
    helper.display({
      id: "status",
      header: "Priority",
      cell: (c) => <StatusCell r={c.row.original} />,
    }),
    helper.display({
      id: "id",
      header: "Task",
      cell: (c) => (
        <>
          <Link className="triage-task" href={`/tasks/${encodeURIComponent(c.row.original.id)}`}>
            {c.row.original.id}
          </Link>
          <div className="muted">
            {c.row.original.title} · {c.row.original.family}
          </div>
        </>
      ),
    }),
    helper.display({
      id: "pr",
      header: "PR",
      cell: (c) => <PullCell pulls={c.row.original.pulls} />,
    }),
    helper.display({
      id: "gates",
      header: "Gates",
      cell: (c) => <GatesCell r={c.row.original} />,
    }),
    helper.display({
      id: "asks",
      header: "Open",
      cell: (c) => <AsksCell r={c.row.original} />,
    }),
    helper.display({
      id: "reviewer",
      header: "Reviewer",
      cell: (c) =>
        ctx.canAssign ? (
          <AssignReviewer taskId={c.row.original.id} current={c.row.original.assignedReviewerId} reviewers={ctx.reviewers} />
        ) : (
          (c.row.original.assignedReviewerName ?? <span className="muted">unassigned</span>)
        ),
    }),
    helper.display({
      id: "activity",
      header: "Last activity",
      cell: (c) => (
        <>
          <span data-testid="last-activity">{shortWhen(c.row.original.lastActivity)}</span>
          {c.row.original.lastActivityWhat ? <div className="muted">{c.row.original.lastActivityWhat}</div> : null}
        </>
      ),
    }),
    helper.display({
      id: "judge",
      header: "Judge",
      cell: (c) => (c.row.original.judgeId ? <JudgeId id={c.row.original.judgeId} /> : <span className="muted">no known judge</span>),
    }),
    helper.display({
      id: "rowCount",
      header: "Rows",
      cell: (c) => (
        <span title={`${plural(c.row.original.revisionCount, "revision")}, latest ${shortWhen(c.row.original.latestRevisionAt)}`}>
          {c.row.original.rowCount}
        </span>
      ),
    }),
  ]);
}
