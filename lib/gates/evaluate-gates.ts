// The review gate checklist, computed from stored facts. Pure: the same facts always give the
// same gates, in the same order (the order the page and the PR comment list them).
import { ablationGate } from "./ablation-gate";
import { omissionGate, shortcutProbesGate } from "./audit-gates";
import { agentBelowBarGate, agentTurnsGate, harnessCoverageGate } from "./agent-gates";
import { emptySubmissionGate, oracleGate } from "./anchor-gates";
import { claimedScoreGate } from "./claimed-score-gate";
import { contractGate } from "./contract-gate";
import { instructionParityGate } from "./instruction-parity-gate";
import { mediaDurationGate, mediaPinnedGate, mediaResolutionGate, mediaVerifiedGate } from "./media-gates";
import { trajectoryIntegrityGate } from "./trajectory-gates";
import type { Gate, GateFacts } from "./types";
import { withoutVacuousPass } from "./vacuous-pass";

const GATES: ReadonlyArray<(facts: GateFacts) => Gate> = [
  mediaPinnedGate,
  mediaVerifiedGate,
  mediaDurationGate,
  mediaResolutionGate,
  oracleGate,
  emptySubmissionGate,
  harnessCoverageGate,
  agentBelowBarGate,
  agentTurnsGate,
  ablationGate,
  instructionParityGate,
  claimedScoreGate,
  trajectoryIntegrityGate,
  shortcutProbesGate,
  omissionGate,
  contractGate,
];

export function evaluateGates(facts: GateFacts): Gate[] {
  // a pass needs at least one counted, measured line (vacuous-pass.ts)
  const gates = GATES.map((gate) => withoutVacuousPass(gate(facts), facts));
  const why = facts.judgeNotCheckable;
  if (!why) return gates;
  // without a judge, "not scored yet" is never going to change: say why it cannot be checked
  return gates.map((gate) => ({
    ...gate,
    evidence: gate.evidence.map((e) =>
      e.kind === "unknown" && /scor|recomput/i.test(e.text) && !e.text.startsWith("not applicable")
        ? { ...e, text: `not checkable (${why}): ${e.text}` }
        : e,
    ),
  }));
}
