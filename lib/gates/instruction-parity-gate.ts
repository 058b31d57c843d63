// Instruction parity: every agent row that counts toward a gate must have run the instruction.md
// this revision ships. A proven mismatch on such a row fails the gate (it is not missing evidence):
// the row has to be re-run on the current instruction, or recorded as a waiver.
import { conditionLabel, outcomeFromEvidence, rowLabel } from "./rows";
import { GATE_THRESHOLD_TEXT } from "./thresholds";
import type { CalibrationRowFacts, Gate, GateEvidence, GateFacts } from "./types";

// Contributors write hashes shortened, "0963eb1a…c3e1" or "0963eb1a...c3e1".
const ABBREVIATED = /^([0-9a-f]+)(?:…|\.\.\.)([0-9a-f]+)$/;

/** Whether a recorded hash (full or abbreviated) denotes the full hash `current`. */
export function sameInstruction(recorded: string, current: string): boolean {
  const r = recorded.trim().toLowerCase();
  const c = current.trim().toLowerCase();
  const short = ABBREVIATED.exec(r);
  if (short) return c.startsWith(short[1]) && c.endsWith(short[2]);
  return r === c;
}

/** "a970d16d…11e4": first 8 and last 4 hex digits, the way contributors abbreviate. */
export function shortSha(sha: string): string {
  const s = sha.trim().toLowerCase();
  return ABBREVIATED.test(s) || s.length <= 12 ? s : `${s.slice(0, 8)}…${s.slice(-4)}`;
}

/**
 * Rows that would count toward a calibration gate if they had run the current instruction:
 * official rows, and rows only labelled "earlier instruction" (the label records the mismatch,
 * it does not excuse it). Anchors and probes (condition "other") ran no agent on the
 * instruction; replaced, diagnostic and constructed rows count toward nothing.
 */
function countsTowardGate(row: CalibrationRowFacts): boolean {
  return (row.status === "official" || row.status === "earlier_instruction") && row.condition !== "other";
}

function gateItFeeds(row: CalibrationRowFacts): string {
  return row.condition === "full" ? "the strong-agent gates" : `the ${conditionLabel(row)} ablation`;
}

function rowEvidence(row: CalibrationRowFacts, current: string): GateEvidence | null {
  const counts = countsTowardGate(row);
  const label = `${rowLabel(row)} (${conditionLabel(row)}${row.status === "official" ? "" : `, ${row.status.replace(/_/g, " ")}`})`;
  if (row.instructionSha256 === null) {
    if (row.status === "earlier_instruction" && counts) {
      return {
        kind: "problem",
        rowId: row.id,
        text: `${label}: labelled as run on an earlier instruction (hash not recorded); it would count toward ${gateItFeeds(row)}`,
        numbers: {},
      };
    }
    // an unknown instruction only matters for a row that has to match
    return counts ? { kind: "unknown", rowId: row.id, text: `${label}: instruction not recorded`, numbers: {} } : null;
  }
  if (sameInstruction(row.instructionSha256, current)) {
    return counts ? { kind: "ok", rowId: row.id, text: `${label}: current instruction ${shortSha(current)}`, numbers: {} } : null;
  }
  const ran = `ran ${shortSha(row.instructionSha256)}, not the shipped ${shortSha(current)}`;
  if (row.status === "waived") return { kind: "note", rowId: row.id, text: `${label}: ${ran} (waiver recorded)`, numbers: {} };
  if (!counts) return { kind: "note", rowId: row.id, text: `${label}: ${ran}; does not count toward a gate`, numbers: {} };
  return {
    kind: "problem",
    rowId: row.id,
    text: `${label}: ${ran}; it would count toward ${gateItFeeds(row)}: re-run it or record a waiver`,
    numbers: {},
  };
}

export function instructionParityGate(facts: GateFacts): Gate {
  const current = facts.currentInstructionSha256;
  const evidence = facts.rows.map((row) => rowEvidence(row, current)).filter((e): e is GateEvidence => e !== null);
  if (!facts.rows.some(countsTowardGate)) {
    evidence.push({ kind: "unknown", text: "no agent row that counts toward a gate to check", numbers: {} });
  }
  return {
    id: "instruction-parity",
    title: "Instruction parity",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["instruction-parity"],
    evidence,
  };
}
