// The server side of the trajectory viewer: filter every step (search reads the full text), cut
// the result into pages (lib/rollouts/view/step-pages) and send one page, its long texts cut to a
// head. Pure, so page boundaries and filter/step interplay are table-tested without a browser.
import { cutText, DEFAULT_LIMITS, pageContaining, pageRange, pageStarts, type PageLimits } from "@/lib/rollouts/view/step-pages";
import { filterSteps, findingsByStep, NO_FILTER, toolOfSteps, type StepFilter } from "./step-filter";
import type { ViewerFinding, ViewerPageInfo, ViewerStep } from "./viewer-types";

export interface ViewerQuery {
  filter: StepFilter;
  /** 0-based page; ignored when `step` is given */
  page: number | null;
  /** open the page holding this step (filters that hide it are dropped) */
  step: number | null;
}

export interface ViewerPage {
  steps: ViewerStep[];
  info: ViewerPageInfo;
  /** the filter in effect (cleared when it hid the requested step) */
  filter: StepFilter;
}

export function buildViewerPage(
  all: readonly ViewerStep[],
  findings: readonly ViewerFinding[],
  query: ViewerQuery,
  limits: PageLimits = DEFAULT_LIMITS,
): ViewerPage {
  const byStep = findingsByStep([...findings]);
  const tools = toolOfSteps([...all]);
  let filter = query.filter;
  let visible = filterSteps([...all], filter, byStep, tools);
  let at = query.step !== null ? visible.indexOf(query.step) : -1;
  if (query.step !== null && at < 0 && query.step < all.length) {
    filter = NO_FILTER;
    visible = all.map((_, i) => i);
    at = query.step;
  }
  const starts = pageStarts(
    visible.map((i) => all[i].text.length),
    limits,
  );
  const wanted = at >= 0 ? pageContaining(starts, at) : (query.page ?? 0);
  const { page, from, to } = pageRange(starts, visible.length, wanted);
  const steps = visible.slice(from, to).map((i) => {
    const s = all[i];
    const cut = cutText(s.text, limits.stepCap);
    const tool = tools.get(s.index);
    return {
      ...s,
      ...(tool ? { tool } : {}),
      ...(cut.omittedChars > 0 ? { text: cut.text, omittedChars: cut.omittedChars } : {}),
    };
  });
  return {
    steps,
    filter,
    info: {
      page,
      pages: starts.length,
      visibleCount: visible.length,
      totalSteps: all.length,
      toolNames: [...new Set(tools.values())].sort(),
      findingKinds: [...new Set(findings.filter((f) => f.step !== null).map((f) => f.kind))].sort(),
    },
  };
}
