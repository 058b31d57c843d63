// Strong-agent calibration: one official full-condition row per required harness, each below
// the difficulty bar, each a real attempt (> 50 tool-call turns).
import { formatScore } from "./format";
import { shortSha } from "./instruction-parity-gate";
import { requiredHarnessOf } from "./harness";
import {
  demotedEvidence,
  demotionReason,
  isDemoted,
  isDemotedOfficial,
  isOfficialMeasured,
  outcomeFromEvidence,
  rowLabel,
  scoreOf,
} from "./rows";
import { GATE_THRESHOLDS as T, GATE_THRESHOLD_TEXT, REQUIRED_HARNESSES } from "./thresholds";
import type { CalibrationRowFacts, Gate, GateEvidence, GateFacts } from "./types";

/** Official, measured, full-condition rows: the only ones the difficulty gates read. */
export function officialFullRows(facts: GateFacts): CalibrationRowFacts[] {
  return facts.rows.filter((r) => r.condition === "full" && isOfficialMeasured(r));
}

/** Official full-condition rows demoted by a blocking trajectory finding: each gate lists them as a note. */
function demotedFullRows(facts: GateFacts): CalibrationRowFacts[] {
  return facts.rows.filter((r) => r.condition === "full" && isDemotedOfficial(r));
}

/** Why a full-condition row of a required harness is not an official measured row, in words. */
function whyNotCounted(row: CalibrationRowFacts, current: string): string {
  if (row.status === "official") return isDemoted(row) ? `is official but ${demotionReason(row)}` : "is constructed";
  if (row.status === "earlier_instruction") {
    return row.instructionSha256
      ? `ran an earlier instruction (${shortSha(row.instructionSha256)}, not the shipped ${shortSha(current)})`
      : "is labelled as run on an earlier instruction";
  }
  return `is ${row.status.replace(/_/g, " ")}`;
}

export function harnessCoverageGate(facts: GateFacts): Gate {
  const official = officialFullRows(facts);
  const evidence: GateEvidence[] = [];
  for (const harness of REQUIRED_HARNESSES) {
    const mine = (r: CalibrationRowFacts) => r.condition === "full" && requiredHarnessOf(r.harness) === harness;
    const found = official.filter(mine);
    for (const row of found) {
      evidence.push({ kind: "ok", rowId: row.id, text: `${harness}: official row ${rowLabel(row)}`, numbers: {} });
    }
    if (found.length > 0) continue;
    const others = facts.rows.filter(mine);
    const waived = others.find((r) => r.status === "waived");
    if (waived) {
      evidence.push({ kind: "note", rowId: waived.id, text: `${harness}: waived (${rowLabel(waived)})`, numbers: {} });
      continue;
    }
    evidence.push({ kind: "missing", text: `${harness}: no official full-condition row`, numbers: {} });
    for (const row of others) {
      evidence.push({
        kind: "note",
        rowId: row.id,
        text: `${harness}: ${rowLabel(row)} ${whyNotCounted(row, facts.currentInstructionSha256)}, does not count`,
        numbers: {},
      });
    }
  }
  for (const row of facts.rows.filter((r) => r.condition === "full" && requiredHarnessOf(r.harness) === null)) {
    const status = row.status === "official" ? "" : ` (${row.status.replace(/_/g, " ")})`;
    evidence.push({ kind: "note", rowId: row.id, text: `${rowLabel(row)}${status} is not one of the required harnesses`, numbers: {} });
  }
  return {
    id: "harness-coverage",
    title: "All three harnesses calibrated",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["harness-coverage"],
    evidence,
  };
}

export function agentBelowBarGate(facts: GateFacts): Gate {
  const evidence: GateEvidence[] = [];
  for (const row of officialFullRows(facts)) {
    const { value, source } = scoreOf(row);
    const numbers = { claimed: row.claimedScore, recomputed: row.recomputedScore };
    if (value === null) {
      evidence.push({ kind: "unknown", rowId: row.id, text: `${rowLabel(row)}: no score`, numbers });
    } else if (value >= T.agentMaxScoreExclusive - T.scoreEpsilon) {
      // over the bar fails whether the number was recomputed or only claimed
      evidence.push({
        kind: "problem",
        rowId: row.id,
        text: `${rowLabel(row)}: ${source} ${formatScore(value)} is not below ${formatScore(T.agentMaxScoreExclusive)}`,
        numbers,
      });
    } else if (source === "claimed") {
      evidence.push({
        kind: "unknown",
        rowId: row.id,
        text: `${rowLabel(row)}: claimed ${formatScore(value)}, no recomputed score`,
        numbers,
      });
    } else {
      evidence.push({ kind: "ok", rowId: row.id, text: `${rowLabel(row)}: recomputed ${formatScore(value)}`, numbers });
    }
  }
  if (evidence.length === 0) evidence.push({ kind: "unknown", text: "no official full-condition row to check", numbers: {} });
  evidence.push(...demotedFullRows(facts).map((r) => demotedEvidence(r)));
  return {
    id: "agent-below-bar",
    title: "Strong agents score below the bar",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["agent-below-bar"],
    evidence,
  };
}

export function agentTurnsGate(facts: GateFacts): Gate {
  const evidence: GateEvidence[] = [];
  for (const row of officialFullRows(facts)) {
    const numbers = { turns: row.turns };
    if (row.turns === null) {
      evidence.push({ kind: "unknown", rowId: row.id, text: `${rowLabel(row)}: tool-call turns unknown`, numbers });
    } else if (row.turns > T.minTurnsExclusive) {
      evidence.push({ kind: "ok", rowId: row.id, text: `${rowLabel(row)}: ${row.turns} turns`, numbers });
    } else {
      evidence.push({ kind: "problem", rowId: row.id, text: `${rowLabel(row)}: only ${row.turns} turns`, numbers });
    }
  }
  if (evidence.length === 0) evidence.push({ kind: "unknown", text: "no official full-condition row to check", numbers: {} });
  evidence.push(...demotedFullRows(facts).map((r) => ({ ...demotedEvidence(r), numbers: { turns: r.turns } })));
  return {
    id: "agent-turns",
    title: "Real attempts (tool-call turns)",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["agent-turns"],
    evidence,
  };
}
