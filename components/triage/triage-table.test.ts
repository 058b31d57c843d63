// The triage list sends one page of tasks (50) with a pager, not every task: at 1,000 tasks the
// whole list was ~1 MB of HTML (npm run bench:scale). The server chooses the page
// (triage-view-rows.ts); rendered here as the home page renders it.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { TriageTable } from "./TriageTable";

// the assign-reviewer cell imports its server action's module (never called here); the controls
// navigate with the app router, which only a running Next app mounts (never called here)
vi.mock("server-only", () => ({}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, replace: () => {} }), usePathname: () => "/" }));
import { pageSpan, TRIAGE_PAGE_SIZE } from "./TriagePager";
import type { TriageTableRow } from "./triage-row";
import { triageRow } from "./__fixtures__/triage-rows";
import { parseTriageView } from "./triage-view";
import { triageViewRows } from "./triage-view-rows";

/** the page as app/page.tsx renders it for the view `query` names */
const renderView = (rows: TriageTableRow[], query: string, me: string | null = "u1") =>
  renderToString(
    createElement(TriageTable, {
      ...triageViewRows(rows, parseTriageView(new URLSearchParams(query)), me),
      reviewers: [],
      canAssign: false,
    }),
  );
const render = (n: number) =>
  renderView(
    Array.from({ length: n }, (_, i) => triageRow(i)),
    "",
    null,
  );
const rowsIn = (html: string) => html.match(/data-testid="triage-row"/g)?.length ?? 0;
const tasksIn = (html: string) => [...html.matchAll(/data-testid="triage-row" data-task="([^"]+)"/g)].map((m) => m[1]);

describe("TriageTable pages", () => {
  it.each([
    [1, 1, false],
    [TRIAGE_PAGE_SIZE, TRIAGE_PAGE_SIZE, false],
    [TRIAGE_PAGE_SIZE + 1, TRIAGE_PAGE_SIZE, true],
    [1000, TRIAGE_PAGE_SIZE, true],
  ])("%i tasks: %i rows rendered, pager %s", (tasks, rendered, pager) => {
    const html = render(tasks);
    expect(rowsIn(html)).toBe(rendered);
    expect(html.includes('data-testid="triage-pager"')).toBe(pager);
    // the count covers every task, not the page
    expect(html).toMatch(new RegExp(`data-testid="triage-shown">${tasks}<!-- --> of <!-- -->${tasks}<!-- --> tasks`));
  });

  it("says which page and which tasks it shows", () => {
    expect(render(1000)).toMatch(/page <!-- -->1<!-- --> of <!-- -->20<!-- --> \(<!-- -->1–50<!-- -->\)/);
  });

  // what the browser receives (the props, serialized into the page) grows with the page, not the
  // list: 1,000 tasks send what 51 do, but for the counts' digits (all 1,000 rows were ~1 MB)
  it("1,000 tasks send the browser one page of rows", () => {
    const sent = (n: number) =>
      JSON.stringify(
        triageViewRows(
          Array.from({ length: n }, (_, i) => triageRow(i)),
          parseTriageView(new URLSearchParams()),
          null,
        ),
      ).length;
    expect(sent(1000) - sent(TRIAGE_PAGE_SIZE + 1)).toBeLessThan(100);
  });
});

// a shared link (or back/forward, which re-reads the same URL) opens the view it names
describe("TriageTable opens the view its URL names", () => {
  const rows = Array.from({ length: 120 }, (_, i) => triageRow(i));
  it("page 2 of 50 shows tasks 51-100 in triage order", () => {
    const html = renderView(rows, "page=2");
    expect(tasksIn(html)).toEqual(rows.slice(50, 100).map((r) => r.id));
    expect(html).toMatch(/page <!-- -->2<!-- --> of <!-- -->3/);
  });
  it("a sort by calibration rows, descending, marked on its header", () => {
    const html = renderView(rows, "sort=-rowCount&size=100");
    expect(tasksIn(html).slice(0, 3)).toEqual(["task-0119", "task-0118", "task-0117"]);
    expect(html).toMatch(/<th data-column="rowCount" class="num" aria-sort="descending">/);
  });
  it("needs my review: only the tasks in my court, the button pressed, each filter's count", () => {
    const mine = [
      { ...triageRow(0), assignedReviewerId: "u1" },
      { ...triageRow(1), reviewed: true, lastVerdictAuthorId: "u2" },
      { ...triageRow(2), reviewed: true, lastVerdictAuthorId: "u1" },
      { ...triageRow(3) },
    ];
    const html = renderView(mine, "filter=needs-my-review");
    expect(tasksIn(html)).toEqual(["task-0000", "task-0002"]);
    expect(html).toMatch(/aria-pressed="true"[^>]*>needs my review<!-- --> <span[^>]*>2</);
    // by hand from the rows above: all 4; one task nobody's (task-0003); none waits on the contributor
    expect(html).toMatch(/data-testid="triage-count-all">4</);
    expect(html).toMatch(/data-testid="triage-count-needs-a-reviewer">1</);
    expect(html).toMatch(/data-testid="triage-count-waiting-on-contributor">0</);
  });
  it("the text filter shows in its box and narrows the list", () => {
    const html = renderView(rows, "q=task-011");
    expect(tasksIn(html)).toEqual(rows.slice(110, 120).map((r) => r.id));
    expect(html).toMatch(/value="task-011"/);
  });
  it("shows the reason and the PR (number linking to its page, short head, status)", () => {
    const html = renderView([{ ...triageRow(0), pulls: [{ number: 7, headSha: "0123456789abcdef0123", status: "failure" }] }], "");
    expect(html).toContain("unassigned, never reviewed · no verdict yet");
    expect(html).toMatch(/href="\/pulls\/7">#<!-- -->7<\/a> <code>0123456<\/code>/);
    expect(html).toContain('data-testid="triage-pr-status">failure<');
  });
});

describe("pageSpan", () => {
  it.each([
    [0, 50, 1000, "1–50"],
    [1, 50, 1000, "51–100"],
    [19, 50, 1000, "951–1,000"],
    [2, 50, 120, "101–120"],
    [0, 50, 0, "0"],
  ])("page %i of size %i over %i -> %s", (index, size, matching, span) => expect(pageSpan(index, size, matching)).toBe(span));
});
