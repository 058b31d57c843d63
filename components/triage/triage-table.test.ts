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
    latestRevisionId: `rev-${i}`,
    latestRevisionAt: "2026-12-05T07:00:00.000Z",
    latestRevisionSource: null,
    revisionCount: 1,
    rowCount: i,
    counts: { pass: 1, fail: i % 3, warn: 0, insufficient: 0, claimed: 0 },
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
    lastActivity: null,
    myLastVerdictRevisionId: null,
  };
}

const render = (n: number) =>
  renderToString(
    createElement(TriageTable, { rows: Array.from({ length: n }, (_, i) => row(i)), me: null, reviewers: [], canAssign: false }),
  );
const rowsIn = (html: string) => html.match(/data-testid="triage-row"/g)?.length ?? 0;

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

describe("pageSpan", () => {
  it.each([
    [0, 50, 1000, "1–50"],
    [1, 50, 1000, "51–100"],
    [19, 50, 1000, "951–1,000"],
    [2, 50, 120, "101–120"],
    [0, 50, 0, "0"],
  ])("page %i of size %i over %i -> %s", (index, size, matching, span) => expect(pageSpan(index, size, matching)).toBe(span));
});
