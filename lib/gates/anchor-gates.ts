// Oracle and empty-submission anchors: both are the judge's own numbers on the stored ground
// truth, so a claim in scores.md never satisfies them.
import { formatScore } from "./format";
import { outcomeFromEvidence } from "./rows";
import { GATE_THRESHOLDS as T, GATE_THRESHOLD_TEXT } from "./thresholds";
import type { Gate, GateEvidence, GateFacts, GateId } from "./types";

interface AnchorRule {
  id: Extract<GateId, "oracle-perfect" | "empty-submission">;
  title: string;
  /** how evidence names the anchor */
  name: string;
  accepts(score: number): boolean;
  /** what an unacceptable score is, e.g. ", not 1.0000" */
  shortfall: string;
}

/** The one shape both anchor gates share: recomputed or unknown, then judged against a rule. */
function anchorGate(score: number | null, rule: AnchorRule): Gate {
  const evidence: GateEvidence[] = [];
  if (score === null) {
    evidence.push({
      kind: "unknown",
      grade: "absent",
      text: `the ${rule.name} has not been scored by the judge`,
      numbers: { recomputed: null },
    });
  } else {
    const ok = rule.accepts(score);
    evidence.push({
      kind: ok ? "ok" : "problem",
      grade: "measured",
      text: `${rule.name} recomputes to ${formatScore(score)}${ok ? "" : rule.shortfall}`,
      numbers: { recomputed: score },
    });
  }
  return { id: rule.id, title: rule.title, outcome: outcomeFromEvidence(evidence), threshold: GATE_THRESHOLD_TEXT[rule.id], evidence };
}

export function oracleGate(facts: GateFacts): Gate {
  return anchorGate(facts.oracleRecomputed, {
    id: "oracle-perfect",
    title: "Oracle scores 1.0",
    name: "oracle",
    accepts: (s) => Math.abs(s - T.oracleScore) <= T.scoreEpsilon,
    shortfall: `, not ${formatScore(T.oracleScore)}`,
  });
}

export function emptySubmissionGate(facts: GateFacts): Gate {
  return anchorGate(facts.emptyRecomputed, {
    id: "empty-submission",
    title: "Empty submission scores about 0",
    name: "empty submission",
    accepts: (s) => s <= T.emptyMaxScore + T.scoreEpsilon,
    shortfall: `, above ${formatScore(T.emptyMaxScore)}`,
  });
}
