"use client";
// The triage list: one page of tasks in the order the view in the URL names (triage-view.ts), the
// rows chosen on the server (triage-view-rows.ts: triage order for the reader, each row saying
// why; quick filters, free text over task id, title and family; any column's sort; a page at a
// time, TriagePager.tsx). Every control navigates to the URL of the next view (a history entry;
// typing replaces it after a pause), so back/forward and a shared link open the same view and the
// browser never holds the other tasks (at 1,000 tasks they were ~1 MB of HTML, npm run bench:scale).
import { useCallback, useEffect, useMemo, useState, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import { useTable } from "@tanstack/react-table";
import { TRIAGE_FILTER_LABEL } from "@/lib/asks/triage-filter";
import { triageColumns, triageFeatures, type TriageContext } from "./triage-columns";
import type { TriageTableRow } from "./triage-row";
import { TriagePager } from "./TriagePager";
import { TRIAGE_PAGE_SIZES, TRIAGE_SORTS, triageViewQuery, type TriageView } from "./triage-view";
import { toggledSort, type TriageViewRows } from "./triage-view-rows";
import "./triage.css";

// only the row count is marked numeric by class: the other counts sit in their labelled cells
const NUMERIC = ["rowCount"];
/** how long typing pauses before the text filter is sent */
const TYPING_PAUSE_MS = 300;

type Go = (next: TriageView, how: "push" | "replace") => void;

/** Navigates to a view's URL; `pending` while the server renders it. */
function useGoToView(): [boolean, Go] {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const go = useCallback<Go>(
    (next, how) => {
      const query = triageViewQuery(next);
      const url = `${pathname}${query ? `?${query}` : ""}`;
      startTransition(() => (how === "push" ? router.push(url, { scroll: false }) : router.replace(url, { scroll: false })));
    },
    [router, pathname],
  );
  return [pending, go];
}

export type TriageTableProps = Omit<TriageViewRows, "rows"> & { rows: TriageTableRow[] } & TriageContext;

export function TriageTable({ rows, view, total, matching, pageCount, perFilter, ...ctx }: TriageTableProps) {
  const [pending, go] = useGoToView();
  const columns = useMemo(() => triageColumns(ctx), [ctx.canAssign, ctx.reviewers]); // eslint-disable-line react-hooks/exhaustive-deps
  const table = useTable({ features: triageFeatures, columns, data: rows, getRowId: (r) => r.id });
  return (
    <div className="triage" data-testid="triage" aria-busy={pending}>
      <QuickFilters view={view} go={go} perFilter={perFilter} matching={matching} total={total} />
      <table className="data triage-table" data-testid="task-list">
        <thead>
          {table.getHeaderGroups().map((hg) => (
            <tr key={hg.id}>
              {hg.headers.map((h) => {
                const sort = TRIAGE_SORTS.find((s) => s === h.column.id);
                const sorted = sort !== undefined && view.sort === sort ? (view.desc ? "desc" : "asc") : null;
                return (
                  <th
                    key={h.id}
                    data-column={h.column.id}
                    className={NUMERIC.includes(h.column.id) ? "num" : undefined}
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  >
                    {sort ? (
                      <button type="button" className="sort-button" onClick={() => go(toggledSort(view, sort), "push")} title="sort">
                        <table.FlexRender header={h} />
                        <span className="sort-mark">{sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : ""}</span>
                      </button>
                    ) : (
                      <table.FlexRender header={h} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
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
      {rows.length === 0 ? <p className="muted">No task matches this filter.</p> : null}
      <TriagePager
        pageIndex={view.page}
        pageCount={pageCount}
        pageSize={view.size}
        matching={matching}
        onPage={(page) => go({ ...view, page }, "push")}
        onPageSize={(n) => go({ ...view, size: TRIAGE_PAGE_SIZES.find((s) => s === n) ?? view.size, page: 0 }, "push")}
      />
    </div>
  );
}

/**
 * The free-text filter: what is typed shows at once and is sent after a pause. A view arriving
 * from elsewhere (back/forward, a link) replaces the text; the echo of what was sent does not, so
 * letters typed while the server answered are kept.
 */
function TextFilter({ view, go }: { view: TriageView; go: Go }) {
  const [text, setText] = useState(view.q);
  const [urlText, setUrlText] = useState(view.q);
  const [sent, setSent] = useState<string | null>(null);
  if (urlText !== view.q) {
    setUrlText(view.q);
    if (view.q === sent) setSent(null);
    else setText(view.q);
  }
  useEffect(() => {
    if (text === view.q) return;
    const timer = setTimeout(() => {
      setSent(text);
      go({ ...view, q: text, page: 0 }, "replace");
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, view, go]);
  return (
    <input
      aria-label="Filter tasks"
      placeholder="filter by task, title, family"
      value={text}
      maxLength={200}
      onChange={(e) => setText(e.target.value)}
    />
  );
}

/** The quick filter buttons (each with how many tasks it matches), the free-text filter and how many tasks match. */
function QuickFilters({
  view,
  go,
  perFilter,
  matching,
  total,
}: {
  view: TriageView;
  go: Go;
  perFilter: TriageViewRows["perFilter"];
  matching: number;
  total: number;
}) {
  return (
    <div className="triage-filters" role="group" aria-label="Quick filters">
      {perFilter.map(({ filter, count }) => (
        <button
          key={filter}
          type="button"
          aria-pressed={view.filter === filter}
          className={view.filter === filter ? "primary" : undefined}
          onClick={() => go({ ...view, filter, page: 0 }, "push")}
        >
          {TRIAGE_FILTER_LABEL[filter]}{" "}
          <span className="triage-filter-count" data-testid={`triage-count-${filter}`}>
            {count}
          </span>
        </button>
      ))}
      <TextFilter view={view} go={go} />
      <span className="muted" data-testid="triage-shown">
        {matching} of {total} tasks
      </span>
    </div>
  );
}
