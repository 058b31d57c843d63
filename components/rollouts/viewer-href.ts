// The trajectory viewer's URLs: ?q, ?tool, ?finding, then ?page (1-based) or ?step.
import type { StepFilter } from "./step-filter";

/** The viewer's URL for a filter and a page or step (empty parts left out, so links stay short). */
export function viewerHref(base: string, filter: StepFilter, at: { page?: number; step?: number }): string {
  const q = new URLSearchParams();
  if (filter.query) q.set("q", filter.query);
  if (filter.tool) q.set("tool", filter.tool);
  if (filter.finding) q.set("finding", filter.finding);
  if (at.step !== undefined) q.set("step", String(at.step));
  else if (at.page) q.set("page", String(at.page + 1));
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}
