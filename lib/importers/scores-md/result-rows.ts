// Rows of an anchors / ablations table (run | reward | … ): oracle and empty anchors, constructed
// reference submissions, and degraded-input runs. Anchors stay rows (harness "anchor") because they
// are calibration facts a reviewer compares against, even though the gates recompute them.
import type { RowKind, RowStatus } from "../types";
import { conditionFromLabel, emptyToNull, normaliseHarness, plain, type ScoreCell } from "./cells";
import type { Columns } from "./classify-table";
import type { MdTable } from "./markdown-tables";
import { approxFinding, cellAt, cellsRecord, citedTrajectory, parseScoreCell, splitRuns, tableTitle } from "./row-common";
import type { DraftRow } from "./types";

const ORACLE = /^oracle\b/i;
const EMPTY = /^(empty|null)\b|\bempty submission\b|^empty\/null/i;
/** a submission built by hand or by rule, not by an agent watching the media */
const CONSTRUCTED = /transcript-only|guess|\bprior\b|constant|wrong times|random|constructed|upper bound|shifted|perturbed/i;

/** Which recomputed anchor a label names: the oracle, the empty/null submission, or neither. */
export function anchorOf(label: string): "oracle" | "empty" | null {
  if (ORACLE.test(label)) return "oracle";
  if (EMPTY.test(label)) return "empty";
  return null;
}

export interface RowRole {
  kind: RowKind;
  status: RowStatus;
}

export function resultRowRole(label: string, score: ScoreCell, notes: string): RowRole {
  if (ORACLE.test(label) || EMPTY.test(label)) return { kind: "anchor", status: "official" };
  if (CONSTRUCTED.test(label)) return { kind: "anchor", status: "constructed" };
  if (score.pending) return { kind: "ablation", status: "todo" };
  if (score.notApplicable) return { kind: "ablation", status: "waived" };
  if (/replaced|superseded/i.test(label)) return { kind: "ablation", status: "replaced" };
  if (/\bconstructed\b/i.test(notes)) return { kind: "ablation", status: "constructed" };
  if (score.values.length === 0) return { kind: "ablation", status: "todo" };
  return { kind: "ablation", status: "official" };
}

export function buildResultRows(table: MdTable, cols: Columns, sourceFile: string): DraftRow[] {
  const rows: DraftRow[] = [];
  const used = new Set([cols.label, cols.score, cols.turns, cols.trajectory, cols.notes, cols.harness, cols.model]);
  for (const mdRow of table.rows) {
    const fullLabel = plain(cellAt(mdRow, cols.label));
    const score = parseScoreCell(cellAt(mdRow, cols.score));
    const noteCell = plain(cellAt(mdRow, cols.notes));
    // columns without a meaning of their own (submitted, matched) are kept as "header value" notes
    const extras = table.headers
      .map((h, i) => (used.has(i) || plain(mdRow.cells[i] ?? "") === "" ? "" : `${plain(h)} ${plain(mdRow.cells[i])}`))
      .filter((s) => s !== "");
    const trajectory = citedTrajectory(cellAt(mdRow, cols.trajectory), sourceFile, mdRow.line);
    for (const run of splitRuns(score, cellAt(mdRow, cols.turns), fullLabel)) {
      const label = run.labelPart ?? fullLabel;
      const role = resultRowRole(label, score, noteCell);
      const harnessCell = cellAt(mdRow, cols.harness);
      const base = { sourceFile, sourceLine: mdRow.line };
      const findings = [...trajectory.findings];
      if (score.approx) findings.push(approxFinding(base, score.text));
      rows.push({
        ...base,
        kind: role.kind,
        harness: role.kind === "anchor" ? "anchor" : harnessCell ? normaliseHarness(harnessCell) : "unstated",
        harnessRaw: plain(harnessCell),
        harnessVersion: null,
        model: emptyToNull(cellAt(mdRow, cols.model)),
        reasoning: null,
        condition: conditionFromLabel(label),
        conditionLabel: label,
        claimedScore: run.score,
        claimedScoreText: run.labelPart ? run.scoreText : score.text,
        claimedScoreApprox: score.approx,
        run: run.run,
        claimedTurns: run.turns,
        claimedTurnsText: plain(cellAt(mdRow, cols.turns)),
        instructionSha256: null,
        wrapped: null,
        networkPosture: null,
        status: role.status,
        notes: [run.labelPart ? `one of "${fullLabel}" = "${plain(score.text)}"` : "", score.qualifier, noteCell, ...extras]
          .filter((s) => s !== "")
          .join("; "),
        sourceTable: tableTitle(table),
        citedLedgerPath: null,
        citedRolloutPath: trajectory.path,
        findings,
        cells: cellsRecord(table, mdRow),
      });
    }
  }
  return rows;
}
