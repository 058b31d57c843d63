// Budget and termination: wall time and tool calls against task.toml, a different time cap stated
// to the agent, and endings that are not a finished run (rate limit, credentials, timeout, cut off).
import type { ParsedTrajectory } from "../parse/step-types";
import type { AuditContext } from "./context";
import { quote, type Finding } from "./finding";

const CAP_IN_TEXT = new RegExp(
  /(?:(?:time|wall[- ]clock)\s+(?:limit|budget|cap)|timeout|you have|within|at most|cap(?:ped)? at)[^.\n]{0,40}?\b(\d+(?:\.\d+)?)\s*[- ]?(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b|\b(\d+(?:\.\d+)?)[- ](hours?|minutes?|mins?)\s+(?:time\s+)?(?:cap|limit|budget|timeout)/
    .source,
  "gi",
);

function seconds(value: number, unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith("h")) return value * 3600;
  if (u.startsWith("m")) return value * 60;
  return value;
}

function human(sec: number): string {
  return sec >= 3600 && sec % 3600 === 0 ? `${sec / 3600} h` : sec >= 60 ? `${Math.round(sec / 60)} min` : `${sec} s`;
}

export function auditBudget(parsed: ParsedTrajectory, context: AuditContext, toolCalls: number | null): Finding[] {
  const findings: Finding[] = [];
  const m = parsed.meta;
  const budget = context.budget?.timeoutSec ?? null;
  if (budget !== null && m.durationMs !== null && m.durationMs / 1000 > budget * 1.02) {
    findings.push({
      kind: "budget_exceeded",
      severity: "warning",
      step: null,
      line: null,
      title: `wall time ${human(Math.round(m.durationMs / 1000))} exceeds the task's ${human(budget)} budget`,
      evidence: `duration_ms ${m.durationMs} vs task.toml timeout_sec ${budget}`,
    });
  }
  const maxTurns = context.budget?.maxTurns ?? null;
  if (maxTurns !== null && toolCalls !== null && toolCalls > maxTurns) {
    findings.push({
      kind: "budget_exceeded",
      severity: "warning",
      step: null,
      line: null,
      title: `${toolCalls} tool calls exceed the task's ${maxTurns}-turn cap`,
      evidence: `counted ${toolCalls}`,
    });
  }
  if (budget !== null) {
    for (const s of parsed.steps) {
      if ((s.kind !== "user" && s.kind !== "system") || s.subagent) continue;
      // the first stated duration that reads as a run cap (a minute or more), not "1 second" of tolerance
      const hit = [...s.text.matchAll(CAP_IN_TEXT)].find((h) => seconds(Number(h[1] ?? h[3]), h[2] ?? h[4]) >= 60);
      if (!hit) continue;
      const stated = seconds(Number(hit[1] ?? hit[3]), hit[2] ?? hit[4]);
      if (Math.abs(stated - budget) / budget < 0.02) continue;
      findings.push({
        kind: "budget_exceeded",
        severity: "warning",
        step: s.index,
        line: s.line,
        title: `the agent was told a ${human(stated)} cap; task.toml declares ${human(budget)}`,
        evidence: quote(s.text, hit.index, 300),
        detail: { statedSec: stated, taskSec: budget },
      });
      break;
    }
  }
  if (m.exitReason !== "completed" && m.exitReason !== "unknown") {
    const last = [...parsed.steps].reverse().find((s) => s.kind === "result" || s.isError);
    const titles: Record<string, string> = {
      rate_limit: "the run ended at a provider rate limit",
      credential: "the run ended on a credential / authorisation error",
      timeout: "the run ended on a timeout",
      max_turns: "the run ended at the harness's turn limit",
      interrupted: "the run was interrupted (no final record)",
      error: "the run ended with an error",
    };
    findings.push({
      kind: "abnormal_ending",
      severity: "warning",
      step: last?.index ?? null,
      line: last?.line ?? null,
      title: titles[m.exitReason] ?? m.exitReason,
      evidence: m.exitDetail ?? last?.text.slice(0, 300) ?? "",
    });
  }
  return findings;
}
