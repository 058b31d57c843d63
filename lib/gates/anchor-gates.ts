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
function anchorGate(score: number | null, rule: AnchorRule, explain?: (score: number) => string | null): Gate {
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
      text: (!ok && explain?.(score)) || `${rule.name} recomputes to ${formatScore(score)}${ok ? "" : rule.shortfall}`,
      numbers: { recomputed: score },
    });
  }
  return { id: rule.id, title: rule.title, outcome: outcomeFromEvidence(evidence), threshold: GATE_THRESHOLD_TEXT[rule.id], evidence };
}

const perfect = (s: number) => Math.abs(s - T.oracleScore) <= T.scoreEpsilon;

export function oracleGate(facts: GateFacts): Gate {
  return anchorGate(
    facts.oracleRecomputed,
    {
      id: "oracle-perfect",
      title: "Oracle scores 1.0",
      name: "oracle",
      accepts: perfect,
      shortfall: `, not ${formatScore(T.oracleScore)}`,
    },
    (score) => builtForAnotherGroundTruth(facts.oracleElsewhere, score),
  );
}

/**
 * An official oracle score short of 1.0 where another pairing scores the same oracle perfect: the
 * oracle answers that judge's ground truth, not the official one (still a fail: the official ground
 * truth has no oracle). null: no other pairing explains it.
 */
function builtForAnotherGroundTruth(elsewhere: GateFacts["oracleElsewhere"], score: number): string | null {
  const other = elsewhere?.others.find((o) => perfect(o.score));
  if (!elsewhere || !other) return null;
  return `the oracle was built for ${other.judgeId}'s ground truth: ${formatScore(score)} under ${elsewhere.officialJudgeId}`;
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
