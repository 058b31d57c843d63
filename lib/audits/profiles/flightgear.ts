// FlightGear ATC clearance ledger: 65 clearances heard on the radio, graded against the
// aircraft's response. The video-free base is what the radio alone gives: every clearance's
// index, time, command and target, with the aircraft "believed" to do exactly what it was told
// (family priors elsewhere). Grids and jitter move that base; it must never earn credit.
import { steps, median, mostCommon, numberOr, entriesOf, round3 } from "./shared";
import type { Entry, FamilyProfile, ProfileContext } from "./types";
import { randUniform, type Rng } from "../rng";
import { PyDict, PyInt, type PyValue } from "../../judges/types";
import { plainToPy } from "../plain-to-py";

const DIMS = ["altitude_ft", "heading_deg", "airspeed_kt"] as const;
const SNAPSHOTS = ["issue", "execution", "completion", "ending"] as const;
const LEG_S = 720;
const VIDEO_S = 3600;

function dimOf(command: unknown): number {
  const c = String(command);
  if (c.includes("heading")) return 1;
  return c === "climb" || c === "descend" ? 0 : 2;
}

function wrap360(x: number): number {
  return ((x % 360) + 360) % 360;
}

function wrappedDelta(a: number, b: number): number {
  return ((((a - b + 180) % 360) + 360) % 360) - 180;
}

/** Median issue state of the ground truth: the prior an agent could guess without the video. */
function priorState(ctx: ProfileContext): number[] {
  return DIMS.map((d) => median(ctx.truth.map((e) => numberOr(e[`issue_${d}`], NaN)).filter(Number.isFinite)));
}

function triple(prefix: string, s: readonly number[]): Entry {
  return Object.fromEntries(DIMS.map((d, i) => [`${prefix}_${d}`, round3(s[i])]));
}

function nullTriple(prefix: string): Entry {
  return Object.fromEntries(DIMS.map((d) => [`${prefix}_${d}`, null]));
}

/** The transcript-only ledger: commands as spoken, states as the pilot was told, in each leg. */
function transcriptLedger(ctx: ProfileContext, heard: readonly Entry[] = ctx.truth): Entry[] {
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

/** Shift every time of an entry; issue time stays inside the video, later times after it. */
function shiftTimes(e: Entry, dt: number, issueToo: boolean): Entry {
  const out = { ...e };
  if (issueToo && typeof e.issued_time_s === "number") {
    out.issued_time_s = round3(Math.min(VIDEO_S - 0.001, Math.max(0, e.issued_time_s + dt)));
  }
  const issued = numberOr(out.issued_time_s, 0);
  for (const key of ["execution_start_time_s", "completion_time_s"]) {
    const t = e[key];
    if (typeof t === "number") out[key] = round3(Math.max(issued, t + dt));
  }
  return out;
}

/** Add an offset to one dimension of every snapshot (headings wrap, altitude/speed stay > 0). */
function offsetDim(e: Entry, dim: number, delta: number): Entry {
  if (delta === 0) return e;
  const out = { ...e };
  for (const s of SNAPSHOTS) {
    const key = `${s}_${DIMS[dim]}`;
    const v = e[key];
    if (typeof v !== "number") continue;
    out[key] = dim === 1 ? round3(wrap360(v + delta)) : round3(Math.max(0.001, v + delta));
  }
  return out;
}

/** Move only the issue time (the identity gate); the later times stay where they were. */
function shiftIssue(e: Entry, dt: number): Entry {
  if (typeof e.issued_time_s !== "number") return e;
  return { ...e, issued_time_s: round3(Math.min(VIDEO_S - 0.001, Math.max(0, e.issued_time_s + dt))) };
}

function offsetTarget(e: Entry, unit: string, delta: number): Entry {
  if (e.target_unit !== unit || typeof e.target_value !== "number") return e;
  const v = e.target_value + delta;
  return { ...e, target_value: unit === "degrees" ? wrap360(v) : Math.max(0.001, v) };
}

// 16 x 12 x 12 x 12 = 27,648 points, the size of the review thread's offset grid
const flightgearGridAxes = [
  { name: "time shift", unit: "s", values: steps(-3.75, 0.5, 16) },
  { name: "altitude offset", unit: "ft", values: steps(-55, 10, 12) },
  { name: "heading offset", unit: "deg", values: steps(-11, 2, 12) },
  { name: "airspeed offset", unit: "kt", values: steps(-5.5, 1, 12) },
];

const num = (x: number): PyValue => (Number.isInteger(x) ? new PyInt(BigInt(x)) : x);

/**
 * The grid's ledgers built directly as parsed values: the same numbers as `apply` (same clamps,
 * same rounding). Each axis moves fields independently of the others, so every moved value is
 * computed once per (entry, axis value) up front and a probe only assembles its entries.
 */
function fastGrid(base: Entry[], axes: readonly { values: number[] }[]): (point: readonly number[], reuse?: boolean) => PyValue {
  const [times, ...dims] = axes;
  const templates = base.map((e) => [...(plainToPy(e) as PyDict).entries.entries()]);
  const slot = (k: number, key: string) => templates[k].findIndex(([name]) => name === key);
  const TIME_KEYS = ["issued_time_s", "execution_start_time_s", "completion_time_s"];
  // timeTable[k][ti] = [issued, exec, completion] after that shift (null = field not a number)
  const timeTable = base.map((e) =>
    times.values.map((dt) => {
      const moved = shiftTimes(e, dt, true);
      return TIME_KEYS.map((key) => (typeof e[key] === "number" ? num(moved[key] as number) : null));
    }),
  );
  // dimTable[d][k][vi] = the four snapshot values of dimension d after that offset
  const dimTable = dims.map((axis, d) =>
    base.map((e) =>
      axis.values.map((delta) => {
        const moved = offsetDim(e, d, delta);
        return SNAPSHOTS.map((s) => (typeof e[`${s}_${DIMS[d]}`] === "number" ? num(moved[`${s}_${DIMS[d]}`] as number) : null));
      }),
    ),
  );
  const timeSlots = base.map((_, k) => TIME_KEYS.map((key) => slot(k, key)));
  const dimSlots = base.map((_, k) => DIMS.map((dim) => SNAPSHOTS.map((s) => slot(k, `${s}_${dim}`))));
  const indexOf = (values: number[], v: number) => values.indexOf(v);
  // one reusable document for the scoring loop: the moved fields are overwritten in place
  const reused = templates.map((pairs) => new Map(pairs));
  const reusedDoc = new PyDict(new Map([["clearances", reused.map((m) => new PyDict(m))]]));
  return (point, reuse = false) => {
    const ti = indexOf(times.values, point[0]);
    const di = dims.map((axis, d) => indexOf(axis.values, point[d + 1]));
    if (reuse) {
      base.forEach((_, k) => {
        const m = reused[k];
        const t = timeTable[k][ti];
        for (let j = 0; j < 3; j++) if (t[j] !== null) m.set(TIME_KEYS[j], t[j] as PyValue);
        for (let d = 0; d < 3; d++) {
          const values = dimTable[d][k][di[d]];
          for (let s = 0; s < 4; s++) if (values[s] !== null) m.set(`${SNAPSHOTS[s]}_${DIMS[d]}`, values[s] as PyValue);
        }
      });
      return reusedDoc;
    }
    const list: PyValue[] = base.map((_, k) => {
      const pairs = templates[k].slice();
      const t = timeTable[k][ti];
      for (let j = 0; j < 3; j++) if (t[j] !== null && timeSlots[k][j] >= 0) pairs[timeSlots[k][j]] = [TIME_KEYS[j], t[j] as PyValue];
      for (let d = 0; d < 3; d++) {
        const values = dimTable[d][k][di[d]];
        for (let s = 0; s < 4; s++) {
          const at = dimSlots[k][d][s];
          if (values[s] !== null && at >= 0) pairs[at] = [pairs[at][0], values[s] as PyValue];
        }
      }
      return new PyDict(new Map(pairs));
    });
    return new PyDict(new Map([["clearances", list]]));
  };
}

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
    apply(_ctx, base, [dt, dAlt, dHdg, dKt]) {
      return base.map((e) => offsetDim(offsetDim(offsetDim(shiftTimes(e, dt, true), 0, dAlt), 1, dHdg), 2, dKt));
    },
    fast: (_ctx, base) => fastGrid(base, flightgearGridAxes),
  },
  jitter(_ctx, base, rng: Rng) {
    return base.map((e) => {
      let out = shiftTimes(e, randUniform(rng, -3, 3), true);
      out = shiftTimes(out, randUniform(rng, -3, 3), false);
      out = offsetDim(out, 0, randUniform(rng, -60, 60));
      out = offsetDim(out, 1, randUniform(rng, -10, 10));
      return offsetDim(out, 2, randUniform(rng, -6, 6));
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
  eventTime: (ctx, k) => (typeof ctx.truth[k]?.issued_time_s === "number" ? (ctx.truth[k].issued_time_s as number) : null),
};
