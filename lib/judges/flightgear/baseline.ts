// Transcript-only baseline ("chance floor", spec section 5). For every ground-truth event,
// the most units any of 384 synthetic ledgers earns using only what the audio transcript
// reveals (command, issue time, target) plus GT-wide medians. Events whose baseline is
// already full credit carry no video signal and are not graded.

import { HEADING, OVERSHOOT_BUCKETS, dimOfUnit } from "./constants";
import type { Clearance, Triple } from "./clearance";
import { wrapDelta } from "./numeric";
import { BelievedState, baselineConstants, type BaselineConstants } from "./transcript-model";

const NULLS: Triple = [null, null, null];
const GRID_STATUSES = ["complied", "complied_late", "incomplete", "violated"] as const;

export interface Strategy {
  status: string;
  overshoot: string;
  withExec: boolean;
  settle: boolean;
  useSupersession: boolean;
  scaleDelays: boolean;
  deriveStatus: boolean;
}

/** The 384-ledger grid (the two complied statuses never add an execution-only variant). */
export function strategyGrid(): Strategy[] {
  const out: Strategy[] = [];
  const flags = [false, true];
  for (const status of GRID_STATUSES)
    for (const overshoot of OVERSHOOT_BUCKETS)
      for (const withExec of status.startsWith("complied") ? [false] : flags)
        for (const settle of flags)
          for (const useSupersession of flags)
            for (const scaleDelays of flags)
              for (const deriveStatus of flags)
                out.push({ status, overshoot, withExec, settle, useSupersession, scaleDelays, deriveStatus });
  return out;
}

/** How strategy s answers event k: its status, its supersession link, whether it executes. */
export interface TranscriptOutcome {
  status: string;
  supersededBy: number | null;
  executes: boolean;
}

export function transcriptOutcome(K: BaselineConstants, e: Clearance, k: number, s: Strategy, complOff: number): TranscriptOutcome {
  const execOff = K.execDelay;
  let status: string = s.status;
  let supersededBy: number | null = null;
  const audioLink = K.audioSuperseded[k];
  if (s.useSupersession && audioLink !== null) {
    status = "superseded";
    supersededBy = audioLink;
  } else if (s.deriveStatus) {
    if (e.issued + complOff > K.audioEnd[k]) status = "incomplete";
    else status = execOff > 12 ? "complied_late" : "complied";
  }
  const complied = status === "complied" || status === "complied_late";
  return { status, supersededBy, executes: complied || (s.withExec && status !== "superseded") };
}

/** Completion delay: the median, or (scaling) execution delay + the commanded span at the typical rate. */
export function completionOffset(K: BaselineConstants, e: Clearance, cspan: number, scaleDelays: boolean): number {
  const unitRate = K.rate[e.unit];
  return scaleDelays && unitRate > 0 ? K.execDelay + Math.abs(cspan) / unitRate : K.complDelay;
}

export function commandedSpan(e: Clearance, believedAtIssue: readonly number[]): number {
  const dim = dimOfUnit(e.unit);
  return dim === HEADING ? wrapDelta(e.target, believedAtIssue[dim]) : e.target - believedAtIssue[dim];
}

/** What a listener has for event k once it has chosen whether to assume settled targets. */
export interface ListenerView {
  K: BaselineConstants;
  e: Clearance;
  k: number;
  settle: boolean;
  belief: BelievedState;
  /** believed state at the issue time */
  bi: readonly number[];
  /** commanded change from the believed state (wrapped for headings) */
  cspan: number;
}

export function listenerView(
  gt: readonly Clearance[],
  K: BaselineConstants,
  k: number,
  settle: boolean,
  belief: BelievedState = new BelievedState(gt, K, K.legs[k]),
): ListenerView {
  const e = gt[k];
  const bi = belief.at(e.issued, settle);
  return { K, e, k, settle, belief, bi, cspan: commandedSpan(e, bi) };
}

/** The synthetic answer to event k with the given completion delay, outcome and overshoot bucket. */
export function buildSynthetic(v: ListenerView, complOff: number, outcome: TranscriptOutcome, overshoot: string): Clearance {
  const { K, e, belief, settle } = v;
  const dim = dimOfUnit(e.unit);
  const { status, supersededBy, executes } = outcome;
  const complied = status === "complied" || status === "complied_late";
  const execOff = K.execDelay;
  const execution = executes ? belief.at(e.issued + execOff, settle) : null;
  const completion = complied ? belief.at(e.issued + complOff, settle) : null;
  const ending = belief.at(K.audioEnd[v.k], settle);
  if (settle) {
    // settling means the listener assumes the command was flown exactly
    if (completion) completion[dim] = e.target;
    ending[dim] = e.target;
  }
  return {
    index: e.index,
    issued: e.issued,
    command: e.command,
    target: e.target,
    unit: e.unit,
    progress: Math.abs(v.cspan),
    snapshots: [toTriple(v.bi), execution ? toTriple(execution) : NULLS, completion ? toTriple(completion) : NULLS, toTriple(ending)],
    execTime: executes ? e.issued + execOff : null,
    complTime: complied ? e.issued + complOff : null,
    status,
    supersededBy,
    overshoot,
  };
}

/** Synthetic clearance k of the ledger built by strategy s. */
export function syntheticClearance(gt: readonly Clearance[], K: BaselineConstants, k: number, s: Strategy): Clearance {
  const view = listenerView(gt, K, k, s.settle);
  const complOff = completionOffset(K, view.e, view.cspan, s.scaleDelays);
  return buildSynthetic(view, complOff, transcriptOutcome(K, view.e, k, s, complOff), s.overshoot);
}

function toTriple(v: readonly number[]): Triple {
  return [v[0], v[1], v[2]];
}

/** One whole synthetic ledger (used by tests: the best single one is the "shortcut reference"). */
export function transcriptLedger(gt: readonly Clearance[], s: Strategy): Clearance[] {
  const K = baselineConstants(gt);
  return gt.map((_, k) => syntheticClearance(gt, K, k, s));
}
