// The triage list's view (quick filter, text, sort, page, page size) as URL search parameters, so
// back/forward and a shared link reproduce it (it lived in component state only, issue 34). Only
// what differs from the default is written; anything unreadable reads as the default. Pure.
import { TRIAGE_FILTERS, type TriageFilter } from "@/lib/asks/triage-filter";

export const TRIAGE_PAGE_SIZES = [50, 100, 250] as const;
export const TRIAGE_PAGE_SIZE = TRIAGE_PAGE_SIZES[0];
/** the columns one may sort by (TriageTable's column ids); "status" is the triage order */
export const TRIAGE_SORTS = ["status", "id", "pr", "gates", "asks", "reviewer", "activity", "judge", "rowCount"] as const;
export type TriageSort = (typeof TRIAGE_SORTS)[number];

export interface TriageView {
  filter: TriageFilter;
  q: string;
  sort: TriageSort;
  desc: boolean;
  /** 0-based */
  page: number;
  size: (typeof TRIAGE_PAGE_SIZES)[number];
}

export const DEFAULT_VIEW: TriageView = { filter: "all", q: "", sort: "status", desc: false, page: 0, size: TRIAGE_PAGE_SIZE };

const MAX_Q = 200;
const oneOf = <T extends string | number>(list: readonly T[], v: unknown): T | undefined => list.find((x) => x === v);

/** `sort=-gates` is gates, descending; `page` is 1-based in the URL. */
export function parseTriageView(params: { get(name: string): string | null }): TriageView {
  const rawSort = params.get("sort") ?? "";
  const desc = rawSort.startsWith("-");
  const sort = oneOf(TRIAGE_SORTS, desc ? rawSort.slice(1) : rawSort);
  const page = Number(params.get("page"));
  return {
    filter: oneOf(TRIAGE_FILTERS, params.get("filter")) ?? DEFAULT_VIEW.filter,
    q: (params.get("q") ?? "").slice(0, MAX_Q),
    sort: sort ?? DEFAULT_VIEW.sort,
    desc: sort ? desc : DEFAULT_VIEW.desc,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page - 1 : 0,
    size: oneOf(TRIAGE_PAGE_SIZES, Number(params.get("size"))) ?? DEFAULT_VIEW.size,
  };
}

/** The query string (without "?") for a view: "" for the default one. */
export function triageViewQuery(v: TriageView): string {
  const out = new URLSearchParams();
  if (v.filter !== DEFAULT_VIEW.filter) out.set("filter", v.filter);
  if (v.q) out.set("q", v.q.slice(0, MAX_Q));
  if (v.sort !== DEFAULT_VIEW.sort || v.desc !== DEFAULT_VIEW.desc) out.set("sort", `${v.desc ? "-" : ""}${v.sort}`);
  if (v.page > 0) out.set("page", String(v.page + 1));
  if (v.size !== DEFAULT_VIEW.size) out.set("size", String(v.size));
  return out.toString();
}
