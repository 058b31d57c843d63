// A family profile: what the generic audits need to know about one task family's ledgers —
// where the predictions live, how to build its video-free guesses, and which axes to shift.
// Profiles only read ground-truth data and build plain JSON ledgers; they never score.
import type { PyValue } from "../../judges/types";
import type { Rng } from "../rng";

export type Entry = Record<string, unknown>;
export type Ledger = Record<string, unknown> | unknown[];

/** The ground truth and task facts a profile generates from (plain JSON, parsed once). */
export interface ProfileContext {
  /** ground-truth entries in file order */
  truth: Entry[];
  /** the judge's options with the task's values filled in (vocabularies, frame counts) */
  options: Record<string, unknown>;
  /** the perfect ledger (from judge.perfectSubmission), plain JSON */
  oracle: Ledger;
}

/** A named axis of a grid: each value is one offset along it. */
export interface GridAxis {
  name: string;
  unit: string;
  values: number[];
}

/** A boundary search: apply k*step to the oracle, for k = 0..maxSteps, and find where credit ends. */
export interface BoundaryAxis {
  name: string;
  /** the judge tolerance this probes, as people say it ("±12 frames") */
  tolerance: string;
  unit: string;
  step: number;
  maxSteps: number;
  apply(ctx: ProfileContext, offset: number): Ledger;
}

/** A heatmap of the reward when two offsets are applied to the oracle. */
export interface SurfaceSpec {
  x: GridAxis;
  y: GridAxis;
  apply(ctx: ProfileContext, x: number, y: number): Ledger;
}

export interface FamilyProfile {
  family: string;
  /** top-level key holding the predictions */
  listKey: string;
  /**
   * True when reward = max(0, Σ earned) / Σ available over the judge's events with each
   * prediction's share fixed (FlightGear): the best withholding set is then read off the events.
   */
  additive: boolean;
  /** the judge's cap on entries (padding probe) */
  submissionLimit(ctx: ProfileContext): number;
  /** a ledger built without the media: from the transcript / vocabulary / priors only */
  videoFreeBase(ctx: ProfileContext): Entry[];
  /** most common values in the ground truth, one entry per expected event */
  noMediaPrior(ctx: ProfileContext): Entry[];
  /** a schema-valid guess using only the schema and the first vocabulary words */
  schemaGuess(ctx: ProfileContext): Entry[];
  /** every entry the same answer */
  constantAnswer(ctx: ProfileContext): Entry[];
  /** systematic offsets on the video-free base (its product is the grid size) */
  grid: {
    axes: GridAxis[];
    apply(ctx: ProfileContext, base: Entry[], point: readonly number[]): Entry[];
    /**
     * Optional fast form of `apply` for big grids: the same ledger, built straight as the judges'
     * parsed value (whole document), sharing what does not change. Must equal
     * plainToPy({ [listKey]: apply(...) }) — a test holds it to that. With `reuse` it may
     * return one shared document, overwritten by the next call (the scoring loop only).
     */
    fast?(ctx: ProfileContext, base: Entry[]): (point: readonly number[], reuse?: boolean) => PyValue;
  };
  /** one randomly perturbed video-free ledger */
  jitter(ctx: ProfileContext, base: Entry[], rng: Rng): Entry[];
  surface: SurfaceSpec;
  boundaries: BoundaryAxis[];
  /** seconds into the video of a ground-truth entry, for linking findings */
  eventTime(ctx: ProfileContext, k: number): number | null;
}
