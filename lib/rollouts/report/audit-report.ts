// The CLI's report of one trajectory: a summary block and every finding, as text or one JSON object.
import type { Finding } from "../audits/finding";
import type { TrajectorySummary } from "../types";

export interface AuditReport {
  file: string;
  format: string;
  harness: string | null;
  harnessVersion: string | null;
  model: string | null;
  toolCalls: number | null;
  modelTurns: number | null;
  reportedTurns: number | null;
  durationMs: number | null;
  exitReason: string | null;
  exitDetail: string | null;
  costUsd: number | null;
  lines: number;
  steps: number | null;
  firstUserMessageSha256: string | null;
  auditedWith: string[];
  findings: Finding[];
}

export function auditReport(file: string, s: TrajectorySummary, rowFindings: Finding[] = []): AuditReport {
  return {
    file,
    format: s.format,
    harness: s.meta?.harness ?? null,
    harnessVersion: s.harnessVersion,
    model: s.model,
    toolCalls: s.toolCalls,
    modelTurns: s.modelTurns,
    reportedTurns: s.reportedTurns,
    durationMs: s.meta?.durationMs ?? null,
    exitReason: s.meta?.exitReason ?? null,
    exitDetail: s.meta?.exitDetail ?? null,
    costUsd: s.meta?.costUsd ?? null,
    lines: s.lines,
    steps: s.meta?.steps ?? null,
    firstUserMessageSha256: s.firstUserMessage?.sha256 ?? null,
    auditedWith: s.auditedWith ?? [],
    findings: [...(s.findings ?? []), ...rowFindings],
  };
}

export function formatDuration(ms: number | null): string {
  if (ms === null) return "not recorded";
  const sec = Math.round(ms / 1000);
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = sec % 60;
  return h > 0 ? `${h}h ${m}m ${s}s` : m > 0 ? `${m}m ${s}s` : `${s}s`;
}

export function renderAuditReport(r: AuditReport): string {
  const v = (x: unknown) => (x === null || x === undefined || x === "" ? "—" : String(x));
  const out = [
    r.file,
    `  format       ${r.format}`,
    `  harness      ${v(r.harness)} ${r.harnessVersion ?? ""}`.trimEnd(),
    `  model        ${v(r.model)}`,
    `  tool calls   ${v(r.toolCalls)}`,
    `  turns        ${v(r.modelTurns)} model turns${r.reportedTurns !== null ? ` (log says ${r.reportedTurns})` : ""}`,
    `  duration     ${formatDuration(r.durationMs)}`,
    `  exit         ${v(r.exitReason)}${r.exitDetail ? ` — ${r.exitDetail}` : ""}`,
    ...(r.costUsd !== null ? [`  cost         $${r.costUsd.toFixed(2)}`] : []),
    `  checked with ${r.auditedWith.length ? r.auditedWith.join(", ") : "the log alone (pass --task to compare with a task folder)"}`,
    "",
    r.findings.length === 0 ? "no findings" : `${r.findings.length} finding${r.findings.length === 1 ? "" : "s"}:`,
  ];
  for (const f of r.findings) {
    const where =
      f.step !== null ? `step ${f.step}${f.line !== null ? ` (line ${f.line})` : ""}` : f.line !== null ? `line ${f.line}` : "whole run";
    out.push(`  [${f.severity}] ${f.kind} · ${where}: ${f.title}`);
    for (const line of f.evidence.split("\n").slice(0, 6)) out.push(`      > ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`);
  }
  return out.join("\n") + "\n";
}
