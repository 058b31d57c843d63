// Reading and validating a kart ground truth. Both versions read the same file layout; @f933449
// additionally needs each race's video window (the newer b4138e8 ground truth).
import { parsePyJson } from "../pyjson";
import { GroundTruthError, PyDict, PyInt, type PyValue } from "../types";
import type { ScoredQuantity } from "./quantities";
import { TOLERANCE_LABEL } from "./quantities";
import { groundTruthVaries, toleranceFor } from "./rank-stats";
import { round4 } from "./round4";
import type { RaceWindow } from "./time-match";
import { DEFAULT_KART_TOLERANCES, type KartTolerances } from "./tolerance-options";

export interface KartGroundTruthRace {
  track: string | null;
  /** float(value) of each scored quantity, in quantity order */
  values: number[];
  /** video window when the ground truth has one (always for @f933449) */
  window: RaceWindow | null;
  /** display text for the event breakdown, built once here so scoring formats no numbers */
  label: string;
  toleranceText: string[];
}

export interface KartGroundTruth {
  /** `hero` as the report echoes it (null when absent) */
  hero: string | null;
  races: KartGroundTruthRace[];
  quantities: readonly ScoredQuantity[];
  /** per quantity: at least two races differ (only varying quantities are weighted) */
  varies: boolean[];
  /** the tolerances this ground truth is scored with (prepare options; defaults = the original) */
  tolerances: KartTolerances;
}

function finiteNumber(value: PyValue | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (value instanceof PyInt) {
    const x = Number(value.value);
    return Number.isFinite(x) ? x : null;
  }
  return null; // booleans, strings, null: a ground truth must hold real numbers
}

function describe(value: PyValue | undefined): string {
  if (value === undefined) return "missing";
  if (value instanceof PyInt) return `int ${value.value}`;
  return JSON.stringify(value instanceof PyDict ? "{...}" : value) ?? String(value);
}

export function readKartGroundTruth(
  bytes: Uint8Array,
  quantities: readonly ScoredQuantity[],
  judgeId: string,
  requireWindows: boolean,
  tolerances: KartTolerances = DEFAULT_KART_TOLERANCES,
): KartGroundTruth {
  const { relativeTolerance, toleranceFloor } = tolerances;
  const toleranceLabel =
    relativeTolerance === DEFAULT_KART_TOLERANCES.relativeTolerance && toleranceFloor === DEFAULT_KART_TOLERANCES.toleranceFloor
      ? TOLERANCE_LABEL
      : `within ${round4(relativeTolerance * 100)}% (at least ±${toleranceFloor})`;
  const parsed = parsePyJson(bytes);
  if (!parsed.ok) throw new GroundTruthError(`${judgeId}: ground truth is not valid JSON (${parsed.message})`);
  const top = parsed.value;
  if (!(top instanceof PyDict)) throw new GroundTruthError(`${judgeId}: ground truth must be a JSON object`);
  const hero = top.get("hero");
  if (hero !== undefined && hero !== null && typeof hero !== "string") {
    throw new GroundTruthError(`${judgeId}: ground truth "hero" must be a string`);
  }
  const rawRaces = top.get("races");
  if (!Array.isArray(rawRaces) || rawRaces.length === 0) {
    throw new GroundTruthError(`${judgeId}: ground truth needs a non-empty "races" array`);
  }
  const races = rawRaces.map((raw, index): KartGroundTruthRace => {
    const where = `race ${index + 1}`;
    if (!(raw instanceof PyDict)) throw new GroundTruthError(`${judgeId}: ground truth ${where} is not an object`);
    const track = raw.get("track");
    const label = typeof track === "string" ? `${where} (${track})` : where;
    const values = quantities.map(({ name }) => {
      const x = finiteNumber(raw.get(name));
      // Counts and durations: a negative value would also change the tolerance rule (0.3·g < 1).
      if (x === null || x < 0) {
        throw new GroundTruthError(
          `${judgeId}: ground truth ${label} needs a finite non-negative number "${name}", found ${describe(raw.get(name))}`,
        );
      }
      return x;
    });
    const start = finiteNumber(raw.get("t_start"));
    const end = finiteNumber(raw.get("t_end"));
    const window = start !== null && end !== null && start <= end ? { start, end } : null;
    if (requireWindows && window === null) {
      const hasNoTimes = !raw.has("t_start") && !raw.has("t_end");
      throw new GroundTruthError(
        hasNoTimes
          ? `${judgeId} needs the newer ground truth (b4138e8) whose races carry video windows t_start/t_end; ` +
              `${label} has none — this looks like the older @1ea24fc ground truth`
          : `${judgeId}: ground truth ${label} needs finite numbers t_start <= t_end, found ` +
              `t_start=${describe(raw.get("t_start"))}, t_end=${describe(raw.get("t_end"))}`,
      );
    }
    return {
      track: typeof track === "string" ? track : null,
      values,
      window,
      label: typeof track === "string" ? `race ${index + 1}: ${track}` : where,
      toleranceText: values.map((g) => `${toleranceLabel}: ±${round4(toleranceFor(g, relativeTolerance, toleranceFloor))}`),
    };
  });
  const varies = quantities.map((_, q) => groundTruthVaries(races.map((race) => race.values[q])));
  return { hero: typeof hero === "string" ? hero : null, races, quantities, varies, tolerances };
}
