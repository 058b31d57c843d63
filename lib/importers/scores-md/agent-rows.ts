// Rows of an agent calibration table (harness | version | model | reasoning | score | turns | trajectory).
import type { RowStatus } from "../types";
import {
  conditionFromLabel,
  emptyToNull,
  isStruck,
  modelInLabel,
  normaliseHarness,
  plain,
  versionInHarnessCell,
  wrappedFromLabel,
  type ScoreCell,
} from "./cells";
import type { Columns } from "./classify-table";
import type { MdTable } from "./markdown-tables";
import { approxFinding, cellAt, cellsRecord, citedTrajectory, parseScoreCell, splitRuns, tableTitle } from "./row-common";
import { anchorOf } from "./result-rows";
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

/** "gpt-5.6-sol, xhigh" / "gemini-3.6-flash (high)" in a model-or-setting column: model and effort. */
const MODEL_AND_EFFORT = /^(.+?)\s*(?:,\s*|\(\s*)(xhigh|high|medium|low|minimal|max|default|extended thinking|thinking)\s*\)?$/i;
/** network words in an integrity/provenance cell */
const NETWORK_WORDS = /network (?:off|none|isolated|disabled)|no network|offline|no egress|egress blocked/i;

export function buildAgentRows(table: MdTable, cols: Columns, sourceFile: string): DraftRow[] {
  const rows: DraftRow[] = [];
  for (const mdRow of table.rows) {
    const harnessCell = cellAt(mdRow, cols.harness);
    const score = parseScoreCell(cellAt(mdRow, cols.score));
    const turnsCell = cellAt(mdRow, cols.turns);
    const trajectory = citedTrajectory(cellAt(mdRow, cols.trajectory), sourceFile, mdRow.line);
    const integrity = plain(cellAt(mdRow, cols.integrity));
    const modelCell = emptyToNull(cellAt(mdRow, cols.model));
    const split = cols.reasoning < 0 && modelCell ? MODEL_AND_EFFORT.exec(modelCell) : null;
    const conditionText = plain(cellAt(mdRow, cols.condition));
    const condition = conditionText === "" || /^full\b/i.test(conditionText) ? "full" : conditionFromLabel(conditionText);
    // "Oracle" / "Nop / null" in the harness column, or "exact oracle" in a run column: an anchor, never an agent
    const labelCell = plain(cellAt(mdRow, cols.label));
    const anchorLabel = [plain(harnessCell), labelCell].find((t) => t !== "" && anchorOf(t) !== null) ?? null;
    const struck = isStruck(harnessCell) || isStruck(cellAt(mdRow, cols.score));
    const base = {
      kind: anchorLabel !== null ? ("anchor" as const) : condition === "full" ? ("agent" as const) : ("ablation" as const),
      harness: anchorLabel !== null ? "anchor" : normaliseHarness(harnessCell),
      harnessRaw: plain(harnessCell),
      harnessVersion: emptyToNull(cellAt(mdRow, cols.version)) ?? versionInHarnessCell(harnessCell),
      // "Codex GPT 5.6 Sol" in an agent column: the model is named with the harness
      model: split ? split[1] : (modelCell ?? (cols.model < 0 && anchorLabel === null ? modelInLabel(harnessCell) : null)),
      reasoning: split ? split[2] : emptyToNull(cellAt(mdRow, cols.reasoning)),
      condition: anchorLabel !== null ? ("other" as const) : condition,
      conditionLabel: anchorLabel ?? (conditionText === "" ? "full" : conditionText),
      instructionSha256: null,
      wrapped: wrappedFromLabel(harnessCell) ?? (integrity ? wrappedFromLabel(integrity) : null),
      networkPosture: NETWORK_WORDS.exec(integrity)?.[0] ?? null,
      status: struck ? ("replaced" as const) : agentRowStatus(score, harnessCell),
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
        struck ? "struck through in the table: withdrawn by the contributor" : "",
        run.run ? `run ${run.run.index} of ${run.run.count} from one cell: "${plain(score.text)}"` : "",
        run.run ? "" : score.qualifier,
        cellAt(mdRow, cols.notes) && plain(cellAt(mdRow, cols.notes)),
        integrity && `${plain(table.headers[cols.integrity] ?? "integrity")}: ${integrity}`,
        // a prose turns cell ("212 tool-call turns over 3 h") is kept whole
        turnsCell && run.turns !== null && !/^\d+$/.test(plain(turnsCell)) && !run.run
          ? `${plain(table.headers[cols.turns] ?? "turns")}: ${plain(turnsCell)}`
          : "",
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
