// Strong-agent calibration: one official full-condition row per required harness, each below
// the difficulty bar, each a real attempt (> 50 tool-call turns).
import { formatScore } from "./format";
import { shortSha } from "./instruction-parity-gate";
import { requiredHarnessOf } from "./harness";
import { countsToward, demotedEvidence, exclusionOf, gradedScoreOf, isExcludedOfficial, outcomeFromEvidence, rowLabel } from "./rows";
import { GATE_THRESHOLDS as T, GATE_THRESHOLD_TEXT, REQUIRED_HARNESSES } from "./thresholds";
import type { CalibrationRowFacts, Gate, GateEvidence, GateFacts } from "./types";

/** Official full-condition rows nothing excludes from the strong-agent gates: the only ones they read. */
export function officialFullRows(facts: GateFacts): CalibrationRowFacts[] {
  return facts.rows.filter((r) => r.condition === "full" && countsToward(r, "harness"));
}

/** Official full-condition rows kept out (submission, trajectory, flags): each gate lists them as a note. */
function demotedFullRows(facts: GateFacts): CalibrationRowFacts[] {
  return facts.rows.filter((r) => r.condition === "full" && isExcludedOfficial(r, "harness"));
}

/** Why a full-condition row of a required harness is not an official measured row, in words. */
function whyNotCounted(row: CalibrationRowFacts, current: string): string {
  if (row.status === "official") return `is official but ${exclusionOf(row, "harness") ?? "is constructed"}`;
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
    // a harness is covered by a row whose attempt is on record: a score the judge measured on its own
    // ledger; a claim covers it only as claimed; a rejected or name-linked ledger covers nothing yet
    for (const row of found) evidence.push(coverageEvidence(harness, row));
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

function coverageEvidence(harness: string, row: CalibrationRowFacts): GateEvidence {
  const score = gradedScoreOf(row);
  const base = { rowId: row.id, numbers: {} };
  if (score.grade === "measured")
    return { ...base, kind: "ok", grade: "measured", text: `${harness}: official row ${rowLabel(row)}, scored by the judge` };
  if (score.grade === "claimed")
    return {
      ...base,
      kind: "ok",
      grade: "claimed",
      text: `${harness}: official row ${rowLabel(row)}, score only claimed (no ledger re-scored)`,
    };
  const why = score.why ?? "no score, claimed or measured";
  return { ...base, kind: "unknown", grade: score.grade, text: `${harness}: official row ${rowLabel(row)}, but ${why}` };
}

export function agentBelowBarGate(facts: GateFacts): Gate {
  const evidence: GateEvidence[] = [];
  for (const row of officialFullRows(facts)) {
    const { value, source, grade, why } = gradedScoreOf(row);
    const numbers = { claimed: row.claimedScore, recomputed: row.recomputedScore };
    if (grade === "rejected" || grade === "contested") {
      // a rejection's 0 is a penalty and a name-linked ledger may be another run's: neither is this row's score
      evidence.push({ kind: "unknown", grade, rowId: row.id, text: `${rowLabel(row)}: ${why}`, numbers });
    } else if (value === null) {
      evidence.push({ kind: "unknown", grade: "absent", rowId: row.id, text: `${rowLabel(row)}: no score`, numbers });
    } else if (value >= T.agentMaxScoreExclusive - T.scoreEpsilon) {
      // over the bar fails whether the number was recomputed or only claimed
      evidence.push({
        kind: "problem",
        grade,
        rowId: row.id,
        text: `${rowLabel(row)}: ${source} ${formatScore(value)} is not below ${formatScore(T.agentMaxScoreExclusive)}`,
        numbers,
      });
    } else if (grade === "claimed") {
      evidence.push({
        kind: "ok",
        grade: "claimed",
        rowId: row.id,
        text: `${rowLabel(row)}: claimed ${formatScore(value)}, no recomputed score`,
        numbers,
      });
    } else {
      evidence.push({ kind: "ok", grade: "measured", rowId: row.id, text: `${rowLabel(row)}: recomputed ${formatScore(value)}`, numbers });
    }
  }
  if (evidence.length === 0)
    evidence.push({ kind: "unknown", grade: "absent", text: "no official full-condition row to check", numbers: {} });
  evidence.push(...demotedFullRows(facts).map((r) => demotedEvidence(r, "", "harness")));
  return {
    id: "agent-below-bar",
    title: "Strong agents score below the bar",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["agent-below-bar"],
    evidence,
  };
}

/**
 * Turns stand on the stored trajectory they were counted from. A trajectory the row cites but the
 * folder lacks (a release asset) leaves the claim unbacked: insufficient, not claimed; a trajectory
 * linked by name only is contested. With no trajectory cited at all, scores.md's number is a claim.
 */
function turnsEvidence(row: CalibrationRowFacts): GateEvidence {
  const numbers = { turns: row.turns };
  const base = { rowId: row.id, numbers };
  const trajectory = row.trajectory ?? null;
  const fromTrajectory = row.turnsSource === "trajectory" || (row.turnsSource == null && trajectory?.state === "stored");
  if (trajectory?.state === "absent")
    return {
      ...base,
      kind: "unknown",
      grade: "absent",
      text: `${rowLabel(row)}: its trajectory ${trajectory.path ?? ""} is not in the folder, so no turn was counted${row.turns !== null ? ` (${row.turns} claimed)` : ""}`,
    };
  if (fromTrajectory && trajectory?.linkedByName)
    return {
      ...base,
      kind: "unknown",
      grade: "contested",
      text: `${rowLabel(row)}: ${row.turns ?? "?"} turns counted in ${trajectory.path ?? "a trajectory"} linked by name only (please confirm the link)`,
    };
  if (row.turns === null) return { ...base, kind: "unknown", grade: "absent", text: `${rowLabel(row)}: tool-call turns unknown` };
  const grade = fromTrajectory ? "measured" : "claimed";
  const how = fromTrajectory ? "counted in its trajectory" : `claimed ${row.claimedWhere ?? "in scores.md"}, no trajectory stored`;
  if (row.turns > T.minTurnsExclusive) return { ...base, kind: "ok", grade, text: `${rowLabel(row)}: ${row.turns} turns (${how})` };
  return { ...base, kind: "problem", grade, text: `${rowLabel(row)}: only ${row.turns} turns (${how})` };
}

export function agentTurnsGate(facts: GateFacts): Gate {
  const evidence: GateEvidence[] = officialFullRows(facts).map(turnsEvidence);
  if (evidence.length === 0)
    evidence.push({ kind: "unknown", grade: "absent", text: "no official full-condition row to check", numbers: {} });
  evidence.push(...demotedFullRows(facts).map((r) => ({ ...demotedEvidence(r, "", "harness"), numbers: { turns: r.turns } })));
  return {
    id: "agent-turns",
    title: "Real attempts (tool-call turns)",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["agent-turns"],
    evidence,
  };
}
