// The FlightGear video-free ledgers: what the radio alone gives (every clearance's index, time,
// command and target, the aircraft "believed" to do exactly what it was told, family priors
// elsewhere), and the guesses built without even the radio.
import { median, numberOr, round3 } from "./shared";
import type { Entry, ProfileContext } from "./types";
import { DIMS, LEG_S, dimOf, wrappedDelta } from "./flightgear-moves";

/** Median issue state of the ground truth: the prior an agent could guess without the video. */
export function priorState(ctx: ProfileContext): number[] {
  return DIMS.map((d) => median(ctx.truth.map((e) => numberOr(e[`issue_${d}`], NaN)).filter(Number.isFinite)));
}

export function triple(prefix: string, s: readonly number[]): Entry {
  return Object.fromEntries(DIMS.map((d, i) => [`${prefix}_${d}`, round3(s[i])]));
}

export function nullTriple(prefix: string): Entry {
  return Object.fromEntries(DIMS.map((d) => [`${prefix}_${d}`, null]));
}

/** The transcript-only ledger: commands as spoken, states as the pilot was told, in each leg. */
export function transcriptLedger(ctx: ProfileContext, heard: readonly Entry[] = ctx.truth): Entry[] {
  const prior = priorState(ctx);
  const execDelay = 5;
  const complDelay = 20;
  let believed = [...prior];
  let leg = -1;
  return heard.map((e, k) => {
    const issued = numberOr(e.issued_time_s, 0);
    if (Math.floor(issued / LEG_S) !== leg) {
      leg = Math.floor(issued / LEG_S);
      believed = [...prior];
    }
    const dim = dimOf(e.command_type);
    const target = numberOr(e.target_value, prior[dim]);
    const before = [...believed];
    const after = [...believed];
    after[dim] = target;
    believed = after;
    const progress = dim === 1 ? Math.abs(wrappedDelta(target, before[1])) : Math.abs(target - before[dim]);
    return {
      clearance_index: k + 1,
      issued_time_s: issued,
      command_type: e.command_type,
      target_value: e.target_value,
      target_unit: e.target_unit,
      ...triple("issue", before),
      maximum_commanded_progress: round3(progress),
      ...triple("execution", before),
      ...triple("completion", after),
      ...triple("ending", after),
      execution_start_time_s: round3(issued + execDelay),
      completion_time_s: round3(issued + complDelay),
      status: "complied",
      superseded_by_index: null,
      overshoot_bucket: "none",
    };
  });
}
