// The validated, numeric form of one clearance, shared by ground truth and predictions.

import type { Unit } from "./constants";

/** altitude_ft, heading_deg, airspeed_kt; nulls only where the schema allows them. */
export type Triple = readonly [number | null, number | null, number | null];

/** Snapshot slots in the judge's order: issue, execution, completion, ending. */
export const ISSUE = 0;
export const EXECUTION = 1;
export const COMPLETION = 2;
export const ENDING = 3;

export interface Clearance {
  /** clearance_index (an integer in 1..2000) */
  index: number;
  issued: number;
  command: string;
  target: number;
  unit: Unit;
  progress: number;
  snapshots: readonly [Triple, Triple, Triple, Triple];
  execTime: number | null;
  complTime: number | null;
  status: string;
  supersededBy: number | null;
  overshoot: string;
}
