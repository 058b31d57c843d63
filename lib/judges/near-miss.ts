// Near-miss pairing for reviewers: each expected event the judge left unmatched is paired with
// the nearest unmatched prediction of the same identity (egocentric: verb + noun set;
// FlightGear: command type; kart: track), and the pair says which field missed, by how much,
// against which tolerance ("start 13 frames early; tolerance ±12"). It reads only the stored
// breakdown (JudgeEvent[]), so the inspector, compare and the export all tell the same story.
// Pure: no I/O. Pairing is greedy on distance (ties: lower expected index, then lower
// prediction index), so a prediction explains at most one miss and the result is deterministic.
import type { JudgeFamily } from "./judge-family";
import type { JudgeEvent } from "./types";

export interface FieldMiss {
  /** the judge's field name: start_frame, end_frame, issued_time_s, t */
  field: string;
  /** predicted − expected (for kart: distance outside the race window, signed) */
  delta: number;
}

export interface NearMiss {
  /** index of the expected event (its ground-truth index) */
  expected: number;
  /** index of the unmatched prediction (its position in the submission) */
  prediction: number;
  /** the fields outside their tolerance, largest excess first */
  misses: FieldMiss[];
  tolerance: number;
  unit: "frames" | "s";
  /** one line: "start 13 frames early; tolerance ±12" */
  text: string;
}

/** What a family's reader extracts from one event: who it is and where it sits. */
interface Placed {
  index: number;
  identity: string;
  /** egocentric: [start, end] frames; FlightGear: [issue time]; kart expected: [window start, end], prediction: [t] */
  at: number[];
}

interface FamilyReader {
  unit: "frames" | "s";
  expected(e: JudgeEvent): Placed | null;
  prediction(e: JudgeEvent): Placed | null;
  tolerance(expected: readonly JudgeEvent[], spurious: readonly JudgeEvent[]): number | null;
  /** the fields of `p` outside tolerance relative to `e` */
  compare(e: Placed, p: Placed, tolerance: number): FieldMiss[];
  describe(misses: readonly FieldMiss[], tolerance: number): string;
}

const finite = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x);
const field = (e: JudgeEvent, name: string) => e.fields.find((f) => f.name === name);

/** Rounded to 3 decimals so float noise (2.2499999) never reaches the text; U+2212 for minus. */
export function formatSigned(x: number): string {
  const r = Math.round(x * 1000) / 1000;
  return r > 0 ? `+${r}` : r < 0 ? `−${-r}` : "0";
}

function nounKey(nouns: unknown): string | null {
  if (!Array.isArray(nouns) || !nouns.every((n): n is string => typeof n === "string")) return null;
  return [...new Set(nouns)].sort().join("\u0000");
}

const egocentric: FamilyReader = {
  unit: "frames",
  expected(e) {
    const verb = field(e, "verb")?.expected;
    const nouns = nounKey(field(e, "nouns")?.expected);
    const start = e.extra?.startFrame;
    const end = e.extra?.endFrame;
    if (typeof verb !== "string" || nouns === null || !finite(start) || !finite(end)) return null;
    return { index: e.index, identity: `${verb}\u0001${nouns}`, at: [start, end] };
  },
  prediction(e) {
    const x = e.extra ?? {};
    const nouns = nounKey(x.nouns);
    if (x.dropped || x.nearMissOf != null || typeof x.verb !== "string" || nouns === null) return null;
    if (!finite(x.startFrame) || !finite(x.endFrame)) return null;
    return { index: e.index, identity: `${x.verb}\u0001${nouns}`, at: [x.startFrame, x.endFrame] };
  },
  tolerance(expected) {
    const t = expected.map((e) => e.extra?.frameTolerance).find(finite);
    return t ?? null;
  },
  compare(e, p, tolerance) {
    return (["start_frame", "end_frame"] as const)
      .map((name, i) => ({ field: name, delta: p.at[i] - e.at[i] }))
      .filter((m) => Math.abs(m.delta) > tolerance)
      .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
  },
  describe(misses, tolerance) {
    const parts = misses.map((m) => {
      const n = Math.abs(m.delta);
      return `${m.field === "start_frame" ? "start" : "end"} ${n} frame${n === 1 ? "" : "s"} ${m.delta < 0 ? "early" : "late"}`;
    });
    return `${parts.join(", ") || "boundaries within tolerance"}; tolerance ±${tolerance}`;
  },
};

const flightgear: FamilyReader = {
  unit: "s",
  expected(e) {
    const command = field(e, "command_type")?.expected;
    const t = field(e, "issued_time_s")?.expected;
    return typeof command === "string" && finite(t) ? { index: e.index, identity: command, at: [t] } : null;
  },
  prediction(e) {
    if (e.extra?.dropped) return null;
    const command = field(e, "command_type")?.predicted;
    const t = field(e, "issued_time_s")?.predicted;
    return typeof command === "string" && finite(t) ? { index: e.index, identity: command, at: [t] } : null;
  },
  tolerance(_, spurious) {
    return spurious.map((e) => e.extra?.issueToleranceS).find(finite) ?? null;
  },
  compare(e, p, tolerance) {
    const delta = p.at[0] - e.at[0];
    return Math.abs(delta) > tolerance ? [{ field: "issued_time_s", delta }] : [];
  },
  describe(misses, tolerance) {
    const m = misses[0];
    return `${m ? `issue time ${formatSigned(m.delta)} s` : "issue time within tolerance"}; tolerance ±${tolerance} s`;
  },
};

/** Signed distance of t outside [start, end]: negative before the window, positive after, 0 inside. */
function outsideWindow(t: number, start: number, end: number): number {
  return t < start ? t - start : t > end ? t - end : 0;
}

const kart: FamilyReader = {
  unit: "s",
  expected(e) {
    const track = e.extra?.track;
    if (!finite(e.timeSec) || !finite(e.endSec)) return null;
    return { index: e.index, identity: typeof track === "string" ? track : "", at: [e.timeSec, e.endSec] };
  },
  prediction(e) {
    const track = e.extra?.track;
    return finite(e.timeSec) ? { index: e.index, identity: typeof track === "string" ? track : "", at: [e.timeSec] } : null;
  },
  tolerance(expected) {
    return expected.map((e) => e.extra?.timeToleranceS).find(finite) ?? null;
  },
  compare(e, p, tolerance) {
    const delta = outsideWindow(p.at[0], e.at[0], e.at[1]);
    return Math.abs(delta) > tolerance ? [{ field: "t", delta }] : [];
  },
  describe(misses, tolerance) {
    const m = misses[0];
    if (!m) return `time inside the race window; tolerance ±${tolerance} s`;
    const n = Math.round(Math.abs(m.delta) * 1000) / 1000;
    return `time ${n} s ${m.delta < 0 ? "before" : "after"} the race window; tolerance ±${tolerance} s`;
  },
};

export const NEAR_MISS_READERS: Record<JudgeFamily, FamilyReader | null> = {
  "egocentric-activity-understanding": egocentric,
  "flightgear-atc-clearance-compliance-ledger": flightgear,
  "kart-race-telemetry-ledger-s1": kart,
  // opt-out: no port reads a task's own verifier's events, so which fields place one is unknown
  "task-verifier": null,
};

/** Sum of distances between the placed points (window ends for kart): the pairing's cost. */
function distance(e: Placed, p: Placed): number {
  if (p.at.length === 1 && e.at.length === 2) return Math.abs(outsideWindow(p.at[0], e.at[0], e.at[1]));
  return e.at.reduce((s, x, i) => s + Math.abs((p.at[i] ?? x) - x), 0);
}

/**
 * Near misses of one breakdown. `family` is its judge's (judgeFamilyOf); no family, an opted-out
 * one, or a breakdown without the needed fields yields no pairs (never a guess).
 */
export function nearMisses(family: JudgeFamily | null, events: readonly JudgeEvent[]): NearMiss[] {
  const reader = family === null ? null : NEAR_MISS_READERS[family];
  if (!reader) return [];
  const unmatched = events.filter((e) => e.kind === "expected" && e.matchedPrediction === null);
  const spurious = events.filter((e) => e.kind === "spurious");
  const tolerance = reader.tolerance(
    events.filter((e) => e.kind === "expected"),
    spurious,
  );
  if (tolerance === null) return [];
  const expected = unmatched.map((e) => reader.expected(e)).filter((x): x is Placed => x !== null);
  const predictions = spurious.map((e) => reader.prediction(e)).filter((x): x is Placed => x !== null);
  const candidates: { e: Placed; p: Placed; d: number }[] = [];
  for (const e of expected) for (const p of predictions) if (e.identity === p.identity) candidates.push({ e, p, d: distance(e, p) });
  candidates.sort((a, b) => a.d - b.d || a.e.index - b.e.index || a.p.index - b.p.index);
  const usedE = new Set<number>();
  const usedP = new Set<number>();
  const out: NearMiss[] = [];
  for (const { e, p } of candidates) {
    if (usedE.has(e.index) || usedP.has(p.index)) continue;
    usedE.add(e.index);
    usedP.add(p.index);
    const misses = reader.compare(e, p, tolerance);
    out.push({ expected: e.index, prediction: p.index, misses, tolerance, unit: reader.unit, text: reader.describe(misses, tolerance) });
  }
  return out.sort((a, b) => a.expected - b.expected);
}

/**
 * How a FlightGear expected event's signed gain reads: a negative gain means the submission
 * did worse than the transcript-only baseline on it, which is not "partial" credit.
 */
export function belowBaseline(e: Pick<JudgeEvent, "kind" | "earned">): boolean {
  return e.kind === "expected" && e.earned < 0;
}
