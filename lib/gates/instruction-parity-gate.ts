// Instruction parity: every agent row that counts toward a gate must have run the instruction.md
// this revision ships. The hash a row is judged on is the one its trajectory proves (the sha256 of
// the log's first user message, lib/rollouts/audits/first-user-message.ts) when the log records the
// prompt; else what the log shows otherwise (instruction.md read back, or listed at another size:
// lib/rollouts/audits/instruction-shown.ts); else the one scores.md claims; the evidence says which. A mismatch on such a row fails
// the gate (it is not missing evidence): the row has to be re-run on the current instruction, or
// recorded as a waiver.
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
  if (row.condition === "other") return false;
  // a submission not accepted counts toward nothing; a row demoted by its trajectory still claims to
  // be official, so it must still match (the demotion is trajectory-integrity's finding, not a waiver)
  if (row.submission === "submitted" || row.submission === "rejected") return false;
  return row.status === "official" || row.status === "earlier_instruction";
}

function gateItFeeds(row: CalibrationRowFacts): string {
  return row.condition === "full" ? "the strong-agent gates" : `the ${conditionLabel(row)} ablation`;
}

/** Where the hash a row is judged on comes from: its trajectory's first user message, or scores.md. */
function instructionOf(row: CalibrationRowFacts): { sha: string | null; source: string; proven: boolean; byName?: boolean } {
  if (row.provenInstruction) {
    return { sha: row.provenInstruction.sha256, source: `proven from trajectory step ${row.provenInstruction.step}`, proven: true };
  }
  // the run's own metadata outranks scores.md, but it is a file the folder carries, not a measurement
  const meta = row.metadataInstruction;
  if (meta)
    return {
      sha: meta.sha256,
      source: `recorded in ${meta.file}:${meta.line}${meta.byName ? ", a file tied to the row by name only" : ""}`,
      proven: false,
      byName: meta.byName,
    };
  return { sha: row.instructionSha256, source: `claimed ${row.claimedWhere ?? "in scores.md"}`, proven: false };
}

/**
 * A log with no prompt that still shows the instruction (read back: the shipped one; listed at
 * another size: another one) is measured evidence, whatever the row claims: a row whose log shows
 * another instruction never counts as run on the current one.
 */
function logEvidence(row: CalibrationRowFacts, label: string, counts: boolean): GateEvidence[] {
  const log = row.instructionFromLog!;
  const numbers: Record<string, number | null> = log.step === null ? {} : { step: log.step };
  if (log.parity === "matched") {
    if (!counts) return [];
    const grade = row.trajectory?.linkedByName ? "contested" : "measured";
    return [
      {
        kind: grade === "measured" ? "ok" : "unknown",
        grade,
        rowId: row.id,
        text: `${label}: current instruction (${log.evidence})`,
        numbers,
      },
    ];
  }
  const ran = `the trajectory shows another instruction than the shipped one: ${log.evidence}`;
  if (row.status === "waived") return [{ kind: "note", rowId: row.id, text: `${label}: ${ran} (waiver recorded)`, numbers }];
  if (!counts) return [{ kind: "note", rowId: row.id, text: `${label}: ${ran}; does not count toward a gate`, numbers }];
  const text = `${label}: ${ran}; it would count toward ${gateItFeeds(row)}: re-run it or record a waiver`;
  return [{ kind: "problem", grade: "measured", rowId: row.id, text, numbers }];
}

function rowEvidence(row: CalibrationRowFacts, current: string): GateEvidence[] {
  const counts = countsTowardGate(row);
  const label = `${rowLabel(row)} (${conditionLabel(row)}${row.status === "official" ? "" : `, ${row.status.replace(/_/g, " ")}`})`;
  if (row.instructionFromLog && !row.provenInstruction) return logEvidence(row, label, counts);
  const { sha, source, proven, byName } = instructionOf(row);
  const out: GateEvidence[] = [];
  // the claim and the proof disagree: say so whichever way the proof goes (the proof decides)
  if (proven && row.instructionSha256 !== null && !sameInstruction(row.instructionSha256, sha!)) {
    out.push({
      kind: "note",
      rowId: row.id,
      text: `${label}: scores.md claims ${shortSha(row.instructionSha256)}, the trajectory proves ${shortSha(sha!)} (step ${row.provenInstruction!.step})`,
      numbers: { step: row.provenInstruction!.step },
    });
  }
  const numbers: Record<string, number | null> = proven ? { step: row.provenInstruction!.step } : {};
  if (sha === null) {
    if (row.status === "earlier_instruction" && counts) {
      out.push({
        kind: "problem",
        rowId: row.id,
        text: `${label}: labelled as run on an earlier instruction (hash not recorded); it would count toward ${gateItFeeds(row)}`,
        numbers,
      });
    } else if (counts) {
      // an unknown instruction only matters for a row that has to match
      out.push({ kind: "unknown", grade: "absent", rowId: row.id, text: `${label}: instruction not recorded`, numbers });
    }
    return out;
  }
  if (sameInstruction(sha, current)) {
    // proven from the row's own stored trajectory is measured; a trajectory tied to the row by name
    // only proves nothing about this row; a hash written in scores.md is a claim
    const grade = byName || (proven && row.trajectory?.linkedByName) ? "contested" : proven ? "measured" : "claimed";
    if (counts && grade === "contested")
      out.push({
        kind: "unknown",
        grade,
        rowId: row.id,
        text: `${label}: current instruction (${source}), but that file is linked to the row by name only`,
        numbers,
      });
    else if (counts)
      out.push({ kind: "ok", grade, rowId: row.id, text: `${label}: current instruction ${shortSha(current)} (${source})`, numbers });
    return out;
  }
  const ran = `ran ${shortSha(sha)} (${source}), not the shipped ${shortSha(current)}`;
  if (row.status === "waived") out.push({ kind: "note", rowId: row.id, text: `${label}: ${ran} (waiver recorded)`, numbers });
  else if (!counts) out.push({ kind: "note", rowId: row.id, text: `${label}: ${ran}; does not count toward a gate`, numbers });
  else
    out.push({
      kind: "problem",
      grade: proven ? "measured" : "claimed",
      rowId: row.id,
      text: `${label}: ${ran}; it would count toward ${gateItFeeds(row)}: re-run it or record a waiver`,
      numbers,
    });
  return out;
}

export function instructionParityGate(facts: GateFacts): Gate {
  const current = facts.currentInstructionSha256;
  const evidence = facts.rows.flatMap((row) => rowEvidence(row, current));
  if (!facts.rows.some(countsTowardGate)) {
    evidence.push({ kind: "unknown", grade: "absent", text: "no agent row that counts toward a gate to check", numbers: {} });
  }
  return {
    id: "instruction-parity",
    title: "Instruction parity",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["instruction-parity"],
    evidence,
  };
}
