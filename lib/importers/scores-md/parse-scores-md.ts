// calibration/scores.md -> calibration rows + notes. Pure: text in, plain values out.
// Tables are recognised by their headers; a table this parser does not understand is kept
// verbatim as an unparsed note with its line range (and a finding), never dropped, never a crash.
import type { CalibrationRow, Finding, Note } from "../types";
import { buildAgentRows } from "./agent-rows";
import { classifyTable, columnsOf } from "./classify-table";
import { diagnosticRowsFromDetails, replacedRowsFromCredit } from "./derived-rows";
import { parseMarkdown, type MdTable } from "./markdown-tables";
import { buildResultRows } from "./result-rows";
import { noteOf } from "./table-notes";
import { SCORES_FILE, type DraftRow, type ScoresParse } from "./types";

export function parseScoresMd(text: string, sourceFile: string = SCORES_FILE): ScoresParse {
  const doc = parseMarkdown(text);
  const drafts: DraftRow[] = [];
  const notes: Note[] = [];
  const findings: Finding[] = [];
  // a document past the markdown caps (markdown-tables.ts) is read in part or not at all, and says so
  if (doc.cut !== null) findings.push({ code: "text_cut", severity: "warning", file: sourceFile, message: `${sourceFile}: ${doc.cut}` });
  const deferred: { table: MdTable; kind: "credit_breakdown" | "key_values" }[] = [];

  for (const table of doc.tables) {
    const kind = classifyTable(table);
    const cols = columnsOf(table.headers);
    if (kind === "agent_runs" || kind === "result_runs") {
      const built = kind === "agent_runs" ? buildAgentRows(table, cols, sourceFile) : buildResultRows(table, cols, sourceFile);
      if (!restates(built, drafts)) {
        drafts.push(...built);
        continue;
      }
      // a diagnostics table repeating the runs already read (melee's "Scorer diagnostics": harness,
      // precision, recall, the same F1) is a note about those rows, not more runs
      notes.push(noteOf(table, "unparsed", sourceFile));
      findings.push({
        code: "unparsed_table",
        severity: "info",
        file: sourceFile,
        line: table.lineStart,
        message: `the table at lines ${table.lineStart}-${table.lineEnd} restates rows read above (same harness and score on every row); kept verbatim as a note`,
      });
    } else {
      notes.push(noteOf(table, kind, sourceFile));
      if (kind === "credit_breakdown" || kind === "key_values") deferred.push({ table, kind });
      if (kind === "unparsed") {
        findings.push({
          code: "unparsed_table",
          severity: "info",
          file: sourceFile,
          line: table.lineStart,
          // the note carries the table's title and text; the finding only points at it, so a reviewer
          // reading findings and notes together sees the table's words once
          message: `the table at lines ${table.lineStart}-${table.lineEnd} is not a known calibration shape; kept verbatim as a note`,
        });
      }
    }
  }
  // derived rows need every agent row first (a detail table may come before or after its run)
  const agentRows = drafts.filter((r) => r.kind === "agent");
  for (const { table, kind } of deferred) {
    if (kind === "credit_breakdown") drafts.push(...replacedRowsFromCredit(table, doc, sourceFile));
    else drafts.push(...diagnosticRowsFromDetails(table, agentRows, sourceFile));
  }
  return { rows: numberRows(drafts), notes: distinctTitles(notes), findings };
}

/** Every row of `table` repeats an earlier row's harness, condition and claimed score. */
function restates(table: DraftRow[], earlier: DraftRow[]): boolean {
  // anchors legitimately repeat (an empty 0.0 and a shortcut 0.0): only runs can be restated
  const key = (r: DraftRow) => `${r.kind}|${r.harness}|${r.condition}|${r.conditionLabel}|${r.claimedScore}`;
  const seen = new Set(earlier.filter((r) => r.claimedScore !== null).map(key));
  return table.length > 0 && table.every((r) => r.kind !== "anchor" && r.claimedScore !== null && seen.has(key(r)));
}

/**
 * Two tables under one heading (egocentric's rate-limit section has an attempts table and a
 * detail table) would show the same title twice: the later ones say which lines they are.
 */
function distinctTitles(notes: Note[]): Note[] {
  const seen = new Set<string>();
  return notes.map((note) => {
    const title = seen.has(note.title) ? `${note.title} (table at lines ${note.lineStart}-${note.lineEnd})` : note.title;
    seen.add(note.title);
    return { ...note, title };
  });
}

/** Ordinals follow the file: by source line, then by run within one cell. */
function numberRows(drafts: DraftRow[]): CalibrationRow[] {
  const order = drafts.map((row, i) => ({ row, i }));
  order.sort((a, b) => a.row.sourceLine - b.row.sourceLine || (a.row.run?.index ?? 0) - (b.row.run?.index ?? 0) || a.i - b.i);
  return order.map(({ row }, k) => ({
    ordinal: k + 1,
    ...row,
    ledgerLink: null,
    declaredTransform: row.declaredTransform ?? null,
    flags: [],
    runEnd: null,
  }));
}
