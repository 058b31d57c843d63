// "Contract review" for the PR comment: the stored contract findings grouped by code, each with
// its file:line, message and evidence, then the checks that could not run (absent, never a pass).
// The task page groups the same way (contractGroups), so the two never disagree.
import type { ReviewBlock, ReviewSection } from "../types";

export interface ContractFindingText {
  code: string;
  severity: "error" | "warn" | "info";
  file: string;
  line: number | null;
  message: string;
  evidence: string;
  fix: string;
  /** the cited line and its neighbours (reviews stored before context existed have none) */
  context?: { firstLine: number; lines: string[] };
}

export interface ContractReviewText {
  findings: ContractFindingText[];
  checks: { check: string; state: "ran" | "absent"; note: string }[];
}

/** Findings grouped by code, groups in first-appearance order (the review sorts errors first). */
export function contractGroups(findings: readonly ContractFindingText[]): { code: string; findings: ContractFindingText[] }[] {
  const groups = new Map<string, ContractFindingText[]>();
  for (const f of findings) groups.set(f.code, [...(groups.get(f.code) ?? []), f]);
  return [...groups].map(([code, list]) => ({ code, findings: list }));
}

export const placeOf = (f: Pick<ContractFindingText, "file" | "line">) => `${f.file}${f.line !== null ? `:${f.line}` : ""}`;

export function contractSection(review: ContractReviewText): ReviewSection {
  const blocks: ReviewBlock[] = [];
  for (const g of contractGroups(review.findings)) {
    blocks.push({ kind: "paragraph", text: [{ code: g.code }, ` (${g.findings.length})`] });
    blocks.push({
      kind: "bullets",
      items: g.findings.map((f) => [`${f.severity}: `, { code: placeOf(f) }, ` ${f.message}. Evidence: ${f.evidence}. Fix: ${f.fix}`]),
    });
  }
  if (review.findings.length === 0) blocks.push({ kind: "paragraph", text: "No contract findings from the checks that ran." });
  const hygiene = review.checks.find((c) => c.check === "repository_hygiene" && c.state === "ran");
  if (hygiene) blocks.push({ kind: "paragraph", text: ["repository hygiene: ", hygiene.note] });
  const absent = review.checks.filter((c) => c.state === "absent");
  if (absent.length > 0) blocks.push({ kind: "bullets", items: absent.map((c) => [`not checked: `, { code: c.check }, ` (${c.note})`]) });
  return { id: "contract-review", title: "Contract review", placement: "after-calibration", blocks };
}
