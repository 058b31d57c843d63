// FlightGear ATC clearance ledger: 65 clearances heard on the radio, graded against the
// aircraft's response. The video-free base is what the radio alone gives (flightgear-transcript.ts);
// grids (flightgear-grid.ts) and jitter move that base with the moves of flightgear-moves.ts; it
// must never earn credit. Surfaces and boundary searches move the oracle instead.
import { steps, mostCommon, numberOr, numberOrNull, entriesOf, round3 } from "./shared";
import type { Entry, FamilyProfile, ProfileContext } from "./types";
import { randUniform, type Rng } from "../rng";
import { VIDEO_S, offsetDim, offsetDimInPlace, offsetTarget, shiftIssue, shiftTimes, shiftTimesInPlace } from "./flightgear-moves";
import { nullTriple, transcriptLedger, triple } from "./flightgear-transcript";
import { applyGrid, fastGrid, flightgearGridAxes } from "./flightgear-grid";

function oracleEntries(ctx: ProfileContext): Entry[] {
  return entriesOf(ctx.oracle, "clearances");
}

export const flightgearProfile: FamilyProfile = {
  family: "flightgear-atc-clearance-compliance-ledger",
  listKey: "clearances",
  additive: true,
  submissionLimit: () => 2000,
  videoFreeBase: transcriptLedger,
  noMediaPrior(ctx) {
    // no radio either: the most common command and target, evenly spaced over the video
    const command = mostCommon(ctx.truth.map((e) => e.command_type)) ?? "climb";
    const sample = ctx.truth.find((e) => e.command_type === command) ?? ctx.truth[0] ?? {};
    const n = ctx.truth.length;
    const heard = ctx.truth.map((_, k) => ({ ...sample, issued_time_s: round3(((k + 0.5) * VIDEO_S) / Math.max(1, n)) }));
    return transcriptLedger(ctx, heard);
  },
  schemaGuess(ctx) {
    const n = ctx.truth.length;
    return ctx.truth.map((_, k) => {
      const issued = round3(((k + 0.5) * VIDEO_S) / Math.max(1, n));
      return {
        clearance_index: k + 1,
        issued_time_s: issued,
        command_type: "climb",
        target_value: 5000,
        target_unit: "feet",
        ...triple("issue", [4000, 0, 100]),
        maximum_commanded_progress: 1000,
        ...nullTriple("execution"),
        ...nullTriple("completion"),
        ...triple("ending", [4000, 0, 100]),
        execution_start_time_s: null,
        completion_time_s: null,
        status: "incomplete",
        superseded_by_index: null,
        overshoot_bucket: "none",
      };
    });
  },
  constantAnswer(ctx) {
    const base = transcriptLedger(ctx);
    const first = base[0] ?? {};
    return base.map((e, k) => ({
      ...first,
      clearance_index: k + 1,
      issued_time_s: e.issued_time_s,
      execution_start_time_s: round3(numberOr(e.issued_time_s, 0) + 5),
      completion_time_s: round3(numberOr(e.issued_time_s, 0) + 20),
    }));
  },
  grid: {
    axes: flightgearGridAxes,
    apply: (_ctx, base, point) => applyGrid(base, point),
    fast: (_ctx, base) => fastGrid(base, flightgearGridAxes),
  },
  jitter(_ctx, base, rng: Rng) {
    // one copy per entry, moved in place: the same draws in the same order as chaining the copying moves
    return base.map((e) => {
      const out = shiftTimesInPlace({ ...e }, randUniform(rng, -3, 3), true);
      shiftTimesInPlace(out, randUniform(rng, -3, 3), false);
      offsetDimInPlace(out, 0, randUniform(rng, -60, 60));
      offsetDimInPlace(out, 1, randUniform(rng, -10, 10));
      return offsetDimInPlace(out, 2, randUniform(rng, -6, 6));
    });
  },
  surface: {
    x: { name: "time shift", unit: "s", values: steps(-4, 0.5, 17) },
    y: { name: "altitude offset", unit: "ft", values: steps(-150, 25, 13) },
    apply: (ctx, dt, dAlt) => ({ clearances: oracleEntries(ctx).map((e) => offsetDim(shiftTimes(e, dt, true), 0, dAlt)) }),
  },
  boundaries: [
    {
      name: "issue time shift",
      tolerance: "±2 s",
      unit: "s",
      step: 0.25,
      maxSteps: 16,
      apply: (ctx, d) => ({ clearances: oracleEntries(ctx).map((e) => shiftIssue(e, d)) }),
    },
    {
      name: "event time shift",
      tolerance: "1 s full / 4 s half",
      unit: "s",
      step: 0.25,
      maxSteps: 24,
      apply: (ctx, d) => ({ clearances: oracleEntries(ctx).map((e) => shiftTimes(e, d, false)) }),
    },
    {
      name: "target altitude offset",
      tolerance: "±25 ft",
      unit: "ft",
      step: 5,
      maxSteps: 12,
      apply: (ctx, d) => ({ clearances: oracleEntries(ctx).map((e) => offsetTarget(e, "feet", d)) }),
    },
    {
      name: "altitude snapshot offset",
      tolerance: "±100 ft",
      unit: "ft",
      step: 10,
      maxSteps: 15,
      apply: (ctx, d) => ({ clearances: oracleEntries(ctx).map((e) => offsetDim(e, 0, d)) }),
    },
    {
      name: "heading snapshot offset",
      tolerance: "±8°",
      unit: "deg",
      step: 1,
      maxSteps: 12,
      apply: (ctx, d) => ({ clearances: oracleEntries(ctx).map((e) => offsetDim(e, 1, d)) }),
    },
    {
      name: "airspeed snapshot offset",
      tolerance: "±3 kt",
      unit: "kt",
      step: 0.5,
      maxSteps: 10,
      apply: (ctx, d) => ({ clearances: oracleEntries(ctx).map((e) => offsetDim(e, 2, d)) }),
    },
  ],
  eventTime: (ctx, k) => numberOrNull(ctx.truth[k]?.issued_time_s),
};
