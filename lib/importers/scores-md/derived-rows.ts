// Rows that a calibration table implies without listing them as runs:
//  * a replaced round that appears only in a credit-breakdown table (its score stated in prose),
//  * a diagnostic number in a run's detail table ("diagnostic F1 after wrapping … | 0.088050").
// Both are kept as rows because reviewers compare them with the official rows, and both carry a
// status (replaced / diagnostic) that keeps them out of the gates.
import { normaliseHarness, plain, wrappedFromLabel } from "./cells";
import type { MdDocument, MdTable } from "./markdown-tables";
import { readTransform } from "../transforms";
import type { Finding } from "../types";
import { cellsRecord, tableTitle } from "./row-common";
import type { DraftRow } from "./types";

export function replacedRowsFromCredit(table: MdTable, doc: MdDocument, sourceFile: string): DraftRow[] {
  const rows: DraftRow[] = [];
  for (const mdRow of table.rows) {
    const label = plain(mdRow.cells[0] ?? "");
    if (!/replaced|superseded/i.test(label)) continue;
    const prose = scoreInProse(doc, label);
    rows.push({
      kind: "agent",
      harness: normaliseHarness(label),
      harnessRaw: label,
      harnessVersion: null,
      model: null,
      reasoning: null,
      condition: "full",
      conditionLabel: "full",
      claimedScore: prose?.value ?? null,
      claimedScoreText: prose?.text ?? "",
      claimedScoreApprox: false,
      run: null,
      claimedTurns: null,
      claimedTurnsText: "",
      instructionSha256: null,
      wrapped: wrappedFromLabel(label),
      networkPosture: null,
      status: "replaced",
      notes: [
        `listed only in the table "${tableTitle(table)}"`,
        prose ? `score stated in prose at line ${prose.line}` : "no score stated for this round",
      ].join("; "),
      sourceFile,
      sourceTable: tableTitle(table),
      sourceLine: mdRow.line,
      citedLedgerPath: null,
      citedRolloutPath: null,
      findings: [],
      cells: cellsRecord(table, mdRow),
    });
  }
  return rows;
}

/** The "(replaced agent-host round)" phrase in a prose line followed by a **bold** number. */
function scoreInProse(doc: MdDocument, label: string): { value: number; text: string; line: number } | null {
  const phrase = /\(([^)]+)\)/.exec(label)?.[1] ?? label;
  const needle = phrase.toLowerCase();
  for (const n of doc.proseLines) {
    const text = doc.lines[n - 1];
    const at = text.toLowerCase().indexOf(needle);
    if (at < 0) continue;
    const bold = /\*\*(\d+(?:\.\d+)?)\*\*/.exec(text.slice(at + needle.length));
    if (bold) return { value: Number(bold[1]), text: bold[1], line: n };
  }
  return null;
}

/**
 * A key/value table under a run's heading ("### Codex CLI (GPT-5.6 Sol, high) — 0.000000") whose
 * key says "diagnostic … F1/score/reward" becomes a diagnostic row of that harness's run.
 */
export function diagnosticRowsFromDetails(table: MdTable, agentRows: DraftRow[], sourceFile: string): DraftRow[] {
  const heading = table.heading ?? "";
  const harness = normaliseHarness(heading.split(/[(—–-]/)[0] ?? "");
  const parent = agentRows.find((r) => r.harness === harness && r.status !== "replaced");
  if (!parent) return [];
  const rows: DraftRow[] = [];
  for (const mdRow of table.rows) {
    const key = plain(mdRow.cells[0] ?? "");
    const value = plain(mdRow.cells[1] ?? "");
    if (!/diagnostic/i.test(key) || !/\b(f1|score|reward)\b/i.test(key) || !/^\d+(\.\d+)?$/.test(value)) continue;
    // "after mechanically wrapping the bare array": the number is defined on transformed bytes
    const transform = readTransform(key);
    const findings: Finding[] = [];
    if (transform.kind === "unrecognised") {
      findings.push({
        code: "transform_unrecognised",
        severity: "warning",
        file: sourceFile,
        line: mdRow.line,
        field: "score",
        message: `claim not checkable: the number is defined on a transformed submission ("${transform.phrase}") and that transform is not one the dashboard can repeat`,
      });
    }
    rows.push({
      ...parent,
      kind: "diagnostic",
      conditionLabel: `full (${key})`,
      claimedScore: Number(value),
      claimedScoreText: value,
      claimedScoreApprox: false,
      run: null,
      status: "diagnostic",
      notes: `${key}; derived from the line ${parent.sourceLine} run, never its official score`,
      sourceTable: tableTitle(table),
      sourceLine: mdRow.line,
      declaredTransform: transform.kind === "known" ? transform.transform : null,
      findings,
      cells: cellsRecord(table, mdRow),
    });
  }
  return rows;
}
