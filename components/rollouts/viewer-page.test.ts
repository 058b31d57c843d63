import { describe, expect, it } from "vitest";
import { NO_FILTER } from "./step-filter";
import { buildViewerPage } from "./viewer-page";
import { viewerHref } from "./viewer-href";
import type { ViewerFinding, ViewerStep } from "./viewer-types";

const LIMITS = { maxSteps: 4, maxChars: 1000, stepCap: 50 };
// 10 steps: call/result pairs of tool "Bash", step 7 has 200 characters of text
const steps: ViewerStep[] = Array.from({ length: 10 }, (_, i) => ({
  index: i,
  line: i + 1,
  kind: i % 2 === 0 ? "tool_call" : "tool_result",
  callId: `c${Math.floor(i / 2)}`,
  ...(i % 2 === 0 ? { toolName: i === 4 ? "Write" : "Bash" } : {}),
  text: i === 7 ? "x".repeat(200) : `step ${i} text${i === 5 ? " needle" : ""}`,
}));
const findings: ViewerFinding[] = [{ id: 0, kind: "network_used", severity: "warning", step: 8, line: 9, title: "t", evidence: "e" }];

describe("buildViewerPage", () => {
  it.each([
    {
      name: "first page by default",
      query: { filter: NO_FILTER, page: null, step: null },
      want: { page: 0, pages: 3, first: 0, count: 10 },
    },
    { name: "page 2 (0-based 1)", query: { filter: NO_FILTER, page: 1, step: null }, want: { page: 1, pages: 3, first: 4, count: 10 } },
    {
      name: "a page past the end is the last",
      query: { filter: NO_FILTER, page: 99, step: null },
      want: { page: 2, pages: 3, first: 8, count: 10 },
    },
    {
      name: "?step opens the page holding it",
      query: { filter: NO_FILTER, page: 0, step: 9 },
      want: { page: 2, pages: 3, first: 8, count: 10 },
    },
    {
      name: "search reads the full text of every page",
      query: { filter: { ...NO_FILTER, query: "NEEDLE" }, page: null, step: null },
      want: { page: 0, pages: 1, first: 5, count: 1 },
    },
    {
      name: "a result keeps its call's tool across the filter",
      query: { filter: { ...NO_FILTER, tool: "Write" }, page: null, step: null },
      want: { page: 0, pages: 1, first: 4, count: 2 },
    },
    {
      name: "a filter hiding the requested step is dropped",
      query: { filter: { ...NO_FILTER, finding: "any" }, page: null, step: 3 },
      want: { page: 0, pages: 3, first: 0, count: 10 },
    },
  ])("$name", ({ query, want }) => {
    const got = buildViewerPage(steps, findings, query, LIMITS);
    expect({ page: got.info.page, pages: got.info.pages, first: got.steps[0]?.index, count: got.info.visibleCount }).toEqual(want);
  });

  it("cuts a long step to the cap and says how much is left out; tools listed from every page", () => {
    const got = buildViewerPage(steps, findings, { filter: NO_FILTER, page: 1, step: null }, LIMITS);
    const long = got.steps.find((s) => s.index === 7)!;
    expect(long.text).toHaveLength(50);
    expect(long.omittedChars).toBe(150);
    expect(long.tool).toBe("Bash");
    expect(got.steps.find((s) => s.index === 5)?.tool).toBe("Write");
    expect(got.info.toolNames).toEqual(["Bash", "Write"]);
    expect(got.info.findingKinds).toEqual(["network_used"]);
  });
});

describe("viewerHref", () => {
  it.each([
    [NO_FILTER, {}, "/r"],
    [NO_FILTER, { page: 0 }, "/r"],
    [NO_FILTER, { page: 1 }, "/r?page=2"],
    [{ query: "a b", tool: "Bash", finding: "" }, { step: 3 }, "/r?q=a+b&tool=Bash&step=3"],
  ])("%o %o → %s", (filter, at, want) => expect(viewerHref("/r", filter, at)).toBe(want));
});
