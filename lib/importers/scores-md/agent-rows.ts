// Rows of an agent calibration table (harness | version | model | reasoning | score | turns | trajectory).
import type { RowStatus } from "../types";
import { emptyToNull, normaliseHarness, plain, versionInHarnessCell, wrappedFromLabel, type ScoreCell } from "./cells";
import type { Columns } from "./classify-table";
import type { MdTable } from "./markdown-tables";
import { approxFinding, cellAt, cellsRecord, citedTrajectory, parseScoreCell, splitRuns, tableTitle } from "./row-common";
import type { DraftRow } from "./types";

/** Words in a score cell that mark a number as derived from a run rather than the run's own result. */
const DIAGNOSTIC_QUALIFIER = /salvag|diagnostic|wrapped|hand[- ]|partial|cut short|interrupted/i;

export function agentRowStatus(score: ScoreCell, labelText: string): RowStatus {
  if (score.pending) return "todo";
  if (score.notApplicable) return "waived";
  if (/replaced|superseded/i.test(labelText)) return "replaced";
  if (/constructed/i.test(score.qualifier)) return "constructed";
  if (DIAGNOSTIC_QUALIFIER.test(score.qualifier)) return "diagnostic";
  if (score.values.length === 0) return "todo";
  return "official";
}

export function buildAgentRows(table: MdTable, cols: Columns, sourceFile: string): DraftRow[] {
  const rows: DraftRow[] = [];
  for (const mdRow of table.rows) {
    const harnessCell = cellAt(mdRow, cols.harness);
    const score = parseScoreCell(cellAt(mdRow, cols.score));
    const turnsCell = cellAt(mdRow, cols.turns);
    const trajectory = citedTrajectory(cellAt(mdRow, cols.trajectory), sourceFile, mdRow.line);
    const base = {
      kind: "agent" as const,
      harness: normaliseHarness(harnessCell),
      harnessRaw: plain(harnessCell),
      harnessVersion: emptyToNull(cellAt(mdRow, cols.version)) ?? versionInHarnessCell(harnessCell),
      model: emptyToNull(cellAt(mdRow, cols.model)),
      reasoning: emptyToNull(cellAt(mdRow, cols.reasoning)),
      condition: "full" as const,
      conditionLabel: "full",
      instructionSha256: null,
      wrapped: wrappedFromLabel(harnessCell),
      networkPosture: null,
      status: agentRowStatus(score, harnessCell),
      sourceFile,
      sourceTable: tableTitle(table),
      sourceLine: mdRow.line,
      citedLedgerPath: null,
      citedRolloutPath: trajectory.path,
      cells: cellsRecord(table, mdRow),
    };
    const runs = splitRuns(score, turnsCell, null);
    for (const run of runs) {
      const notes = [
        run.run ? `run ${run.run.index} of ${run.run.count} from one cell: "${plain(score.text)}"` : "",
        run.run ? "" : score.qualifier,
        cellAt(mdRow, cols.notes) && plain(cellAt(mdRow, cols.notes)),
      ].filter((s) => s !== "");
      const findings = [...trajectory.findings];
      if (score.approx) findings.push(approxFinding(base, score.text));
      rows.push({
        ...base,
        claimedScore: run.score,
        claimedScoreText: run.scoreText,
        claimedScoreApprox: score.approx,
        run: run.run,
        claimedTurns: run.turns,
        claimedTurnsText: run.run && run.turns !== null ? String(run.turns) : plain(turnsCell),
        notes: notes.join("; "),
        findings,
      });
    }
  }
  return rows;
}
