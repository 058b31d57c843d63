// Anti-shortcut ablations: under each degraded input a measured run scores at most 0.15.
// A constructed ledger (a fixed prior written by hand) is not a run and does not count; neither is a
// reconstruction (a ledger re-built from the run rather than the agent's own bytes).
import { formatScore } from "./format";
import { countsToward, demotedEvidence, gradedScoreOf, isConstructed, isExcludedOfficial, outcomeFromEvidence, rowLabel } from "./rows";
import { ABLATION_REQUIREMENTS, GATE_THRESHOLDS as T, GATE_THRESHOLD_TEXT } from "./thresholds";
import type { AblationRequirement } from "./thresholds";
import type { CalibrationRowFacts, Gate, GateEvidence, GateFacts } from "./types";

function conditionEvidence(req: AblationRequirement, rows: CalibrationRowFacts[], hasAudio: boolean | null): GateEvidence[] {
  const label = req.label;
  const mine = rows.filter((r) => r.condition === req.condition);
  const measured = mine.filter((r) => countsToward(r, "ablation"));
  if (req.requiresAudio && hasAudio === false && measured.length === 0) {
    return [{ kind: "note", text: `${label}: not applicable, the media has no audio track`, numbers: {} }];
  }
  const evidence: GateEvidence[] = [];
  for (const row of measured) {
    const { value, source, grade, why } = gradedScoreOf(row);
    const numbers = { claimed: row.claimedScore, recomputed: row.recomputedScore };
    if (grade === "rejected" || grade === "contested") {
      evidence.push({ kind: "unknown", grade, rowId: row.id, text: `${label}: ${rowLabel(row)}: ${why}`, numbers });
    } else if (value === null) {
      evidence.push({ kind: "unknown", grade: "absent", rowId: row.id, text: `${label}: ${rowLabel(row)} has no score`, numbers });
    } else if (value > T.ablationMaxScore + T.scoreEpsilon) {
      evidence.push({
        kind: "problem",
        grade,
        rowId: row.id,
        text: `${label}: ${source} ${formatScore(value)} is above ${formatScore(T.ablationMaxScore)}`,
        numbers,
      });
    } else if (grade === "claimed") {
      evidence.push({ kind: "ok", grade, rowId: row.id, text: `${label}: claimed ${formatScore(value)}, no recomputed score`, numbers });
    } else {
      evidence.push({ kind: "ok", grade, rowId: row.id, text: `${label}: recomputed ${formatScore(value)}`, numbers });
    }
  }
  for (const row of mine.filter((r) => isExcludedOfficial(r, "ablation"))) evidence.push(demotedEvidence(row, `${label}: `, "ablation"));
  for (const row of mine.filter(isConstructed)) {
    evidence.push({
      kind: "note",
      rowId: row.id,
      text: `${label}: ${rowLabel(row)} is constructed, does not count`,
      numbers: { claimed: row.claimedScore },
    });
  }
  if (measured.length > 0) return evidence;
  const waived = mine.find((r) => r.status === "waived");
  if (waived) return [...evidence, { kind: "note", rowId: waived.id, text: `${label}: waived`, numbers: {} }];
  // no audio facts yet: the requirement may or may not apply, which is insufficient, not a failure
  const unknownAudio = req.requiresAudio && hasAudio === null;
  return [
    ...evidence,
    {
      kind: unknownAudio ? "unknown" : "missing",
      text: unknownAudio ? `${label}: no measured row, and whether the media has audio is unknown` : `${label}: no measured row`,
      numbers: {},
    },
  ];
}

export function ablationGate(facts: GateFacts): Gate {
  const evidence = ABLATION_REQUIREMENTS.flatMap((req) => conditionEvidence(req, facts.rows, facts.media.hasAudio));
  return {
    id: "ablations",
    title: "Degraded inputs score ≤ 0.15",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT.ablations,
    evidence,
  };
}
