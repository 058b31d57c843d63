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
  /** a second notes-like column ("integrity", "provenance") kept beside the first */
  integrity: number;
  /** an agent table's condition column ("condition", "input"): ablation runs listed with the agents */
  condition: number;
  /** one column holding both ("model / harness": "GPT-5.6 Sol / GitHub Copilot CLI 1.0.76-0") */
  modelHarness: number;
}

// Header names and the synonyms the benchmark's calibration tables use for them. Matching is on
// the whole header (lower case, marks off), so "score" never matches "scorer version".
const norm = (h: string) =>
  plain(h)
    .toLowerCase()
    .replace(/\s*[/|]\s*|\s+or\s+|-or-/g, " / ");
const LABEL_HEADERS = new Set([
  "run",
  "submission",
  "degraded input",
  "ablation",
  "condition",
  "anchor",
  "probe run",
  "input condition",
  "check",
  "synthetic shortcut",
  "shortcut",
  "baseline",
]);
const SCORE_HEADERS = new Set([
  "reward",
  "score",
  "claimed score",
  "official score",
  "f1",
  "result",
  "measured score",
  "measured",
  "reward (official)",
  "score (official)",
  "official reward",
  "headline score",
]);
const NOTE_HEADERS = new Set([
  "note",
  "notes",
  "outcome",
  "what it shows",
  "comment",
  "comments",
  "invariant",
  "what it checks",
  "remarks",
]);
const INTEGRITY_HEADERS = new Set(["integrity", "provenance", "audit", "trajectory integrity", "posture"]);
const HARNESS_HEADERS = new Set(["agent", "agent / harness", "harness / agent", "cli", "agent harness"]);
const MODEL_HEADERS = new Set(["model", "model / setting", "model (setting)", "model / effort", "model / reasoning", "setting"]);
const TURN_HEADERS = new Set(["tool calls", "tool-calls", "work", "effort spent", "tool use", "model tool calls", "shell calls"]);
const MODEL_HARNESS_HEADERS = new Set(["model / harness", "harness / model"]);
/** "exact F1", "reward (hierarchical)": a score under another name; never "scorer …", precision or recall */
const isScoreHeader = (x: string) => SCORE_HEADERS.has(x) || /^(?:exact |strict |official )?f1$|^reward \(/.test(x);

export function columnsOf(headers: string[]): Columns {
  const h = headers.map(norm);
  const find = (test: (x: string) => boolean) => h.findIndex(test);
  const label = find((x) => LABEL_HEADERS.has(x));
  return {
    // the label is the first column, or failing that the first label-named column ("invariant | run | reward")
    label: LABEL_HEADERS.has(h[0]) ? 0 : label,
    // "harness" or "harness (version)"; a separate "harness version" column is the version
    harness: find((x) => (x.startsWith("harness") && x !== "harness version" && !MODEL_HARNESS_HEADERS.has(x)) || HARNESS_HEADERS.has(x)),
    version: find((x) => x === "version" || x === "harness version" || x === "cli version"),
    model: find((x) => MODEL_HEADERS.has(x)),
    reasoning: find((x) => x === "reasoning" || x === "reasoning effort" || x === "effort"),
    score: find(isScoreHeader),
    turns: find((x) => x.includes("turn") || TURN_HEADERS.has(x)),
    trajectory: find((x) => x === "trajectory" || x === "rollout" || x === "transcript" || x === "raw trajectory"),
    ledger: find((x) => x === "ledger" || x === "submitted ledger" || x === "submission file"),
    notes: find((x) => NOTE_HEADERS.has(x)),
    integrity: find((x) => INTEGRITY_HEADERS.has(x)),
    condition: find((x) => x === "condition" || x === "input" || x === "degraded input" || x === "ablation"),
    modelHarness: find((x) => MODEL_HARNESS_HEADERS.has(x)),
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
