"use client";
// Pages of the triage list. At 1,000 tasks the whole list was 3.1 MB of HTML and 400-600 ms per
// load (npm run bench:scale, section 3); a page of 50 is what a maintainer reads, and sorting and the
// filters still run over every task (on the server, triage-view-rows.ts), so nothing is out of reach.
import type { ReactNode } from "react";
import { TRIAGE_PAGE_SIZE, TRIAGE_PAGE_SIZES } from "./triage-view";

export { TRIAGE_PAGE_SIZE, TRIAGE_PAGE_SIZES };

export interface PagerProps {
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  /** rows that pass the filters (every page) */
  matching: number;
  onPage: (index: number) => void;
  onPageSize: (size: number) => void;
}

/** "51–100 of 1,000": the 1-based span of the current page. */
export function pageSpan(pageIndex: number, pageSize: number, matching: number): string {
  if (matching === 0) return "0";
  const first = pageIndex * pageSize + 1;
  const last = Math.min(matching, (pageIndex + 1) * pageSize);
  return `${first.toLocaleString("en")}–${last.toLocaleString("en")}`;
}

export function TriagePager({ pageIndex, pageCount, pageSize, matching, onPage, onPageSize }: PagerProps): ReactNode {
  if (matching <= TRIAGE_PAGE_SIZE) return null;
  const last = Math.max(0, pageCount - 1);
  return (
    <nav className="triage-pager" aria-label="Pages of the task list" data-testid="triage-pager">
      <button type="button" onClick={() => onPage(0)} disabled={pageIndex === 0} aria-label="First page">
        «
      </button>
      <button type="button" onClick={() => onPage(pageIndex - 1)} disabled={pageIndex === 0}>
        ‹ previous
      </button>
      <span data-testid="triage-page">
        page {pageIndex + 1} of {pageCount} ({pageSpan(pageIndex, pageSize, matching)})
      </span>
      <button type="button" onClick={() => onPage(pageIndex + 1)} disabled={pageIndex >= last}>
        next ›
      </button>
      <button type="button" onClick={() => onPage(last)} disabled={pageIndex >= last} aria-label="Last page">
        »
      </button>
      <label>
        per page{" "}
        <select value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {TRIAGE_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
