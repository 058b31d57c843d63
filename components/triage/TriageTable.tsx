"use client";
// The triage list: every task with what needs attention, sortable by any column and filtered by
// the quick filters ("needs my review", "waiting on contributor", "changed since my review",
// lib/asks/triage-filter.ts) and free text over task id, title and family, shown a page at a time
// (TriagePager.tsx).
import { useMemo, useState } from "react";
import { useTable, type PaginationState, type SortingState } from "@tanstack/react-table";
import { matchesTriageFilter, TRIAGE_FILTERS, TRIAGE_FILTER_LABEL, type TriageFilter } from "@/lib/asks/triage-filter";
import { triageColumns, triageFeatures, type TriageContext } from "./triage-columns";
import type { TriageTableRow } from "./triage-row";
import { TRIAGE_PAGE_SIZE, TriagePager } from "./TriagePager";
import "./triage.css";

// only the row count is marked numeric by class: the other counts sit in their labelled cells
const NUMERIC = ["rowCount"];

export function TriageTable({ rows, me, ...ctx }: { rows: TriageTableRow[]; me: string | null } & TriageContext) {
  const [sorting, setSorting] = useState<SortingState>([{ id: "status", desc: true }]);
  const [filter, setFilter] = useState<TriageFilter>("all");
  const [text, setText] = useState("");
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: TRIAGE_PAGE_SIZE });
  const columns = useMemo(() => triageColumns(ctx), [ctx.canAssign, ctx.reviewers]); // eslint-disable-line react-hooks/exhaustive-deps
  const globalFilter = useMemo(() => ({ filter, text: text.trim().toLowerCase() }), [filter, text]);
  const table = useTable({
    features: triageFeatures,
    columns,
    data: rows,
    getRowId: (r) => r.id,
    state: { sorting, globalFilter, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getColumnCanGlobalFilter: (column) => column.id === "id",
    globalFilterFn: (row, _id, value: { filter: TriageFilter; text: string }) =>
      matchesTriageFilter(
        {
          waitsOn: row.original.waitsOn,
          assignedReviewerId: row.original.assignedReviewerId,
          latestRevisionId: row.original.latestRevisionId,
          myLastVerdictRevisionId: row.original.myLastVerdictRevisionId,
        },
        value.filter,
        me,
      ) &&
      (!value.text || `${row.original.id} ${row.original.title} ${row.original.family}`.toLowerCase().includes(value.text)),
  });
  const visible = table.getRowModel().rows;
  const matching = table.getPrePaginatedRowModel().rows.length;
  return (
    <div className="triage" data-testid="triage">
      <div className="triage-filters" role="group" aria-label="Quick filters">
        {TRIAGE_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            className={filter === f ? "primary" : undefined}
            onClick={() => setFilter(f)}
          >
            {TRIAGE_FILTER_LABEL[f]}
          </button>
        ))}
        <input
          aria-label="Filter tasks"
          placeholder="filter by task, title, family"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <span className="muted" data-testid="triage-shown">
          {matching} of {rows.length} tasks
        </span>
      </div>
      <div className="triage-scroll">
        <table className="data" data-testid="task-list">
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
              <tr key={row.id} data-testid="triage-row" data-task={row.original.id} data-waits-on={row.original.waitsOn}>
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
      </div>
      <TriagePager
        pageIndex={pagination.pageIndex}
        pageCount={table.getPageCount()}
        pageSize={pagination.pageSize}
        matching={matching}
        onPage={(i) => table.setPageIndex(i)}
        onPageSize={(n) => table.setPageSize(n)}
      />
    </div>
  );
}
