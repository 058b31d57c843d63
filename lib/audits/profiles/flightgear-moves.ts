// The moves the FlightGear audits apply to a clearance ledger entry (plain JSON): time shifts,
// snapshot offsets per dimension, target offsets. Each keeps the entry schema-valid where it can
// (issue times inside the video, later times not before the issue, altitude and speed > 0,
// headings wrapped) and rounds to the millisecond / thousandth like the ledgers do.
import { round3, numberOr } from "./shared";
import type { Entry } from "./types";

export const DIMS = ["altitude_ft", "heading_deg", "airspeed_kt"] as const;
export const SNAPSHOTS = ["issue", "execution", "completion", "ending"] as const;
export const TIME_KEYS = ["issued_time_s", "execution_start_time_s", "completion_time_s"] as const;
export const LEG_S = 720;
export const VIDEO_S = 3600;

/** Snapshot dimension of a command: headings 1, climb / descend (altitude) 0, speed 2. */
export function dimOf(command: unknown): number {
  const c = String(command);
  if (c.includes("heading")) return 1;
  return c === "climb" || c === "descend" ? 0 : 2;
}

export function wrap360(x: number): number {
  return ((x % 360) + 360) % 360;
}

export function wrappedDelta(a: number, b: number): number {
  return ((((a - b + 180) % 360) + 360) % 360) - 180;
}

const LATER_TIMES = ["execution_start_time_s", "completion_time_s"] as const;
/** SNAPSHOT_KEYS[dim]: the four snapshot fields of a dimension */
const SNAPSHOT_KEYS = DIMS.map((d) => SNAPSHOTS.map((s) => `${s}_${d}`));

/** Shift every time of an entry; issue time stays inside the video, later times after it. */
export function shiftTimes(e: Entry, dt: number, issueToo: boolean): Entry {
  return shiftTimesInPlace({ ...e }, dt, issueToo);
}

/** shiftTimes on `out` itself (each field is read before it is written, so the numbers are the same). */
export function shiftTimesInPlace(out: Entry, dt: number, issueToo: boolean): Entry {
  if (issueToo && typeof out.issued_time_s === "number") {
    out.issued_time_s = round3(Math.min(VIDEO_S - 0.001, Math.max(0, out.issued_time_s + dt)));
  }
  const issued = numberOr(out.issued_time_s, 0);
  for (const key of LATER_TIMES) {
    const t = out[key];
    if (typeof t === "number") out[key] = round3(Math.max(issued, t + dt));
  }
  return out;
}

/** Add an offset to one dimension of every snapshot (headings wrap, altitude/speed stay > 0). */
export function offsetDim(e: Entry, dim: number, delta: number): Entry {
  if (delta === 0) return e;
  return offsetDimInPlace({ ...e }, dim, delta);
}

/** offsetDim on `out` itself. */
export function offsetDimInPlace(out: Entry, dim: number, delta: number): Entry {
  if (delta === 0) return out;
  for (const key of SNAPSHOT_KEYS[dim]) {
    const v = out[key];
    if (typeof v !== "number") continue;
    out[key] = dim === 1 ? round3(wrap360(v + delta)) : round3(Math.max(0.001, v + delta));
  }
  return out;
}

/** Move only the issue time (the identity gate); the later times stay where they were. */
export function shiftIssue(e: Entry, dt: number): Entry {
  if (typeof e.issued_time_s !== "number") return e;
  return { ...e, issued_time_s: round3(Math.min(VIDEO_S - 0.001, Math.max(0, e.issued_time_s + dt))) };
}

/** Offset the target of entries spoken in `unit` (degrees wrap, feet / knots stay > 0). */
export function offsetTarget(e: Entry, unit: string, delta: number): Entry {
  if (e.target_unit !== unit || typeof e.target_value !== "number") return e;
  const v = e.target_value + delta;
  return { ...e, target_value: unit === "degrees" ? wrap360(v) : Math.max(0.001, v) };
}
