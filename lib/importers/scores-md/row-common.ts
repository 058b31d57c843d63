// Pieces shared by the row builders: cells by header, trajectory citations, run splitting.
import { resolveRelative } from "../paths";
import type { Finding } from "../types";
import { backticked, parseScoreCell, parseTurnsCell, plain, type ScoreCell } from "./cells";
import type { MdRow, MdTable } from "./markdown-tables";
import { CALIBRATION_DIR, type DraftRow } from "./types";

export function cellsRecord(table: MdTable, row: MdRow): Record<string, string> {
  const out: Record<string, string> = {};
  table.headers.forEach((h, i) => {
    out[plain(h) || `column ${i + 1}`] = row.cells[i] ?? "";
  });
  return out;
}

export const cellAt = (row: MdRow, index: number): string => (index >= 0 ? (row.cells[index] ?? "") : "");

export function tableTitle(table: MdTable): string {
  return table.caption ?? table.heading ?? "(untitled table)";
}

const TRAJECTORY_FILE = /\.(jsonl|jsonl\.gz|json\.gz|gz|zst)$/i;

/**
 * A trajectory cell -> task-root path. "`rollouts/x.jsonl`" is relative to calibration/;
 * "`x.jsonl` in `rollouts/manifest.json`" sits beside the manifest that pins it.
 */
export function citedTrajectory(cell: string, sourceFile: string, line: number): { path: string | null; findings: Finding[] } {
  const tokens = backticked(cell);
  const file = tokens.find((t) => TRAJECTORY_FILE.test(t));
  if (file === undefined) {
    if (plain(cell) === "") return { path: null, findings: [] };
    const finding: Finding = {
      code: "cited_file_external",
      severity: "info",
      file: sourceFile,
      line,
      field: "trajectory",
      message: `trajectory cell "${plain(cell)}" names no trajectory file in the folder`,
    };
    return { path: null, findings: [finding] };
  }
  const manifest = tokens.find((t) => /manifest\.json$/i.test(t));
  const base =
    !file.includes("/") && manifest?.includes("/") ? `${CALIBRATION_DIR}/${manifest.slice(0, manifest.lastIndexOf("/"))}` : CALIBRATION_DIR;
  return { path: resolveRelative(base, file), findings: [] };
}

export interface RunSplit {
  score: number | null;
  scoreText: string;
  turns: number | null;
  run: { index: number; count: number } | null;
  /** for a split result row: this run's part of a "a / b" label */
  labelPart: string | null;
}

/**
 * One cell may hold several runs: "n=3: 0.030 / 0.000 / 0.052" (turns "242 / 120 / 237") or a
 * label "no media / OCR-only" with "0.009 / 0.0". Each run becomes its own row, because the gates
 * and the re-scoring work per run; the shared raw text stays in the row's notes.
 */
export function splitRuns(score: ScoreCell, turnsCell: string, label: string | null): RunSplit[] {
  const turns = parseTurnsCell(turnsCell);
  const labels = label?.split(/\s+\/\s+/) ?? [];
  const n = score.values.length;
  const splittable = n > 1 && (score.declaredRuns === n || labels.length === n);
  if (!splittable) {
    return [
      { score: score.values[0] ?? null, scoreText: score.text, turns: turns.length === 1 ? turns[0] : null, run: null, labelPart: null },
    ];
  }
  return score.values.map((value, k) => ({
    score: value,
    scoreText: plain(score.text)
      .replace(/^n\s*=\s*\d+\s*:\s*/i, "")
      .split("/")
      [k].replace(/\(.*$/, "")
      .trim(),
    turns: turns.length === n ? turns[k] : null,
    run: score.declaredRuns === n ? { index: k + 1, count: n } : null,
    labelPart: labels.length === n ? labels[k].trim() : null,
  }));
}

export function approxFinding(row: Pick<DraftRow, "sourceFile" | "sourceLine">, text: string): Finding {
  return {
    code: "score_approximate",
    severity: "info",
    file: row.sourceFile,
    line: row.sourceLine,
    field: "score",
    message: `approximate score "${plain(text)}" stored as its number`,
  };
}

export { parseScoreCell };
