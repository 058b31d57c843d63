// The rows one view of the triage list shows, chosen on the server (app/page.tsx) so the page
// sends one page of tasks, not every task for the browser to sort (at 1,000 tasks that was ~1 MB
// of HTML and most of the home page's time, npm run bench:scale). Filter (quick filter and text),
// sort, page, and how many tasks each quick filter matches. Pure.
//   Sorting: numbers by value, text in natural order (Intl.Collator, numeric: "task-2" before
//   "task-10", case ignored); a row without a value sorts last either way; ties keep the triage
//   order (rank), as the client table (TanStack) did.
//   Headers toggle as they did: first direction (text ascending, numbers descending, the triage
//   order ascending), then the other, then back to the triage order.
import { matchesTriageFilter, TRIAGE_FILTERS, type TriageFilter } from "@/lib/asks/triage-filter";
import { attentionScore, type TriageTableRow } from "./triage-row";
import { DEFAULT_VIEW, type TriageSort, type TriageView } from "./triage-view";

type SortValue = number | string | undefined;

/** Each sortable column's value and whether it reads as text. */
export const TRIAGE_SORT_KEYS: Record<TriageSort, { value: (r: TriageTableRow) => SortValue; text: boolean }> = {
  status: { value: (r) => r.rank, text: false },
  id: { value: (r) => r.id, text: true },
  pr: { value: (r) => r.pulls[0]?.number, text: false },
  gates: { value: (r) => attentionScore(r), text: false },
  asks: { value: (r) => r.openAuthorAsks + r.openMaintainerAsks + r.submissionsAwaiting, text: false },
  reviewer: { value: (r) => r.assignedReviewerName ?? undefined, text: true },
  activity: { value: (r) => r.lastActivity ?? undefined, text: true },
  judge: { value: (r) => r.judgeId ?? undefined, text: true },
  rowCount: { value: (r) => r.rowCount, text: false },
};

const natural = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

function compareValues(a: SortValue, b: SortValue, text: boolean): number {
  if (text) return natural.compare(String(a), String(b));
  return a === b ? 0 : (a ?? 0) > (b ?? 0) ? 1 : -1;
}

/** The rows in the view's order: a stable sort over rows already in triage order. */
export function sortTriageRows(rows: readonly TriageTableRow[], sort: TriageSort, desc: boolean): TriageTableRow[] {
  const { value, text } = TRIAGE_SORT_KEYS[sort];
  const keyed = rows.map((row) => ({ row, v: value(row) }));
  keyed.sort((a, b) => {
    if (a.v === undefined || b.v === undefined) return a.v === b.v ? a.row.rank - b.row.rank : a.v === undefined ? 1 : -1;
    const c = compareValues(a.v, b.v, text);
    return (desc ? -c : c) || a.row.rank - b.row.rank;
  });
  return keyed.map((k) => k.row);
}

/** The view a click on a column's header opens (from page 1). */
export function toggledSort(view: TriageView, sort: TriageSort): TriageView {
  const firstDesc = sort !== "status" && !TRIAGE_SORT_KEYS[sort].text;
  if (view.sort !== sort) return { ...view, sort, desc: firstDesc, page: 0 };
  if (view.desc === firstDesc) return { ...view, desc: !firstDesc, page: 0 };
  return { ...view, sort: DEFAULT_VIEW.sort, desc: DEFAULT_VIEW.desc, page: 0 };
}

export interface TriageViewRows {
  /** the rows of the current page, in the view's order */
  rows: TriageTableRow[];
  /** the view shown: its page is within the pages there are */
  view: TriageView;
  /** every task listed */
  total: number;
  /** tasks that pass the quick filter and the text (every page) */
  matching: number;
  pageCount: number;
  /** tasks each quick filter would match with the current text, in TRIAGE_FILTERS order */
  perFilter: { filter: TriageFilter; count: number }[];
}

const matchesText = (r: TriageTableRow, text: string) => !text || `${r.id} ${r.title} ${r.family}`.toLowerCase().includes(text);

/** `rows` in triage order (rank 0 first); `me`: the reader, for the quick filters. */
export function triageViewRows(rows: readonly TriageTableRow[], view: TriageView, me: string | null): TriageViewRows {
  const text = view.q.trim().toLowerCase();
  const byText = rows.filter((r) => matchesText(r, text));
  const perFilter = TRIAGE_FILTERS.map((filter) => ({
    filter,
    count: byText.reduce((n, r) => n + (matchesTriageFilter(r, filter, me) ? 1 : 0), 0),
  }));
  const matching = byText.filter((r) => matchesTriageFilter(r, view.filter, me));
  const pageCount = Math.max(1, Math.ceil(matching.length / view.size));
  const page = Math.min(view.page, pageCount - 1);
  const sorted = sortTriageRows(matching, view.sort, view.desc);
  return {
    rows: sorted.slice(page * view.size, (page + 1) * view.size),
    view: { ...view, page },
    total: rows.length,
    matching: matching.length,
    pageCount,
    perFilter,
  };
}
