// The summary counts the importer stores (tool-call turns per TRAJECTORY_FORMATS.md) derived from
// the normalised steps, so the viewer, the audits and the stored counts can never disagree.
import type { ParsedTrajectory } from "./step-types";

export interface StepCounts {
  toolCalls: number | null;
  failedToolCalls: number | null;
  subagentToolCalls: number | null;
  toolNames: Record<string, number>;
}

export function deriveCounts(parsed: ParsedTrajectory): StepCounts {
  if (parsed.format === "unknown") return { toolCalls: null, failedToolCalls: null, subagentToolCalls: null, toolNames: {} };
  const toolNames: Record<string, number> = {};
  let calls = 0;
  let subagent = 0;
  let failed = 0;
  const seen = new Set<string>();
  for (const s of parsed.steps) {
    if (s.kind === "tool_call") {
      const key = s.callId ?? `step:${s.index}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (s.subagent) {
        subagent++;
        continue;
      }
      calls++;
      const name = s.toolName ?? "(unnamed)";
      toolNames[name] = (toolNames[name] ?? 0) + 1;
    } else if (s.kind === "tool_result" && !s.subagent && failedCounts(parsed.format, s)) failed++;
  }
  return {
    toolCalls: calls,
    failedToolCalls: parsed.format === "harbor-atif" ? null : failed,
    subagentToolCalls: parsed.format === "claude-stream-json" ? subagent : null,
    toolNames,
  };
}

/** Codex marks a failed call by status (exit_code alone is not failure for the log); Claude by is_error. */
function failedCounts(format: ParsedTrajectory["format"], s: ParsedTrajectory["steps"][number]): boolean {
  return s.isError === true && format !== "harbor-atif";
}
