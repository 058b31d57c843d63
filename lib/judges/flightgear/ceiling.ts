// The transcript-only ceiling, computed fast: the original needs ~0.5 s, prepare() has
// ~25 ms cold. It gives the same maximum as scoring all 384 ledgers literally
// (__tests__/ceiling-by-ledgers.ts; baseline.test.ts checks they agree, also under swept
// tolerances), because:
//  * overshoot only feeds the chain group's equality test and the grid holds every bucket,
//    so the maximum over that axis is always reached at the expected bucket;
//  * each credit group of a synthetic answer depends on only a few of its choices:
//    issue/ending snapshots, target and progress on `settle`; the execution snapshot and
//    time on (settle, executes); the completion snapshot and time on (settle, delays,
//    complied); status and chain on the answer's status and link. So each slot is checked
//    once per distinct input, and every strategy just adds the pieces up;
//  * a strategy that uses supersession answers "superseded" whenever the audio suggests a
//    link (all such strategies give the same answer, so one is scored) and otherwise
//    answers exactly like its twin that does not (so it is skipped).

import { FULL_CREDIT, OVERSHOOT_BUCKETS } from "./constants";
import { COMPLETION, ENDING, EXECUTION, ISSUE, type Clearance } from "./clearance";
import { chainPoints, progressOk, resolveLink, snapshotOk, statusPoints, targetOk, timePoints, type ExpectedClearance } from "./credit";
import {
  buildSynthetic,
  completionOffset,
  listenerView,
  strategyGrid,
  transcriptOutcome,
  type Strategy,
  type TranscriptOutcome,
} from "./baseline";
import { BelievedState, baselineConstants, type BaselineConstants } from "./transcript-model";
import { DEFAULT_TOLERANCES, type FlightgearTolerances } from "./tolerance-options";

const SILENT: TranscriptOutcome = { status: "incomplete", supersededBy: null, executes: false };
const EXECUTING: TranscriptOutcome = { status: "incomplete", supersededBy: null, executes: true };
const COMPLYING: TranscriptOutcome = { status: "complied", supersededBy: null, executes: true };

interface StrategyGroup {
  /** strategies that ignore supersession */
  plain: Strategy[];
  /** one strategy that uses it */
  superseding: Strategy;
}

/** Strategies grouped by (settle, scaleDelays), with the overshoot axis fixed (see above). */
function strategyGroups(): StrategyGroup[] {
  const plain: Strategy[][] = [[], [], [], []];
  const superseding: Strategy[] = [];
  for (const s of strategyGrid()) {
    if (s.overshoot !== OVERSHOOT_BUCKETS[0]) continue;
    const b = (s.settle ? 2 : 0) + (s.scaleDelays ? 1 : 0);
    if (!s.useSupersession) plain[b].push(s);
    else superseding[b] ??= s;
  }
  return plain.map((p, b) => ({ plain: p, superseding: superseding[b] }));
}

function eventCeiling(
  gt: readonly Clearance[],
  K: BaselineConstants,
  expected: ExpectedClearance,
  k: number,
  groups: StrategyGroup[],
  tol: FlightgearTolerances,
): number {
  const E = expected.c;
  const eLink = resolveLink(E, null);
  // the only link a transcript answer can give is the one the audio suggests; its chain
  // units (overshoot at the expected bucket) are fixed per event
  const audioLink = K.audioSuperseded[k];
  const chainWithoutLink = chainPoints(null, eLink, E.overshoot, E.overshoot, tol);
  const chainWithLink =
    audioLink === null ? chainWithoutLink : chainPoints({ name: "#unresolved", time: audioLink }, eLink, E.overshoot, E.overshoot, tol);
  const belief = new BelievedState(gt, K, K.legs[k]);
  let best = 0;
  for (const settle of [false, true]) {
    const view = listenerView(gt, K, k, settle, belief);
    const probe = (complOff: number, outcome: TranscriptOutcome) => buildSynthetic(view, complOff, outcome, E.overshoot);
    // slots that differ only by whether the answer executes: index 0 silent, 1 executing
    const silent = probe(K.complDelay, SILENT);
    const executing = probe(K.complDelay, EXECUTING);
    const core = snapshotOk(executing, expected, ISSUE, undefined, tol) && snapshotOk(executing, expected, ENDING, undefined, tol);
    const fixed = (targetOk(executing, E, tol) ? 4 : 0) + (progressOk(executing, E, tol) ? 2 : 0);
    const execOk = [snapshotOk(silent, expected, EXECUTION, undefined, tol), snapshotOk(executing, expected, EXECUTION, undefined, tol)];
    const execTime = [timePoints(silent.execTime, E.execTime, tol), timePoints(executing.execTime, E.execTime, tol)];

    for (const scaleDelays of [false, true]) {
      const group = groups[(settle ? 2 : 0) + (scaleDelays ? 1 : 0)];
      const complOff = completionOffset(K, E, view.cspan, scaleDelays);
      // slots that differ only by whether the answer complies: index 0 not, 1 complied
      const complying = probe(complOff, COMPLYING);
      const complOk = [
        snapshotOk(executing, expected, COMPLETION, undefined, tol),
        snapshotOk(complying, expected, COMPLETION, undefined, tol),
      ];
      const complTime = [timePoints(executing.complTime, E.complTime, tol), timePoints(complying.complTime, E.complTime, tol)];

      const candidates = audioLink === null ? group.plain : [...group.plain, group.superseding];
      for (let i = 0; i < candidates.length; i++) {
        const outcome = transcriptOutcome(K, E, k, candidates[i], complOff);
        const x = outcome.executes ? 1 : 0;
        const c = outcome.status === "complied" || outcome.status === "complied_late" ? 1 : 0;
        const states = core ? (execOk[x] && complOk[c] ? 4 : 2) : 0;
        const chain = outcome.supersededBy === null ? chainWithoutLink : chainWithLink;
        const units = fixed + states + execTime[x] + complTime[c] + statusPoints(outcome.status, E) + chain;
        if (units > best) best = units;
      }
      if (best === FULL_CREDIT) return best;
    }
  }
  return best;
}

/** ceiling[k] = max(0, best units any transcript-only ledger earns on event k). */
export function transcriptCeiling(
  gt: readonly Clearance[],
  expected: readonly ExpectedClearance[],
  tol: FlightgearTolerances = DEFAULT_TOLERANCES,
): number[] {
  const K = baselineConstants(gt);
  const groups = strategyGroups();
  return gt.map((_, k) => eventCeiling(gt, K, expected[k], k, groups, tol));
}
