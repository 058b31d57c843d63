// The calibration table as the PR comment prints it: claimed beside recomputed (under the primary
// judge, and under every other judge pairing), Δ, turns, the instruction each row ran and its
// status. A ledger the judge refused is marked as a rejection, never shown as an honest 0.
import { claimAgrees, claimDelta, conditionLabel, formatDelta, formatScore, sameInstruction, shortSha } from "../../gates";
import type { ReviewBlock, ReviewCommentRow, ReviewJudgePairing, ReviewSection, ReviewTableColumn, ReviewText } from "../types";

/** "kart-race-telemetry-ledger-s1@f933449" -> "@f933449": enough to tell versions apart in a header. */
export function judgeVersion(judgeId: string): string {
  const at = judgeId.lastIndexOf("@");
  return at === -1 ? judgeId : judgeId.slice(at);
}

function recomputedCell(row: ReviewCommentRow): ReviewText {
  if (row.recomputedScore === null) return "—";
  if (row.rejectedReason) return `${formatScore(row.recomputedScore)} (rejected by the judge: ${row.rejectedReason})`;
  return formatScore(row.recomputedScore);
}

function instructionCell(row: ReviewCommentRow, current: string): ReviewText {
  if (!row.instructionSha256) return "—";
  return sameInstruction(row.instructionSha256, current) ? "shipped" : [{ code: shortSha(row.instructionSha256) }, " ⚠️"];
}

export function calibrationSection(
  rows: ReviewCommentRow[],
  currentInstruction: string,
  judgeId: string | null | undefined,
  pairings: ReviewJudgePairing[] = [],
): ReviewSection {
  const blocks: ReviewBlock[] = [];
  if (rows.length === 0)
    return { id: "calibration", title: "Calibration", blocks: [{ kind: "paragraph", text: "No calibration rows recorded." }] };
  const others = pairings.filter((p) => !p.isPrimary && p.rowScores && Object.keys(p.rowScores).length > 0);
  if (judgeId) {
    blocks.push({
      kind: "paragraph",
      text: [
        "Recomputed: the judge's own run on each row's stored ledger, with ",
        { code: judgeId },
        ...(others.length > 0
          ? [" (also with ", ...others.flatMap((p, i) => (i > 0 ? [", ", { code: p.judgeId }] : [{ code: p.judgeId }])), ")"]
          : []),
        ". Instruction: the instruction.md sha256 the row ran (",
        { code: shortSha(currentInstruction) },
        " is the one this PR ships).",
      ],
    });
  }
  const columns: ReviewTableColumn[] = [
    { title: "harness" },
    { title: "model" },
    { title: "condition" },
    { title: "claimed", align: "right" },
    { title: "recomputed", align: "right" },
    ...others.map((p) => ({ title: `recomputed ${judgeVersion(p.judgeId)}`, align: "right" as const })),
    { title: "Δ", align: "right" },
    { title: "turns", align: "right" },
    { title: "instruction" },
    { title: "status" },
  ];
  const tableRows = rows.map((row): ReviewText[] => {
    const delta = claimDelta(row);
    return [
      row.harness,
      row.model ?? "",
      conditionLabel(row),
      formatScore(row.claimedScore),
      recomputedCell(row),
      ...others.map((p) => formatScore(p.rowScores?.[row.id] ?? null)),
      delta === null ? "—" : `${formatDelta(delta)}${claimAgrees(row) ? "" : " ⚠️"}`,
      row.turns === null ? "—" : String(row.turns),
      instructionCell(row, currentInstruction),
      row.status.replace(/_/g, " "),
    ];
  });
  blocks.push({ kind: "table", columns, rows: tableRows });
  return { id: "calibration", title: "Calibration", blocks };
}
