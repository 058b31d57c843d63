// Columns of the triage list (TanStack Table v9); the page memoises them so row models are not
// rebuilt on every render. The status column comes first: at 390 px it is what a maintainer reads first.
import Link from "next/link";
import { JudgeId } from "../task/JudgeId";
import {
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  columnFilteringFeature,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
} from "@tanstack/react-table";
import { StatusBadge } from "@/components/StatusBadge";
import { GateCounts } from "@/components/gates/GateCounts";
import { attentionScore, shortWhen, type TriageTableRow } from "./triage-row";
import { AssignReviewer } from "./AssignReviewer";

export const triageFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

const helper = createColumnHelper<typeof triageFeatures, TriageTableRow>();
const numeric = { sortFn: "basic", sortUndefined: "last" } as const;
const text = { sortFn: "alphanumeric", sortUndefined: "last" } as const;
const WAITS_ORDER = { maintainer: 2, contributor: 1, nobody: 0 } as const;

export interface TriageContext {
  reviewers: { id: string; name: string }[];
  canAssign: boolean;
}

export function triageColumns(ctx: TriageContext) {
  return helper.columns([
    helper.accessor((r) => WAITS_ORDER[r.waitsOn], {
      id: "status",
      header: "Status",
      ...numeric,
      cell: (c) => {
        const r = c.row.original;
        return (
          <div className="triage-status">
            <span className={`badge waits-${r.waitsOn}`} data-testid="waits-on" title={r.waitsOnWhy}>
              {r.waitsOn === "nobody" ? "waits on nobody" : `waits on ${r.waitsOn}`}
            </span>
            <div className="muted">{r.waitsOnWhy}</div>
            <StatusBadge status={r.reviewStatus} />
            {r.changedSinceReview ? (
              <span className="badge insufficient" data-testid="changed-since-review-badge">
                changed since review
              </span>
            ) : null}
          </div>
        );
      },
    }),
    helper.accessor("id", {
      header: "Task",
      ...text,
      cell: (c) => (
        <>
          <Link href={`/tasks/${encodeURIComponent(c.row.original.id)}`}>{c.row.original.id}</Link>
          <div className="muted">{c.row.original.title}</div>
        </>
      ),
    }),
    helper.accessor((r) => attentionScore(r), {
      id: "gates",
      header: "Gates",
      ...numeric,
      cell: (c) => (c.row.original.counts ? <GateCounts counts={c.row.original.counts} /> : <span className="muted">no revision</span>),
    }),
    helper.accessor("claimsNotReproduced", {
      header: "Claims not reproducing",
      ...numeric,
      cell: (c) => <span data-testid="claims-not-reproduced">{c.getValue()}</span>,
    }),
    helper.accessor("submissionsAwaiting", { header: "Awaiting acceptance", ...numeric }),
    helper.accessor("audits", {
      header: "Audits",
      ...text,
      cell: (c) =>
        c.getValue() === "current" ? (
          "current"
        ) : (
          <span className="badge insufficient">{c.getValue() === "stale" ? "stale for latest revision" : "never run"}</span>
        ),
    }),
    helper.accessor((r) => r.openAuthorAsks + r.openMaintainerAsks, {
      id: "asks",
      header: "Open asks",
      ...numeric,
      cell: (c) => (
        <span data-testid="open-asks">
          {c.row.original.openAuthorAsks} author-side
          {c.row.original.openMaintainerAsks ? `, ${c.row.original.openMaintainerAsks} maintainer-side` : ""}
        </span>
      ),
    }),
    helper.accessor((r) => r.assignedReviewerName ?? undefined, {
      id: "reviewer",
      header: "Reviewer",
      ...text,
      cell: (c) =>
        ctx.canAssign ? (
          <AssignReviewer taskId={c.row.original.id} current={c.row.original.assignedReviewerId} reviewers={ctx.reviewers} />
        ) : (
          (c.row.original.assignedReviewerName ?? <span className="muted">unassigned</span>)
        ),
    }),
    helper.accessor((r) => r.lastActivity ?? undefined, {
      id: "activity",
      header: "Last activity",
      ...text,
      cell: (c) => shortWhen(c.row.original.lastActivity),
    }),
    helper.accessor("family", { header: "Family", ...text }),
    helper.accessor((r) => r.judgeId ?? undefined, {
      id: "judge",
      header: "Judge",
      ...text,
      cell: (c) => (c.row.original.judgeId ? <JudgeId id={c.row.original.judgeId} /> : <span className="muted">no known judge</span>),
    }),
    helper.accessor((r) => r.latestRevisionAt ?? undefined, {
      id: "revision",
      header: "Latest revision",
      ...text,
      cell: (c) =>
        c.row.original.latestRevisionAt ? (
          <>
            <span title={c.row.original.latestRevisionSource ?? undefined}>{shortWhen(c.row.original.latestRevisionAt)}</span>
            <div className="muted">
              {c.row.original.revisionCount} revision{c.row.original.revisionCount === 1 ? "" : "s"}
            </div>
          </>
        ) : (
          "—"
        ),
    }),
    helper.accessor("rowCount", { header: "Calibration rows", ...numeric }),
  ]);
}
