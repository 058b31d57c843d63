// The triage list renders one page of tasks (50) with a pager, not every task: at 1,000 tasks the
// whole list was 3.1 MB of HTML (npm run bench:scale). Rendered on the server as the home page is.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { TriageTable } from "./TriageTable";

// the assign-reviewer cell imports its server action's module (never called here)
vi.mock("server-only", () => ({}));
import { pageSpan, TRIAGE_PAGE_SIZE } from "./TriagePager";
import type { TriageTableRow } from "./triage-row";

function row(i: number): TriageTableRow {
  return {
    id: `task-${String(i).padStart(4, "0")}`,
    title: `Task ${i}`,
    family: "demo",
    judgeId: null,
    isDemo: false,
    reviewStatus: "draft",
    rank: i,
    rankReason: "unassigned, never reviewed · no verdict yet",
    latestRevisionId: `rev-${i}`,
    latestRevisionAt: "2026-12-05T07:00:00.000Z",
    latestRevisionSource: null,
    revisionCount: 1,
    rowCount: i,
    counts: { pass: 1, fail: i % 3, warn: 0, insufficient: 0, claimed: 0 },
    blocking: i % 3,
    claimsNotReproduced: 0,
    submissionsAwaiting: 0,
    audits: "none",
    changedSinceReview: false,
    openAuthorAsks: 0,
    openMaintainerAsks: 0,
    waitsOn: "maintainer",
    waitsOnWhy: "no verdict yet",
    assignedReviewerId: null,
    assignedReviewerName: null,
    lastVerdictAuthorId: null,
    reviewed: false,
    lastActivity: null,
    lastActivityWhat: null,
    myLastVerdictRevisionId: null,
    pulls: [],
  };
}

const render = (n: number) =>
  renderToString(
    createElement(TriageTable, { rows: Array.from({ length: n }, (_, i) => row(i)), me: null, reviewers: [], canAssign: false }),
  );
const rowsIn = (html: string) => html.match(/data-testid="triage-row"/g)?.length ?? 0;
const tasksIn = (html: string) => [...html.matchAll(/data-testid="triage-row" data-task="([^"]+)"/g)].map((m) => m[1]);
const renderView = (rows: TriageTableRow[], initialQuery: string, me: string | null = "u1") =>
  renderToString(createElement(TriageTable, { rows, me, initialQuery, reviewers: [], canAssign: false }));

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
});

// a shared link (or back/forward, which re-reads the same URL) opens the view it names
describe("TriageTable opens the view its URL names", () => {
  const rows = Array.from({ length: 120 }, (_, i) => row(i));
  it("page 2 of 50 shows tasks 51-100 in triage order", () => {
    const html = renderView(rows, "page=2");
    expect(tasksIn(html)).toEqual(rows.slice(50, 100).map((r) => r.id));
    expect(html).toMatch(/page <!-- -->2<!-- --> of <!-- -->3/);
  });
  it("a sort by calibration rows, descending", () => {
    expect(tasksIn(renderView(rows, "sort=-rowCount&size=100")).slice(0, 3)).toEqual(["task-0119", "task-0118", "task-0117"]);
  });
  it("the triage order is the server's rank, not the input order", () => {
    const shuffled = [row(2), row(0), row(1)];
    expect(tasksIn(renderView(shuffled, ""))).toEqual(["task-0000", "task-0001", "task-0002"]);
  });
  it("needs my review: only the tasks in my court, the button pressed", () => {
    const mine = [
      { ...row(0), assignedReviewerId: "u1" },
      { ...row(1), reviewed: true, lastVerdictAuthorId: "u2" },
      { ...row(2), reviewed: true, lastVerdictAuthorId: "u1" },
      { ...row(3) },
    ];
    const html = renderView(mine, "filter=needs-my-review");
    expect(tasksIn(html)).toEqual(["task-0000", "task-0002"]);
    expect(html).toMatch(/aria-pressed="true"[^>]*>needs my review</);
  });
  it("shows the reason and the PR (number linking to its page, short head, status)", () => {
    const html = renderView([{ ...row(0), pulls: [{ number: 7, headSha: "0123456789abcdef0123", status: "failure" }] }], "");
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
