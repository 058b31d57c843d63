// Oracle and empty-submission anchors: both are the judge's own numbers on the stored ground
// truth, so a claim in scores.md never satisfies them.
import { formatScore } from "./format";
import { outcomeFromEvidence } from "./rows";
import { GATE_THRESHOLDS as T, GATE_THRESHOLD_TEXT } from "./thresholds";
import type { Gate, GateEvidence, GateFacts } from "./types";

export function oracleGate(facts: GateFacts): Gate {
  const score = facts.oracleRecomputed;
  const evidence: GateEvidence[] = [];
  if (score === null) {
    evidence.push({ kind: "unknown", text: "the oracle has not been scored by the judge", numbers: { recomputed: null } });
  } else {
    const ok = Math.abs(score - T.oracleScore) <= T.scoreEpsilon;
    evidence.push({
      kind: ok ? "ok" : "problem",
      text: `oracle recomputes to ${formatScore(score)}${ok ? "" : `, not ${formatScore(T.oracleScore)}`}`,
      numbers: { recomputed: score },
    });
  }
  return {
    id: "oracle-perfect",
    title: "Oracle scores 1.0",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["oracle-perfect"],
    evidence,
  };
}

export function emptySubmissionGate(facts: GateFacts): Gate {
  const score = facts.emptyRecomputed;
  const evidence: GateEvidence[] = [];
  if (score === null) {
    evidence.push({ kind: "unknown", text: "the empty submission has not been scored by the judge", numbers: { recomputed: null } });
  } else {
    const ok = score <= T.emptyMaxScore + T.scoreEpsilon;
    evidence.push({
      kind: ok ? "ok" : "problem",
      text: `empty submission recomputes to ${formatScore(score)}${ok ? "" : `, above ${formatScore(T.emptyMaxScore)}`}`,
      numbers: { recomputed: score },
    });
  }
  return {
    id: "empty-submission",
    title: "Empty submission scores about 0",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["empty-submission"],
    evidence,
  };
}
