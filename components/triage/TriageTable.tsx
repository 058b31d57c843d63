"use client";
// The triage list: every task in triage order for the reader (assigned to me, new pushes and
// submissions since my review, blocking gates, oldest waiting: lib/asks/triage-rank.ts, each row
// saying why), sortable by any column, filtered by the quick filters (lib/asks/triage-filter.ts)
// and free text over task id, title and family, a page at a time (TriagePager.tsx). The view lives
// in the URL (triage-view.ts): each change is a history entry (typing replaces it), back/forward
// re-read it, and a shared link opens the same view (the page renders it from its searchParams).
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTable, type PaginationState, type SortingState, type Updater } from "@tanstack/react-table";
import { matchesTriageFilter, TRIAGE_FILTERS, TRIAGE_FILTER_LABEL, type TriageFilter } from "@/lib/asks/triage-filter";
import { triageColumns, triageFeatures, type TriageContext } from "./triage-columns";
import type { TriageTableRow } from "./triage-row";
import { TriagePager } from "./TriagePager";
import { DEFAULT_VIEW, parseTriageView, TRIAGE_PAGE_SIZES, TRIAGE_SORTS, triageViewQuery, type TriageView } from "./triage-view";
import "./triage.css";

// only the row count is marked numeric by class: the other counts sit in their labelled cells
const NUMERIC = ["rowCount"];

const nextSorting = (u: Updater<SortingState>, old: SortingState) => (typeof u === "function" ? u(old) : u);
const nextPagination = (u: Updater<PaginationState>, old: PaginationState) => (typeof u === "function" ? u(old) : u);

/** The view in the URL, kept in step with back/forward. */
function useUrlView(initialQuery: string): [TriageView, (next: TriageView, how: "push" | "replace") => void] {
  const [view, setViewState] = useState(() => parseTriageView(new URLSearchParams(initialQuery)));
  useEffect(() => {
    const read = () => setViewState(parseTriageView(new URLSearchParams(window.location.search)));
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);
  const setView = useCallback((next: TriageView, how: "push" | "replace") => {
    setViewState(next);
    const query = triageViewQuery(next);
    const url = `${window.location.pathname}${query ? `?${query}` : ""}`;
    if (url === `${window.location.pathname}${window.location.search}`) return;
    if (how === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  }, []);
  return [view, setView];
}

export function TriageTable({
  rows,
  me,
  initialQuery = "",
  ...ctx
}: { rows: TriageTableRow[]; me: string | null; initialQuery?: string } & TriageContext) {
  const [view, setView] = useUrlView(initialQuery);
  const table = useTriageTable(rows, me, ctx, view, setView);
  const visible = table.getRowModel().rows;
  const matching = table.getPrePaginatedRowModel().rows.length;
  return (
    <div className="triage" data-testid="triage">
      <QuickFilters view={view} setView={setView} matching={matching} total={rows.length} />
      <table className="data triage-table" data-testid="task-list">
        <thead>
          {table.getHeaderGroups().map((hg) => (
            <tr key={hg.id}>
              {hg.headers.map((h) => {
                const sorted = h.column.getIsSorted();
                return (
                  <th
                    key={h.id}
                    data-column={h.column.id}
                    className={NUMERIC.includes(h.column.id) ? "num" : undefined}
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  >
                    <button type="button" className="sort-button" onClick={h.column.getToggleSortingHandler()} title="sort">
                      <table.FlexRender header={h} />
                      <span className="sort-mark">{sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : ""}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {visible.map((row) => (
            <tr
              key={row.id}
              data-testid="triage-row"
              data-task={row.original.id}
              data-waits-on={row.original.waitsOn}
              data-rank={row.original.rank}
            >
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  data-column={cell.column.id}
                  data-label={typeof cell.column.columnDef.header === "string" ? cell.column.columnDef.header : undefined}
                  className={NUMERIC.includes(cell.column.id) ? "num" : undefined}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {visible.length === 0 ? <p className="muted">No task matches this filter.</p> : null}
      <TriagePager
        pageIndex={view.page}
        pageCount={table.getPageCount()}
        pageSize={view.size}
        matching={matching}
        onPage={(i) => table.setPageIndex(i)}
        onPageSize={(n) => table.setPageSize(n)}
      />
    </div>
  );
}

/** The TanStack table over the rows: sort, page and filter come from (and go back to) the view in the URL. */
function useTriageTable(
  rows: TriageTableRow[],
  me: string | null,
  ctx: TriageContext,
  view: TriageView,
  setView: (next: TriageView, how: "push" | "replace") => void,
) {
  const columns = useMemo(() => triageColumns(ctx), [ctx.canAssign, ctx.reviewers]); // eslint-disable-line react-hooks/exhaustive-deps
  const globalFilter = useMemo(() => ({ filter: view.filter, text: view.q.trim().toLowerCase() }), [view.filter, view.q]);
  const sorting: SortingState = [{ id: view.sort, desc: view.desc }];
  const pagination: PaginationState = { pageIndex: view.page, pageSize: view.size };
  const table = useTable({
    features: triageFeatures,
    columns,
    data: rows,
    getRowId: (r) => r.id,
    state: { sorting, globalFilter, pagination },
    // the page is part of the view in the URL: a filter change sets page 1 itself
    autoResetPageIndex: false,
    onSortingChange: (u) => {
      const next = nextSorting(u, sorting)[0];
      const sort = TRIAGE_SORTS.find((s) => s === next?.id);
      // a third click clears the sort: back to the triage order
      setView({ ...view, sort: sort ?? DEFAULT_VIEW.sort, desc: sort ? (next?.desc ?? false) : false, page: 0 }, "push");
    },
    onPaginationChange: (u) => {
      const next = nextPagination(u, pagination);
      const size = TRIAGE_PAGE_SIZES.find((s) => s === next.pageSize) ?? DEFAULT_VIEW.size;
      setView({ ...view, page: size === view.size ? next.pageIndex : 0, size }, "push");
    },
    getColumnCanGlobalFilter: (column) => column.id === "id",
    globalFilterFn: (row, _id, value: { filter: TriageFilter; text: string }) =>
      matchesTriageFilter(
        {
          waitsOn: row.original.waitsOn,
          assignedReviewerId: row.original.assignedReviewerId,
          lastVerdictAuthorId: row.original.lastVerdictAuthorId,
          reviewed: row.original.reviewed,
          latestRevisionId: row.original.latestRevisionId,
          myLastVerdictRevisionId: row.original.myLastVerdictRevisionId,
        },
        value.filter,
        me,
      ) &&
      (!value.text || `${row.original.id} ${row.original.title} ${row.original.family}`.toLowerCase().includes(value.text)),
  });
  return table;
}

/** The quick filter buttons, the free-text filter and how many tasks match. */
function QuickFilters({
  view,
  setView,
  matching,
  total,
}: {
  view: TriageView;
  setView: (next: TriageView, how: "push" | "replace") => void;
  matching: number;
  total: number;
}) {
  return (
    <div className="triage-filters" role="group" aria-label="Quick filters">
      {TRIAGE_FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={view.filter === f}
          className={view.filter === f ? "primary" : undefined}
          onClick={() => setView({ ...view, filter: f, page: 0 }, "push")}
        >
          {TRIAGE_FILTER_LABEL[f]}
        </button>
      ))}
      <input
        aria-label="Filter tasks"
        placeholder="filter by task, title, family"
        value={view.q}
        maxLength={200}
        onChange={(e) => setView({ ...view, q: e.target.value, page: 0 }, "replace")}
      />
      <span className="muted" data-testid="triage-shown">
        {matching} of {total} tasks
      </span>
    </div>
  );
}
