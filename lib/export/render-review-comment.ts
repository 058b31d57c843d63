// The review as a GitHub PR comment (markdown): verdict, gate checklist, calibration table, open
// issues, reviewer comments. Pure: the same input always gives the same text, so a comment
// can be regenerated and diffed. Every piece of stored text goes through escape-markdown.
import { claimAgrees, claimDelta, conditionLabel, formatDelta, formatScore, rowLabel } from "../gates";
import type { Gate, GateEvidence, GateOutcome } from "../gates";
import { blockquote, escapeCell, escapeInline, inlineCode } from "./escape-markdown";
import type { ReviewCommentInput, ReviewCommentRow, ReviewVerdict } from "./types";

const OUTCOME_LABEL: Record<GateOutcome, string> = {
  pass: "✅ pass",
  fail: "❌ fail",
  insufficient: "⚠️ insufficient",
};

const VERDICT_LABEL: Record<ReviewVerdict, string> = {
  approve: "✅ Approved",
  request_changes: "❌ Changes requested",
  comment: "💬 Comment",
};

/** Evidence lines a table cell can hold before it stops being readable. */
const MAX_EVIDENCE_IN_CELL = 4;

function verdictLabel(verdict: ReviewVerdict | null): string {
  return verdict ? VERDICT_LABEL[verdict] : "No verdict yet";
}

const shortHash = (sha: string) => (sha.length > 12 ? sha.slice(0, 12) : sha);

/** What needs attention first: failures, then absences and unknowns, then the rest. */
const EVIDENCE_ORDER: Record<GateEvidence["kind"], number> = { problem: 0, missing: 1, unknown: 2, ok: 3, note: 4 };

function evidenceCell(gate: Gate): string {
  const sorted = [...gate.evidence].sort((a, b) => EVIDENCE_ORDER[a.kind] - EVIDENCE_ORDER[b.kind]);
  // a passing gate shows what satisfied it; a non-passing one only what is wrong or absent
  const relevant = gate.outcome === "pass" ? sorted : sorted.filter((e) => EVIDENCE_ORDER[e.kind] <= 2);
  const shown = relevant.slice(0, MAX_EVIDENCE_IN_CELL).map((e) => e.text);
  const more = relevant.length - shown.length;
  return escapeCell(shown.join("; ") + (more > 0 ? `; … (+${more} more)` : ""));
}

function gatesSection(gates: Gate[]): string[] {
  const lines = ["### Gates", "", "| gate | outcome | evidence |", "|---|---|---|"];
  for (const gate of gates) {
    lines.push(`| ${escapeCell(gate.title)} | ${OUTCOME_LABEL[gate.outcome]} | ${evidenceCell(gate)} |`);
  }
  const counts = (["pass", "fail", "insufficient"] as const).map((o) => `${gates.filter((g) => g.outcome === o).length} ${o}`);
  lines.push("", `${counts.join(", ")}. Thresholds: \`lib/gates/thresholds.ts\`.`);
  return lines;
}

function rowCells(row: ReviewCommentRow): string[] {
  const delta = claimDelta(row);
  const deltaText = delta === null ? "—" : `${formatDelta(delta)}${claimAgrees(row) ? "" : " ⚠️"}`;
  return [
    escapeCell(row.harness),
    escapeCell(row.model ?? ""),
    conditionLabel(row),
    formatScore(row.claimedScore),
    formatScore(row.recomputedScore),
    deltaText,
    row.turns === null ? "—" : String(row.turns),
    row.status.replace(/_/g, " "),
  ];
}

function calibrationSection(rows: ReviewCommentRow[], judgeId: string | null | undefined): string[] {
  const lines = ["### Calibration", ""];
  if (rows.length === 0) return [...lines, "No calibration rows recorded."];
  if (judgeId) lines.push(`Recomputed with ${inlineCode(judgeId)}.`, "");
  lines.push(
    "| harness | model | condition | claimed | recomputed | Δ | turns | status |",
    "|---|---|---|---:|---:|---:|---:|---|",
    ...rows.map((row) => `| ${rowCells(row).join(" | ")} |`),
  );
  return lines;
}

function bullet(label: string, text: string): string {
  return `- **${escapeInline(label)}**: ${escapeInline(text)}`;
}

function openIssuesSection(input: ReviewCommentInput): string[] {
  const items: string[] = [];
  for (const gate of input.gates.filter((g) => g.outcome === "fail")) {
    const problems = gate.evidence.filter((e) => e.kind === "problem").map((e) => e.text);
    const detail = gate.id === "claimed-matches-recomputed" ? "see the claimed ≠ recomputed rows below"
      : problems.length > 0 ? problems.join("; ") : "required rows are missing (below)";
    items.push(bullet(`Failing: ${gate.title}`, detail));
  }
  for (const row of input.rows.filter((r) => !claimAgrees(r))) {
    items.push(bullet("Claimed ≠ recomputed",
      `${rowLabel(row)} (${conditionLabel(row)}): claimed ${formatScore(row.claimedScore)}, recomputed ${formatScore(row.recomputedScore)}, Δ ${formatDelta(claimDelta(row))}`));
  }
  for (const gate of input.gates) {
    for (const e of gate.evidence.filter((ev) => ev.kind === "missing")) items.push(bullet("Missing", e.text));
  }
  for (const gate of input.gates.filter((g) => g.outcome === "insufficient")) {
    const unknown = gate.evidence.filter((e) => e.kind === "unknown").map((e) => e.text);
    items.push(bullet(`Not yet checked: ${gate.title}`, unknown.join("; ") || "not enough facts"));
  }
  for (const issue of input.openIssues) {
    items.push(issue.detail ? bullet(issue.title, issue.detail) : `- ${escapeInline(issue.title)}`);
  }
  return ["### Open issues", "", ...(items.length > 0 ? items : ["None."])];
}

function commentsSection(input: ReviewCommentInput): string[] {
  const lines = ["### Reviewer comments", ""];
  if (input.comments.length === 0) return [...lines, "None."];
  input.comments.forEach((comment, i) => {
    if (i > 0) lines.push("");
    const on = comment.anchor ? ` on ${inlineCode(comment.anchor)}` : "";
    lines.push(`**${escapeInline(comment.author) || "anonymous"}**${on}:`, "", blockquote(comment.body));
  });
  return lines;
}

export function renderReviewComment(input: ReviewCommentInput): string {
  const { task, revision } = input;
  const title = task.title ? ` — ${escapeInline(task.title)}` : "";
  const sections = [
    [
      `## Review of ${inlineCode(task.id)}: ${verdictLabel(input.verdict)}`,
      "",
      `Revision ${inlineCode(shortHash(revision.contentSha256))}, instruction ${inlineCode(shortHash(revision.instructionSha256))}${title}`,
    ],
    gatesSection(input.gates),
    calibrationSection(input.rows, revision.judgeId),
    openIssuesSection(input),
    ["### Verdict", "", `**${verdictLabel(input.verdict)}**`],
    commentsSection(input),
    ["---", "_Generated by vbench-review from stored facts; every recomputed score is the judge's own run on the stored ledger._"],
  ];
  return sections.map((lines) => lines.join("\n")).join("\n\n") + "\n";
}
