// Gates from the scorer audits (lib/audits): "shortcut probes stay below the strong-agent bar" and
// "withholding predictions never raises the score". Pure, over AuditGateFacts; null facts (no
// audit has run on this revision) make both insufficient.
import type { AuditGateFacts } from "../audits/gate-facts";
import { formatScore } from "./format";
import { outcomeFromEvidence } from "./rows";
import { GATE_THRESHOLDS } from "./thresholds";
import type { Gate, GateEvidence } from "./types";

export type AuditGateId = "shortcut-probes-below-bar" | "omission-never-helps";
export type AuditGate = Omit<Gate, "id"> & { id: AuditGateId };

export const AUDIT_GATE_THRESHOLD_TEXT: Record<AuditGateId, string> = {
  "shortcut-probes-below-bar": `every video-free probe (structural, offset grid, seeded jitter) < ${GATE_THRESHOLDS.agentMaxScoreExclusive.toFixed(2)}, the strong-agent bar`,
  "omission-never-helps": "no stored ledger scores higher with some of its matched answers left out (unmatched entries may cost precision)",
};

const notRun = (what: string): GateEvidence[] => [{ kind: "unknown", text: `the ${what} audit has not run on this revision`, numbers: {} }];

export function shortcutProbesGate(facts: AuditGateFacts | null): AuditGate {
  const evidence: GateEvidence[] =
    !facts || facts.shortcut.length === 0
      ? notRun("shortcut-probe")
      : facts.shortcut.map((s) => ({
          kind: s.aboveBar > 0 ? "problem" : "ok",
          text:
            s.aboveBar > 0
              ? `${s.judgeId}: ${s.aboveBar} of ${s.probes} video-free probes reach ${formatScore(s.bar)}; max ${formatScore(s.max)} (${s.maxProbe})`
              : `${s.judgeId}: ${s.probes} video-free probes, max ${formatScore(s.max)} (${s.maxProbe})`,
          numbers: { probes: s.probes, max: s.max, aboveBar: s.aboveBar },
        }));
  return {
    id: "shortcut-probes-below-bar",
    title: "Shortcut probes stay below the strong-agent bar",
    outcome: outcomeFromEvidence(evidence),
    threshold: AUDIT_GATE_THRESHOLD_TEXT["shortcut-probes-below-bar"],
    evidence,
  };
}

export function omissionGate(facts: AuditGateFacts | null): AuditGate {
  let evidence: GateEvidence[];
  if (!facts || !facts.omissionRan) evidence = notRun("omission");
  else {
    const gains = facts.omission.filter((o) => o.withheldMatched > 0);
    evidence = gains.length
      ? gains.map((o) => ({
          kind: "problem",
          text: `${o.label} (${o.judgeId}): ${formatScore(o.base)} → ${formatScore(o.best)} by withholding ${o.withheldMatched} matched answers, ${o.retained} of ${o.predictions} retained (${o.method})`,
          numbers: { base: o.base, best: o.best, retained: o.retained, withheldMatched: o.withheldMatched },
        }))
      : [{ kind: "ok", text: "withholding matched answers raises no stored ledger's score", numbers: {} }];
    const precisionOnly = facts.omission.filter((o) => o.withheldMatched === 0);
    for (const o of precisionOnly)
      evidence.push({
        kind: "note",
        text: `${o.label}: leaving out unmatched entries raises ${formatScore(o.base)} to ${formatScore(o.best)} (the precision penalty, as designed)`,
        numbers: { base: o.base, best: o.best },
      });
  }
  return {
    id: "omission-never-helps",
    title: "Withholding predictions never raises the score",
    outcome: outcomeFromEvidence(evidence),
    threshold: AUDIT_GATE_THRESHOLD_TEXT["omission-never-helps"],
    evidence,
  };
}

export function auditGates(facts: AuditGateFacts | null): AuditGate[] {
  return [shortcutProbesGate(facts), omissionGate(facts)];
}
