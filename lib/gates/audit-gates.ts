// Gates from the scorer audits (lib/audits), first-class members of the checklist: "shortcut probes
// stay below the strong-agent bar" and "withholding predictions never raises the score". Pure, over
// the newest finished audit suite of the revision (GateFacts.audits); when none has finished both
// are insufficient ("not run yet"), saying whether a run is queued, running or failed.
//  * shortcut: any video-free probe at or above the strong-agent bar fails, with the probe count,
//    the maximum and which probe reached it;
//  * omission: a ledger that scores higher with matched answers withheld warns with the numbers
//    (the scorer rewards pruning); it fails when withholding alone lifts a ledger from below the
//    strong-agent bar to it or above (pruning would flip the difficulty gate: FlightGear Codex
//    0.0938 → 0.3291). Leaving out unmatched entries only recovers the precision penalty: a note.
import type { AuditGateFacts } from "../audits/gate-facts";
import { formatScore } from "./format";
import { outcomeFromEvidence } from "./rows";
import { GATE_THRESHOLDS as T, GATE_THRESHOLD_TEXT } from "./thresholds";
import type { AuditRunFacts, Gate, GateEvidence, GateFacts } from "./types";

export type AuditGateId = "shortcut-probes-below-bar" | "omission-never-helps";
export type AuditGate = Gate & { id: AuditGateId };

/** @deprecated the threshold texts live in GATE_THRESHOLD_TEXT with every other gate's */
export const AUDIT_GATE_THRESHOLD_TEXT: Record<AuditGateId, string> = {
  "shortcut-probes-below-bar": GATE_THRESHOLD_TEXT["shortcut-probes-below-bar"],
  "omission-never-helps": GATE_THRESHOLD_TEXT["omission-never-helps"],
};

const ranAt = (facts: AuditGateFacts) => (facts.ranAt ? ` (audit run finished ${facts.ranAt.slice(0, 16).replace("T", " ")} UTC)` : "");

/** Why there is nothing to read: no judge, no run, a run still going, a failed run, or an unreadable result. */
function notRun(audit: string, run: AuditRunFacts | null, noJudge: string | null): GateEvidence[] {
  // an audit run of this revision says more than the import: a never-seen family's generic audits
  // run through the folder's own verifier before (or without) its task-judge run
  const anyRun = run !== null && (run.latest !== null || run.newerRunStatus !== null || run.unreadable !== null);
  if (noJudge && !anyRun)
    return [
      { kind: "unknown", grade: "absent", text: `not applicable: ${noJudge}, so the ${audit} audit has nothing to score`, numbers: {} },
    ];
  const newer = run?.newerRunStatus ? `; the newest audit run is ${run.newerRunStatus}` : "";
  if (run?.unreadable)
    return [{ kind: "unknown", grade: "absent", text: `the stored audit results cannot be read (${run.unreadable})${newer}`, numbers: {} }];
  if (run?.latest)
    return [
      { kind: "unknown", grade: "absent", text: `not run yet: the ${audit} audit was not part of the last audit run${newer}`, numbers: {} },
    ];
  return [{ kind: "unknown", grade: "absent", text: `not run yet: no finished audit run for this revision${newer}`, numbers: {} }];
}

function shortcutEvidence(facts: AuditGateFacts): GateEvidence[] {
  const bar = T.agentMaxScoreExclusive;
  return facts.shortcut.map((s): GateEvidence => {
    const numbers = { probes: s.probes, max: s.max, aboveBar: s.aboveBar, bar };
    // a sweep that scored no probe (every one errored in the task's verifier) measured nothing
    if (s.probes === 0)
      return {
        kind: "unknown",
        grade: "absent",
        text: `${s.judgeId}: no shortcut probe was scored, so nothing shows the probes stay below ${formatScore(bar)}${ranAt(facts)}`,
        numbers,
      };
    // the threshold decides, not the bar the run was configured with
    const clears = s.max >= bar - T.scoreEpsilon;
    return clears
      ? {
          kind: "problem",
          text: `${s.judgeId}: ${s.aboveBar} of ${s.probes} video-free probes reach ${formatScore(bar)}; max ${formatScore(s.max)} (${s.maxProbe})${ranAt(facts)}`,
          numbers,
        }
      : {
          kind: "ok",
          grade: "measured",
          text: `${s.judgeId}: ${s.probes} video-free probes, max ${formatScore(s.max)} (${s.maxProbe}) < ${formatScore(bar)}${ranAt(facts)}`,
          numbers,
        };
  });
}

function omissionEvidence(facts: AuditGateFacts): GateEvidence[] {
  const bar = T.agentMaxScoreExclusive - T.scoreEpsilon;
  const gains = facts.omission.filter((o) => o.withheldMatched > 0);
  const evidence: GateEvidence[] = gains.map((o) => {
    const crosses = o.base < bar && o.best >= bar;
    const what = `${o.label} (${o.judgeId}): ${formatScore(o.base)} → ${formatScore(o.best)} by withholding ${o.withheldMatched} matched answers, ${o.retained} of ${o.predictions} retained (${o.method})`;
    return {
      kind: crosses ? "problem" : "warning",
      text: crosses ? `${what}: withholding alone lifts it over the ${formatScore(T.agentMaxScoreExclusive)} strong-agent bar` : what,
      numbers: {
        base: o.base,
        best: o.best,
        gain: o.best - o.base,
        retained: o.retained,
        predictions: o.predictions,
        withheldMatched: o.withheldMatched,
      },
    };
  });
  if (gains.length === 0 && facts.omissionLedgers === 0) {
    // nothing was scored, so nothing was shown not to help: "0 ledgers checked" is not a pass
    evidence.push({
      kind: "unknown",
      grade: "absent",
      text: `not applicable: the omission audit had no scored ledger to withhold answers from (0 ledgers checked)${ranAt(facts)}`,
      numbers: { ledgers: 0 },
    });
  } else if (gains.length === 0) {
    const checked = facts.omissionLedgers ?? null;
    evidence.push({
      kind: "ok",
      grade: "measured",
      text: `withholding matched answers raises no stored ledger's score${checked !== null ? ` (${checked} ledger${checked === 1 ? "" : "s"} checked)` : ""}${ranAt(facts)}`,
      numbers: { ledgers: checked },
    });
  }
  // Leaving out unmatched entries is the precision penalty working, a note; but when it alone lifts
  // a ledger over the strong-agent bar, pruning is a way over the bar whatever the family (issue 34:
  // egocentric's wrapped Codex 0.0881 → 0.1505 read "as designed" where FlightGear's pruning failed).
  // One line per ledger and numbers: the same ledger under several judge versions or aliases said once.
  const pruned = new Map<string, { o: AuditGateFacts["omission"][number]; judges: string[] }>();
  for (const o of facts.omission.filter((x) => x.withheldMatched === 0)) {
    const key = `${o.label}\u0000${formatScore(o.base)}\u0000${formatScore(o.best)}`;
    const seen = pruned.get(key);
    if (seen) seen.judges.push(o.judgeId);
    else pruned.set(key, { o, judges: [o.judgeId] });
  }
  for (const { o, judges } of pruned.values()) {
    const crosses = o.base < bar && o.best >= bar;
    const under = judges.length > 1 ? ` (under ${judges.join(", ")})` : "";
    evidence.push({
      kind: crosses ? "problem" : "note",
      text: crosses
        ? `${o.label}: leaving out unmatched entries alone lifts ${formatScore(o.base)} to ${formatScore(o.best)}, over the ${formatScore(T.agentMaxScoreExclusive)} strong-agent bar${under}: a submission crosses the bar by pruning`
        : `${o.label}: leaving out unmatched entries raises ${formatScore(o.base)} to ${formatScore(o.best)} (the precision penalty, as designed)${under}`,
      numbers: { base: o.base, best: o.best },
    });
  }
  return evidence;
}

function noJudgeOf(facts: GateFacts | AuditGateFacts | null): string | null {
  return facts !== null && "rows" in facts ? (facts.judgeNotCheckable ?? null) : null;
}

function runOf(facts: GateFacts | AuditGateFacts | null): AuditRunFacts | null {
  if (facts === null) return null;
  if ("shortcut" in facts) return { latest: facts, newerRunStatus: null, unreadable: null };
  return facts.audits ?? null;
}

/** Takes the checklist's facts, or (the audits page) one suite's facts directly. */
export function shortcutProbesGate(facts: GateFacts | AuditGateFacts | null): AuditGate {
  const run = runOf(facts);
  const latest = run?.latest ?? null;
  const evidence = latest && latest.shortcut.length > 0 ? shortcutEvidence(latest) : notRun("shortcut-probe", run, noJudgeOf(facts));
  return {
    id: "shortcut-probes-below-bar",
    title: "Shortcut probes stay below the strong-agent bar",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["shortcut-probes-below-bar"],
    evidence,
  };
}

export function omissionGate(facts: GateFacts | AuditGateFacts | null): AuditGate {
  const run = runOf(facts);
  const latest = run?.latest ?? null;
  const evidence = latest && latest.omissionRan ? omissionEvidence(latest) : notRun("omission", run, noJudgeOf(facts));
  return {
    id: "omission-never-helps",
    title: "Withholding predictions never raises the score",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["omission-never-helps"],
    evidence,
  };
}

export function auditGates(facts: GateFacts | AuditGateFacts | null): AuditGate[] {
  return [shortcutProbesGate(facts), omissionGate(facts)];
}
