// Constants of the two kart judge versions (spec §4, §7). Kept in one place so the two versions
// visibly share the tolerance rules and differ only where the spec says they do.

export interface ScoredQuantity {
  /** ground-truth key = prediction key */
  readonly name: string;
  readonly weight: number;
}

/** @1ea24fc ("v4"): four counts, fixed dimension order (the reward accumulates in this order). */
export const V4_QUANTITIES: readonly ScoredQuantity[] = [
  { name: "items_collected", weight: 0.3 },
  { name: "times_exploded", weight: 0.15 },
  { name: "bananas_hit", weight: 0.25 },
  { name: "skid_time", weight: 0.3 },
];

/** @f933449 ("latest"): two quantities. */
export const LATEST_QUANTITIES: readonly ScoredQuantity[] = [
  { name: "items_collected", weight: 0.55 },
  { name: "skid_time", weight: 0.45 },
];

/** accuracy tolerance = max(TOLERANCE_FLOOR, RELATIVE_TOLERANCE * gt) */
export const RELATIVE_TOLERANCE = 0.3;
export const TOLERANCE_FLOOR = 1.0;
export const TOLERANCE_LABEL = "within 30% (at least ±1)";

/** @f933449: a prediction may sit this many seconds outside a race's video window */
export const TIME_TOLERANCE_S = 15.0;
/** @f933449: eligible assignment cells are lowered by this, so any eligible edge beats padding */
export const ELIGIBLE_COST_OFFSET = 1e6;

// The original judges' fixed prose, reproduced so the reward object has the same keys and text.
export const V4_NOTE =
  "reward = (sum_d w*clamp(tau,0,1)*accuracy) / (sum_d w over varying fields); tau gates guessing to ~0, accuracy (within ~30% of the machine-exact value) requires accurate counts/durations, oracle = 1.0";
export const LATEST_NOTE =
  "each predicted race is matched to the GT race whose video segment contains its t (preferred) or that it falls within +/-15 s of, by an optimal (assignment-safe) bipartite matching; reward = (sum_d w*clamp(tau,0,1)*accuracy_d)/(sum_d w over varying fields), where accuracy_d averages per-race within-~30% accuracy over ALL GT races (coverage folded PER dimension: an omitted race or field scores 0 for that dimension). tau gates guessing to ~0; oracle = 1.0";
