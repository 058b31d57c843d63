// Lifts the labels reviewers decide by out of the folder's prose into per-row RowFlags, each citing
// file:line: scores.md, SPEC.md, every other calibration markdown file (READMEs, per-run records),
// manifests and run metadata. A row keeps one flag per code, the strongest phrase (then the first
// in reading order). A flag for coaching also answers "wrapped?" when nothing else did. Pure.
import type { RowFlag, RowFlagCode } from "../../gates/row-flags";
import { basename } from "../paths";
import { SPEC_MD } from "../spec-card";
import { CALIBRATION_DIR, SCORES_MD } from "../task-files";
import { decodeUtf8, parseJsonText } from "../text";
import type { CalibrationRow, Finding, TaskFiles } from "../types";
import { flagPhrases } from "./phrases";
import { rowsAbout } from "./row-mentions";
import { jsonStatements, keyValueStatements, lineOf, markdownStatements, MAX_SENTENCE_CHARS, type Statement } from "./statements";
import { runEndsOf } from "./run-end";

/** JSON files that describe runs (manifests, run records); ledgers and rewards are data, not prose. */
const RUN_RECORD_JSON = /(?:manifest|metadata)[^/]*\.json$|^(?:row|run|runs)\.json$/i;
const RUN_RECORD_TEXT = /\.(?:run-)?metadata\.txt$/i;
/** The words of a flag as shown: the sentence, cut at a readable length. */
const MAX_TEXT = 220;

/** Every statement of the folder's prose, scores.md first, then SPEC.md, then the rest in path order. */
export function readStatements(files: TaskFiles): Statement[] {
  const paths = [...files.keys()].filter((p) => p === SPEC_MD || (p.startsWith(CALIBRATION_DIR) && isProse(p)));
  paths.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return paths.flatMap((path) => {
    const text = decodeUtf8(files.get(path)!);
    if (text === null) return [];
    if (path.endsWith(".md")) return markdownStatements(path, text);
    if (RUN_RECORD_TEXT.test(path)) return keyValueStatements(path, text);
    const json = parseJsonText(text);
    return json.ok ? jsonStatements(path, text, json.value) : [];
  });
}

function isProse(path: string): boolean {
  return path.endsWith(".md") || RUN_RECORD_JSON.test(basename(path)) || RUN_RECORD_TEXT.test(path);
}

function rank(path: string): number {
  return path === SCORES_MD ? 0 : path === SPEC_MD ? 1 : 2;
}

interface Candidate {
  flag: RowFlag;
  strength: number;
  order: number;
}

/** rows -> the same rows with `flags` (and `runEnd`) filled from the folder's prose. */
export function liftRowFlags(rows: CalibrationRow[], files: TaskFiles): CalibrationRow[] {
  return liftRowFlagsWithNotes(rows, files).rows;
}

/** liftRowFlags, and a `text_cut` finding per file whose sentences were too long to read whole. */
export function liftRowFlagsWithNotes(rows: CalibrationRow[], files: TaskFiles): { rows: CalibrationRow[]; findings: Finding[] } {
  const statements = readStatements(files);
  return { rows: liftFrom(statements, rows), findings: cutNotes(statements) };
}

/** One finding per file where a statement was cut at MAX_SENTENCE_CHARS (statements.ts). */
export function cutNotes(statements: Statement[]): Finding[] {
  const first = new Map<string, { line: number; pieces: number }>();
  for (const s of statements) {
    if (!s.cut) continue;
    const held = first.get(s.file);
    if (held) held.pieces++;
    else first.set(s.file, { line: s.lines[0], pieces: 1 });
  }
  return [...first].map(([file, { line, pieces }]) => ({
    code: "text_cut" as const,
    severity: "info" as const,
    file,
    line,
    message: `text without a sentence break for more than ${MAX_SENTENCE_CHARS} characters (first at line ${line}) was read in ${pieces} pieces: a label phrase across a cut is not read`,
  }));
}

function liftFrom(statements: Statement[], rows: CalibrationRow[]): CalibrationRow[] {
  const tableRows = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const key = `${r.sourceFile}:${r.sourceLine}`;
    tableRows.set(key, [...(tableRows.get(key) ?? []), i]);
  });

  const best = rows.map(() => new Map<RowFlagCode, Candidate>());
  const offer = (i: number, c: Candidate) => {
    const held = best[i].get(c.flag.code);
    if (!held || c.strength < held.strength || (c.strength === held.strength && c.order < held.order)) best[i].set(c.flag.code, c);
  };
  let order = 0;
  for (const statement of statements) {
    for (const match of flagPhrases(statement.text)) {
      const flag: RowFlag = {
        code: match.code,
        text: excerpt(statement.text, match.index),
        source: { file: statement.file, line: lineOf(statement, match.index) },
      };
      for (const i of rowsAbout(statement, match.index, rows, tableRows))
        if (!match.derived || rows[i].kind === "diagnostic") offer(i, { flag, strength: match.strength, order });
      order++;
    }
  }
  rows.forEach((row, i) => {
    for (const flag of flagsFromFindings(row)) offer(i, { flag, strength: 0, order: order++ });
  });

  const ends = runEndsOf(statements, rows, tableRows);
  return rows.map((row, i) => {
    const flags = [...best[i].values()].sort((a, b) => a.order - b.order).map((c) => c.flag);
    return withWrapped({ ...row, flags, runEnd: ends[i] ?? row.runEnd }, flags);
  });
}

/** A row the importer already found running another instruction carries the label too, citing the same line. */
function flagsFromFindings(row: CalibrationRow): RowFlag[] {
  return row.findings
    .filter((f) => f.code === "instruction_sha_differs" && f.file)
    .map((f) => ({ code: "earlier_instruction" as const, text: f.message, source: { file: f.file!, line: f.line ?? null } }));
}

/** "coached" answers wrapped = true when the folder said nothing else about it (and says where). */
function withWrapped(row: CalibrationRow, flags: RowFlag[]): CalibrationRow {
  const coached = flags.find((f) => f.code === "coached");
  if (row.wrapped !== null || !coached) return row;
  const finding: Finding = {
    code: "derived_from_prose",
    severity: "info",
    file: coached.source.file,
    ...(coached.source.line ? { line: coached.source.line } : {}),
    field: "wrapped",
    message: `wrapped = true, read from: "${coached.text}"`,
  };
  return { ...row, wrapped: true, findings: [...row.findings, finding] };
}

/** The sentence around a match, at most MAX_TEXT characters, centred on the match when it must be cut. */
function excerpt(text: string, index: number): string {
  const t = text.trim();
  if (t.length <= MAX_TEXT) return t;
  const start = Math.max(0, Math.min(index - Math.floor(MAX_TEXT / 3), t.length - MAX_TEXT));
  return `${start > 0 ? "…" : ""}${t.slice(start, start + MAX_TEXT).trim()}…`;
}
