// Import findings, judge pairings, and scores above the bar on rows that do not count: the facts
// a maintainer states next to the gates so the PR author knows what to fix and why.
import { GATE_THRESHOLDS as T, conditionLabel, formatScore, rowLabel } from "../../gates";
import type {
  FindingSeverity,
  ReviewBlock,
  ReviewCommentRow,
  ReviewFinding,
  ReviewJudgePairing,
  ReviewSection,
  ReviewText,
} from "../types";

const SEVERITY_ORDER: Record<FindingSeverity, number> = { error: 0, warning: 1, info: 2 };
const SEVERITY_LABEL: Record<FindingSeverity, string> = { error: "❌ error", warning: "⚠️ warning", info: "ℹ️ info" };

function where(f: ReviewFinding): ReviewText {
  if (!f.file) return "—";
  const at = f.line ? `${f.file}:${f.line}` : f.file;
  return f.field ? [{ code: at }, ` (${f.field})`] : [{ code: at }];
}

/** The same finding recorded twice (on the folder and on a row) is stated once. */
export function distinctFindings(findings: readonly ReviewFinding[]): ReviewFinding[] {
  const seen = new Set<string>();
  const out: ReviewFinding[] = [];
  for (const f of findings) {
    const key = `${f.severity}\u0000${f.file ?? ""}\u0000${f.line ?? ""}\u0000${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}

function findingsTable(findings: ReviewFinding[]): ReviewBlock {
  return {
    kind: "table",
    columns: [{ title: "severity" }, { title: "where" }, { title: "row" }, { title: "finding" }],
    rows: findings.map((f) => [SEVERITY_LABEL[f.severity], where(f), f.row ?? "", f.message]),
  };
}

export function findingsSection(findings: readonly ReviewFinding[]): ReviewSection | null {
  const all = distinctFindings(findings);
  if (all.length === 0) return null;
  const serious = all.filter((f) => f.severity !== "info");
  const info = all.filter((f) => f.severity === "info");
  const blocks: ReviewBlock[] = [];
  if (serious.length > 0) blocks.push(findingsTable(serious));
  if (info.length > 0)
    blocks.push({
      kind: "details",
      summary: `${info.length} informational finding${info.length === 1 ? "" : "s"} (how values were read)`,
      blocks: [findingsTable(info)],
    });
  return { id: "import-findings", title: "Import findings", blocks };
}

export function pairingsSection(pairings: readonly ReviewJudgePairing[]): ReviewSection | null {
  if (pairings.length === 0) return null;
  const rows = pairings.map((p): ReviewText[] => [
    [{ code: p.judgeId }],
    p.isPrimary ? "primary (gates use it)" : "also scored",
    p.label ?? "",
    p.groundTruthPath ? [{ code: p.groundTruthPath }, p.groundTruthSha256 ? ` sha256 ${p.groundTruthSha256.slice(0, 12)}` : ""] : "—",
    formatScore(p.oracleScore ?? null),
    formatScore(p.perfectScore ?? null),
  ]);
  const blocks: ReviewBlock[] = [
    {
      kind: "table",
      columns: [
        { title: "judge" },
        { title: "role" },
        { title: "what it scores" },
        { title: "ground truth" },
        { title: "folder's oracle", align: "right" },
        { title: "perfect from its ground truth", align: "right" },
      ],
      rows,
    },
  ];
  if (pairings.length > 1) {
    blocks.push({
      kind: "paragraph",
      text: "Every stored ledger is scored under each of these judges; calibration rows with a ledger show one recomputed column per judge.",
    });
  }
  return { id: "judge-pairings", title: pairings.length === 1 ? "Judge" : "Judge pairings", blocks };
}

/** Rows whose number is over a bar although they do not count toward it: worth a sentence each. */
export function scoresAboveBarSection(rows: readonly ReviewCommentRow[]): ReviewSection | null {
  const items: ReviewText[] = [];
  for (const row of rows) {
    const score = row.recomputedScore ?? row.claimedScore;
    if (score === null || row.status === "official") continue;
    const isFull = row.condition === "full";
    const bar = isFull ? T.agentMaxScoreExclusive : row.condition === "other" ? null : T.ablationMaxScore;
    if (bar === null || score < bar - T.scoreEpsilon) continue;
    const source = row.recomputedScore !== null ? "recomputes to" : "claims";
    const times = (score / bar).toFixed(1);
    items.push([
      { strong: `${rowLabel(row)} (${conditionLabel(row)}, ${row.status.replace(/_/g, " ")})` },
      ` ${source} ${formatScore(score)}, ${times}× the ${bar.toFixed(2)} ${isFull ? "strong-agent bar" : "ablation bar"}.`,
      " It does not count toward the gates because of its status; the PR should say why that status is right.",
    ]);
  }
  if (items.length === 0) return null;
  return { id: "scores-above-bar", title: "Scores above the bar on rows that do not count", blocks: [{ kind: "bullets", items }] };
}
