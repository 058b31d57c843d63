// Which steps the viewer shows: a text search over the full text, a tool filter and a finding
// filter, combined. Pure, so the viewer's behaviour is table-tested without a browser.
import type { ViewerFinding, ViewerStep } from "./viewer-types";

export interface StepFilter {
  query: string;
  /** "" = every tool; otherwise only calls and results of that tool */
  tool: string;
  /** "" = all steps; "any" = steps with a finding; a finding kind = steps with that kind */
  finding: string;
}

export const NO_FILTER: StepFilter = { query: "", tool: "", finding: "" };

/** Steps with findings, by step index, so a row can show its markers. */
export function findingsByStep(findings: ViewerFinding[]): Map<number, ViewerFinding[]> {
  const out = new Map<number, ViewerFinding[]>();
  for (const f of findings) {
    if (f.step === null) continue;
    out.set(f.step, [...(out.get(f.step) ?? []), f]);
  }
  return out;
}

/** A tool_result inherits its call's tool name through callId, so "filter by tool" keeps both. */
export function toolOfSteps(steps: ViewerStep[]): Map<number, string> {
  const byCall = new Map<string, string>();
  const out = new Map<number, string>();
  for (const s of steps) {
    if (s.kind === "tool_call" && s.toolName) {
      if (s.callId) byCall.set(s.callId, s.toolName);
      out.set(s.index, s.toolName);
    } else if (s.kind === "tool_result") {
      const name = s.toolName ?? (s.callId ? byCall.get(s.callId) : undefined);
      if (name) out.set(s.index, name);
    }
  }
  return out;
}

export function filterSteps(
  steps: ViewerStep[],
  filter: StepFilter,
  byStep: Map<number, ViewerFinding[]>,
  tools: Map<number, string>,
): number[] {
  const q = filter.query.trim().toLowerCase();
  const out: number[] = [];
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    if (filter.tool && tools.get(s.index) !== filter.tool) continue;
    if (filter.finding) {
      const fs = byStep.get(s.index);
      if (!fs || (filter.finding !== "any" && !fs.some((f) => f.kind === filter.finding))) continue;
    }
    if (q && !s.text.toLowerCase().includes(q) && !(s.toolName ?? "").toLowerCase().includes(q)) continue;
    out.push(i);
  }
  return out;
}

/** Lines after which a tool output folds (the rest opens on click). */
export const FOLD_LINES = 12;

export function foldedText(text: string, lines = FOLD_LINES): { head: string; hiddenLines: number } {
  let at = -1;
  for (let n = 0; n < lines; n++) {
    at = text.indexOf("\n", at + 1);
    if (at < 0) return { head: text, hiddenLines: 0 };
  }
  const rest = text.slice(at + 1);
  return { head: text.slice(0, at), hiddenLines: rest.split("\n").length };
}
