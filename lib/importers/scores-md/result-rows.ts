// Rows of an anchors / ablations table (run | reward | … ): oracle and empty anchors, constructed
// reference submissions, and degraded-input runs. Anchors stay rows (harness "anchor") because they
// are calibration facts a reviewer compares against, even though the gates recompute them.
import type { RowKind, RowStatus } from "../types";
import {
  conditionFromLabel,
  emptyToNull,
  harnessInLabel,
  isStruck,
  modelInLabel,
  normaliseHarness,
  plain,
  toolCallsInNote,
  versionInHarnessCell,
  type ScoreCell,
} from "./cells";
import type { Columns } from "./classify-table";
import type { MdRow, MdTable } from "./markdown-tables";
import { approxFinding, cellAt, cellsRecord, citedTrajectory, parseScoreCell, splitRuns, tableTitle } from "./row-common";
import type { DraftRow } from "./types";

/** the oracle itself ("oracle", "exact oracle", "oracle (full ground truth)", "oracle, Harbor job …"),
 *  not a probe built from it ("oracle with `time_s`", "oracle + a NaN entry", "oracle answers filed under the wrong video") */
const ORACLE = /^(?:(?:exact|bundled|deterministic|reference|shipped)\s+)?oracle(?:\s*$|\s*[(,:;—–]|\s+-\s)/i;
const EMPTY = /^(?:empty|null|nop)\b|\bempty submission\b/i;
/** a submission built by hand or by rule, not by an agent watching the media */
const CONSTRUCTED =
  /transcript-only|guess|\bprior\b|constant|wrong times|random|constructed|upper bound|shifted|perturbed|spam|shortcut|synthetic|fabricated|oracle\b/i;
/** a label saying the run had less than the full input, though it names no known condition */
const DEGRADED = /\bablation\b|\bdegraded\b|\bonly\b|-only\b/i;

/** Which recomputed anchor a label names: the oracle, the empty/null submission, or neither. */
export function anchorOf(label: string): "oracle" | "empty" | null {
  const t = plain(label);
  if (ORACLE.test(t)) return "oracle";
  if (EMPTY.test(t)) return "empty";
  return null;
}

export interface RowRole {
  kind: RowKind;
  status: RowStatus;
}

/** Who ran a result row, read from its cells: a harness, a model, or neither (a reference submission). */
export interface RunWho {
  harness: string | null;
  model: string | null;
}

/**
 * A result row is an anchor (oracle, empty/null), an agent or ablation run (it names a harness or a
 * model, or a degraded input), or else a constructed reference submission: a row that names no
 * agent and no degraded input was not an agent watching the media.
 */
export function resultRowRole(
  label: string,
  score: ScoreCell,
  notes: string,
  who: RunWho = { harness: null, model: null },
  struck = false,
  labelHeader = "",
): RowRole {
  const kind = runKindOf(label, who, labelHeader);
  if (kind === "anchor") {
    const official = anchorOf(label) !== null;
    return { kind, status: struck ? "replaced" : official ? "official" : "constructed" };
  }
  if (struck) return { kind, status: "replaced" };
  if (score.pending) return { kind, status: "todo" };
  if (score.notApplicable) return { kind, status: "waived" };
  if (/replaced|superseded/i.test(label)) return { kind, status: "replaced" };
  if (/\bconstructed\b/i.test(notes)) return { kind, status: "constructed" };
  if (score.values.length === 0) return { kind, status: "todo" };
  return { kind, status: "official" };
}

function runKindOf(label: string, who: RunWho, labelHeader: string): RowKind {
  if (anchorOf(label) !== null) return "anchor";
  const condition = conditionFromLabel(label);
  if (who.harness !== null || who.model !== null) return condition === "other" && !DEGRADED.test(label) ? "agent" : "ablation";
  // a column headed "synthetic shortcut" / "baseline" lists submissions built by rule
  if (CONSTRUCTED.test(label) || (condition === "other" && /synthetic|shortcut|baseline/i.test(labelHeader))) return "anchor";
  return condition === "other" && !DEGRADED.test(label) ? "anchor" : "ablation";
}

/** The one harness a sentence names, or null when it names none or several. */
function onlyHarness(text: string): string | null {
  const found = new Set(
    text
      .split(/[.;\n]/)
      .map((part) => harnessInLabel(part))
      .filter((h) => h !== null),
  );
  return found.size === 1 ? [...found][0] : null;
}

/** A label linking its trajectory ("[Codex CLI](rollouts/x.jsonl)") as a trajectory cell would name it. */
function linkedTrajectory(labelCell: string): string {
  const target = /\]\(([^)\s]{1,300}\.jsonl(?:\.gz)?)\)/.exec(labelCell)?.[1];
  return target === undefined ? "" : `\`${target}\``;
}

/** "GPT-5.6 Sol / GitHub Copilot CLI 1.0.76-0" -> the part naming a harness and the other part. */
function splitModelHarness(cell: string): RunWho & { harnessText: string } {
  const parts = plain(cell)
    .split(/\s+\/\s+/)
    .filter((p) => p !== "");
  const h = parts.find((p) => harnessInLabel(p) !== null) ?? null;
  const m = parts.find((p) => p !== h) ?? null;
  return { harness: h === null ? null : harnessInLabel(h), harnessText: h ?? "", model: m };
}

/** Columns without a meaning of their own (submitted, matched), kept as "header value" notes. */
function extraColumnNotes(table: MdTable, mdRow: MdRow, used: ReadonlySet<number>): string[] {
  return table.headers
    .map((h, i) => (used.has(i) || plain(mdRow.cells[i] ?? "") === "" ? "" : `${plain(h)} ${plain(mdRow.cells[i])}`))
    .filter((s) => s !== "");
}

/** Who ran one run of a row by the row itself: the harness from its own column, a "model / harness"
 * column or the run label; the model likewise; and the harness as written. */
function rowOwnRunner(mdRow: MdRow, cols: Columns, label: string): { own: RunWho; harnessRaw: string } {
  const harnessCell = plain(cellAt(mdRow, cols.harness));
  const mh = splitModelHarness(cellAt(mdRow, cols.modelHarness));
  const harness = harnessCell ? normaliseHarness(harnessCell) : (mh.harness ?? harnessInLabel(label));
  const model = emptyToNull(cellAt(mdRow, cols.model)) ?? mh.model ?? modelInLabel(label);
  const harnessRaw = harnessCell || mh.harnessText || (harnessInLabel(label) ? label : "");
  return { own: { harness, model }, harnessRaw };
}

export function buildResultRows(table: MdTable, cols: Columns, sourceFile: string): DraftRow[] {
  const rows: DraftRow[] = [];
  const used = new Set([cols.label, cols.score, cols.turns, cols.trajectory, cols.notes, cols.harness, cols.model, cols.modelHarness]);
  for (const mdRow of table.rows) {
    const fullLabel = plain(cellAt(mdRow, cols.label));
    const score = parseScoreCell(cellAt(mdRow, cols.score));
    const noteCell = plain(cellAt(mdRow, cols.notes));
    const extras = extraColumnNotes(table, mdRow, used);
    const trajectory = citedTrajectory(
      cellAt(mdRow, cols.trajectory) || linkedTrajectory(cellAt(mdRow, cols.label)),
      sourceFile,
      mdRow.line,
    );
    const struck = isStruck(cellAt(mdRow, cols.label)) || isStruck(cellAt(mdRow, cols.score));
    // who ran the table's ablations, when its heading or the sentence above it says ("## Codex
    // ablations", "Measured with Codex CLI 0.149.1 / gpt-5.6-sol …"); only for ablation rows
    const tableHarness = harnessInLabel(tableTitle(table)) ?? onlyHarness(table.lead);
    const tableModel = modelInLabel(tableTitle(table)) ?? modelInLabel(table.lead);
    // without a turns column, a note may state the run's tool calls ("237 completed shell calls")
    const noteTurns = cols.turns < 0 ? toolCallsInNote(noteCell) : null;
    for (const run of splitRuns(score, noteTurns !== null ? String(noteTurns) : cellAt(mdRow, cols.turns), fullLabel)) {
      const label = run.labelPart ?? fullLabel;
      const { own, harnessRaw } = rowOwnRunner(mdRow, cols, label);
      const role = resultRowRole(label, score, noteCell, own, struck, plain(table.headers[cols.label] ?? ""));
      // without a harness or model of its own, an ablation row takes the table's heading's
      const harness = own.harness ?? (role.kind === "ablation" ? tableHarness : null);
      const model = own.model ?? (role.kind === "ablation" ? tableModel : null);
      const base = { sourceFile, sourceLine: mdRow.line };
      const findings = [...trajectory.findings];
      if (score.approx) findings.push(approxFinding(base, score.text));
      const agentLike = role.kind === "agent" || role.kind === "ablation";
      rows.push({
        ...base,
        kind: role.kind,
        harness: role.kind === "anchor" ? "anchor" : (harness ?? "unstated"),
        harnessRaw,
        harnessVersion: agentLike && harnessRaw ? versionInHarnessCell(harnessRaw) : null,
        model: agentLike ? model : emptyToNull(cellAt(mdRow, cols.model)),
        reasoning: null,
        condition: role.kind === "agent" ? "full" : conditionFromLabel(label),
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
        notes: [
          struck ? "struck through in the table: withdrawn by the contributor" : "",
          run.labelPart ? `one of "${fullLabel}" = "${plain(score.text)}"` : "",
          score.qualifier,
          noteCell,
          ...extras,
        ]
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
