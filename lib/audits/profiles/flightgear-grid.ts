// The FlightGear shortcut grid: 16 time shifts x 12 altitude x 12 heading x 12 airspeed offsets
// (27,648 points, the size of the review thread's grid) applied to the video-free base, as plain
// ledgers (`applyGrid`) and built straight as the judges' parsed value (`fastGrid`).
import { PyDict, type PyValue } from "../../judges/types";
import { plainObjectToPy, plainToPy } from "../plain-to-py";
import { steps } from "./shared";
import type { Entry, GridAxis } from "./types";
import { DIMS, SNAPSHOTS, TIME_KEYS, offsetDim, shiftTimes } from "./flightgear-moves";

export const flightgearGridAxes: GridAxis[] = [
  { name: "time shift", unit: "s", values: steps(-3.75, 0.5, 16) },
  { name: "altitude offset", unit: "ft", values: steps(-55, 10, 12) },
  { name: "heading offset", unit: "deg", values: steps(-11, 2, 12) },
  { name: "airspeed offset", unit: "kt", values: steps(-5.5, 1, 12) },
];

/** One grid point applied to the base: every time shifted, then each dimension offset. */
export function applyGrid(base: readonly Entry[], [dt, dAlt, dHdg, dKt]: readonly number[]): Entry[] {
  return base.map((e) => offsetDim(offsetDim(offsetDim(shiftTimes(e, dt, true), 0, dAlt), 1, dHdg), 2, dKt));
}

/** What one axis does to one entry: the fields it moves, and their values at each of the axis's points. */
interface AxisMove {
  keys: string[];
  /** slot of each key in the entry's template */
  slots: number[];
  /** byPoint[v][j]: the value of keys[j] at the axis's v-th point */
  byPoint: PyValue[][];
}

/**
 * The grid's ledgers built directly as parsed values: the same numbers as `applyGrid` (same clamps,
 * same rounding). The time axis moves only the three times and each offset axis only its own
 * dimension's four snapshot values, so every moved value is computed once per (entry, axis point)
 * up front and a probe only assembles its entries. With `reuse`, one document is rewritten in place,
 * and only for the axes whose point changed since the last call (the scoring loop walks the grid
 * with the last axis fastest, so most probes rewrite the airspeed values alone).
 */
export function fastGrid(base: readonly Entry[], axes: readonly GridAxis[]): (point: readonly number[], reuse?: boolean) => PyValue {
  const templates = base.map((e) => [...plainObjectToPy(e).entries.entries()]);
  const slotOf = (k: number, key: string) => templates[k].findIndex(([name]) => name === key);
  const move = (k: number, keys: readonly string[], values: number[], moved: (delta: number) => Entry): AxisMove => {
    const e = base[k];
    const kept = keys.filter((key) => typeof e[key] === "number");
    return {
      keys: kept,
      slots: kept.map((key) => slotOf(k, key)),
      byPoint: values.map((delta) => {
        const m = moved(delta);
        // the moved values are numbers (only numeric keys are kept): an integral one becomes a Python int
        return kept.map((key) => plainToPy(m[key]));
      }),
    };
  };
  // moves[a][k]: axis a on entry k (axis 0 the times, axes 1..3 the snapshot dimensions)
  const moves: AxisMove[][] = axes.map((axis, a) =>
    base.map((e, k) =>
      a === 0
        ? move(k, TIME_KEYS, axis.values, (dt) => shiftTimes(e, dt, true))
        : move(
            k,
            SNAPSHOTS.map((s) => `${s}_${DIMS[a - 1]}`),
            axis.values,
            (delta) => offsetDim(e, a - 1, delta),
          ),
    ),
  );
  const reused = templates.map((pairs) => new Map(pairs));
  const reusedDoc = new PyDict(new Map([["clearances", reused.map((m) => new PyDict(m))]]));
  // the point each axis of the reused document is at (-1: still the base values)
  const current = axes.map(() => -1);
  const pointIndex = (point: readonly number[]) => axes.map((axis, a) => axis.values.indexOf(point[a]));
  return (point, reuse = false) => {
    const at = pointIndex(point);
    if (reuse) {
      for (let a = 0; a < axes.length; a++) {
        if (at[a] === current[a]) continue;
        current[a] = at[a];
        const axisMoves = moves[a];
        for (let k = 0; k < reused.length; k++) {
          const { keys, byPoint } = axisMoves[k];
          const values = byPoint[at[a]];
          const m = reused[k];
          for (let j = 0; j < keys.length; j++) m.set(keys[j], values[j]);
        }
      }
      return reusedDoc;
    }
    const list: PyValue[] = templates.map((template, k) => {
      const pairs = template.slice();
      for (let a = 0; a < axes.length; a++) {
        const { keys, slots, byPoint } = moves[a][k];
        const values = byPoint[at[a]];
        for (let j = 0; j < keys.length; j++) if (slots[j] >= 0) pairs[slots[j]] = [keys[j], values[j]];
      }
      return new PyDict(new Map(pairs));
    });
    return new PyDict(new Map([["clearances", list]]));
  };
}
