// Decides what a markdown table in scores.md is, from its header row alone (plus the cell shape
// for credit tables). Anything not recognised is kept verbatim as an unparsed note.
import { plain } from "./cells";
import type { MdTable } from "./markdown-tables";

export type TableKind = "agent_runs" | "result_runs" | "probes" | "credit_breakdown" | "key_values" | "unparsed";

/** Column index per meaning; -1 when the table has no such column. */
export interface Columns {
  label: number;
  harness: number;
  version: number;
  model: number;
  reasoning: number;
  score: number;
  turns: number;
  trajectory: number;
  ledger: number;
  notes: number;
}

const norm = (h: string) => plain(h).toLowerCase();
const LABEL_HEADERS = new Set(["run", "submission", "degraded input", "ablation", "condition", "anchor"]);
const SCORE_HEADERS = new Set(["reward", "score", "claimed score", "official score", "f1"]);
const NOTE_HEADERS = new Set(["note", "notes", "outcome", "what it shows", "comment"]);

export function columnsOf(headers: string[]): Columns {
  const h = headers.map(norm);
  const find = (test: (x: string) => boolean) => h.findIndex(test);
  return {
    label: LABEL_HEADERS.has(h[0]) ? 0 : -1,
    // "harness" or "harness (version)"; a separate "harness version" column is the version
    harness: find((x) => x.startsWith("harness") && x !== "harness version"),
    version: find((x) => x === "version" || x === "harness version"),
    model: find((x) => x === "model"),
    reasoning: find((x) => x === "reasoning" || x === "reasoning effort" || x === "effort"),
    score: find((x) => SCORE_HEADERS.has(x)),
    turns: find((x) => x.includes("turn") || x === "tool calls" || x === "tool-calls"),
    trajectory: find((x) => x === "trajectory" || x === "rollout" || x === "transcript"),
    ledger: find((x) => x === "ledger" || x === "submitted ledger"),
    notes: find((x) => NOTE_HEADERS.has(x)),
  };
}

export function classifyTable(table: MdTable): TableKind {
  const h = table.headers.map(norm);
  const cols = columnsOf(table.headers);
  if (h.every((x) => x === "") && h.length === 2) return "key_values";
  if (cols.harness >= 0 && cols.score >= 0) return "agent_runs";
  if (h[0] === "probe" || h[0] === "probes") return "probes";
  if (cols.label >= 0 && cols.score >= 0) return "result_runs";
  if (cols.label >= 0 && h.length >= 3 && isCreditGrid(table)) return "credit_breakdown";
  return "unparsed";
}

/** Every non-label cell reads "earned/available". */
function isCreditGrid(table: MdTable): boolean {
  return table.rows.length > 0 && table.rows.every((r) => r.cells.slice(1).every((c) => /^\d+\s*\/\s*\d+$/.test(plain(c))));
}
