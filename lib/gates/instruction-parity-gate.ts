// Instruction parity: every official agent row must have run the instruction.md this revision ships.
// Rows on another instruction are listed, never mixed in silently.
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

/** Up to 8 hex digits, for evidence text. */
function shortSha(sha: string): string {
  const s = sha.trim().toLowerCase();
  return ABBREVIATED.test(s) || s.length <= 12 ? s : `${s.slice(0, 8)}…`;
}

// Anchors and probes (condition "other") ran no agent on the instruction; they never block.
function bindsToInstruction(row: CalibrationRowFacts): boolean {
  return row.status === "official" && row.condition !== "other";
}

function rowEvidence(row: CalibrationRowFacts, current: string): GateEvidence | null {
  const binding = bindsToInstruction(row);
  const label = `${rowLabel(row)} (${row.status === "official" ? conditionLabel(row) : row.status.replace(/_/g, " ")})`;
  if (row.instructionSha256 === null) {
    // an unknown instruction only matters for a row that has to match
    return binding ? { kind: "unknown", rowId: row.id, text: `${label}: instruction not recorded`, numbers: {} } : null;
  }
  if (sameInstruction(row.instructionSha256, current)) {
    return binding ? { kind: "ok", rowId: row.id, text: `${label}: current instruction`, numbers: {} } : null;
  }
  const text = `${label}: ran ${shortSha(row.instructionSha256)}, not ${shortSha(current)}`;
  return { kind: binding ? "problem" : "note", rowId: row.id, text, numbers: {} };
}

export function instructionParityGate(facts: GateFacts): Gate {
  const current = facts.currentInstructionSha256;
  const evidence = facts.rows.map((row) => rowEvidence(row, current)).filter((e): e is GateEvidence => e !== null);
  if (!facts.rows.some(bindsToInstruction)) {
    evidence.push({ kind: "unknown", text: "no official agent row to check", numbers: {} });
  }
  return {
    id: "instruction-parity",
    title: "Instruction parity",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["instruction-parity"],
    evidence,
  };
}
