// The PR comment's trajectory section: per trajectory, every finding that is not context (fail and
// warning), with its step and quoted evidence; an instruction diff folded in <details>.
import type { ReviewBlock, ReviewSection } from "../../export/types";
import type { Finding } from "../audits/finding";

export interface TrajectoryReviewItem {
  /** the row it belongs to, or the file name for an unlinked trajectory */
  label: string;
  /** path inside the task folder (the PR shows it) */
  path: string;
  findings: Finding[];
}

const EVIDENCE_IN_COMMENT = 300;

function one(f: Finding): ReviewBlock[] {
  const where = f.step !== null ? `step ${f.step}` : f.line !== null ? `line ${f.line}` : "whole run";
  const evidence = f.evidence.length > EVIDENCE_IN_COMMENT ? `${f.evidence.slice(0, EVIDENCE_IN_COMMENT)}…` : f.evidence;
  const blocks: ReviewBlock[] = [{ kind: "paragraph", text: [{ code: f.kind }, ` (${f.severity}, ${where}): ${f.title}`] }];
  blocks.push({ kind: "quote", text: evidence });
  const diff = typeof f.detail?.diff === "string" ? f.detail.diff : null;
  if (diff)
    blocks.push({
      kind: "details",
      summary: "instruction diff (shipped instruction.md vs the first user message)",
      blocks: [{ kind: "quote", text: diff }],
    });
  return blocks;
}

export function trajectoryReviewSection(items: TrajectoryReviewItem[]): ReviewSection | null {
  const withFindings = items
    .map((i) => ({ ...i, findings: i.findings.filter((f) => f.severity !== "info") }))
    .filter((i) => i.findings.length > 0);
  if (items.length === 0) return null;
  const blocks: ReviewBlock[] = [];
  if (withFindings.length === 0) {
    blocks.push({
      kind: "paragraph",
      text: `${items.length} stored trajector${items.length === 1 ? "y was" : "ies were"} audited (answer-key access, network, harness parity, condition, budget, claims): nothing to report.`,
    });
  }
  for (const item of withFindings) {
    const fails = item.findings.filter((f) => f.severity === "fail").length;
    const summary = [
      `${item.label} — `,
      { code: item.path },
      `: ${fails ? `${fails} blocking, ` : ""}${item.findings.length} finding${item.findings.length === 1 ? "" : "s"}`,
    ];
    blocks.push({ kind: "details", summary, blocks: item.findings.flatMap(one) });
  }
  return { id: "trajectory-findings", title: "Trajectory integrity", placement: "after-calibration", blocks };
}
