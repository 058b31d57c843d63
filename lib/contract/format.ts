// The review as plain text (CLI): findings grouped by code, each with file:line, evidence and fix;
// then the checks that could not run (they are "absent", never a pass).
import type { ContractReview } from "./types";

export function formatReview(review: ContractReview): string {
  const lines: string[] = [];
  const codes = [...new Set(review.findings.map((f) => f.code))];
  for (const code of codes) {
    const group = review.findings.filter((f) => f.code === code);
    lines.push(`${code} (${group.length})`);
    for (const f of group) {
      lines.push(`  ${f.severity.padEnd(5)} ${f.file}${f.line !== null ? `:${f.line}` : ""}  ${f.message}`);
      if (f.evidence) lines.push(`        evidence: ${f.evidence}`);
      lines.push(`        fix: ${f.fix}`);
    }
  }
  if (codes.length === 0) lines.push("no contract findings");
  const absent = review.checks.filter((c) => c.state === "absent");
  for (const c of absent) lines.push(`not checked: ${c.check} (${c.note})`);
  return lines.join("\n") + "\n";
}
