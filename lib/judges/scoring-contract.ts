// The numbers that define how a judge version scores, as one plain list the contract review
// compares the instruction and the SPEC against: tolerances (with units), submission caps and the
// reward's term weights. Each judge builds its list from the very constants (and resolved
// options) it scores with, so the list cannot drift from what the judge executes.
import type { ToleranceDescriptor } from "./types";

export type ScoringNumberKind = "tolerance" | "cap" | "weight";

export interface ScoringNumber {
  kind: ScoringNumberKind;
  /** the option key or constant the judge reads ("frameTolerance", "MAX_PREDICTIONS", "items_collected") */
  key: string;
  label: string;
  /** tolerance: "s", "frames", "ft", ...; cap: "entries" | "bytes"; weight: "weight" (share of 1) | "units" (of `total`) */
  unit: string;
  value: number;
  /** weight: the reward's total in the same unit (1 for shares, FlightGear's 20 credit units) */
  total?: number;
  /** how documents name the term or the capped thing ("items_collected", "items"; "clearances", "entries") */
  names?: readonly string[];
}

/** The tolerance descriptors with the values in force (resolved options), as scoring numbers. */
export function toleranceNumbers(descriptors: readonly ToleranceDescriptor[], values: Record<string, number>): ScoringNumber[] {
  return descriptors.map((d) => ({ kind: "tolerance", key: d.key, label: d.label, unit: d.unit, value: values[d.key] ?? d.default }));
}
