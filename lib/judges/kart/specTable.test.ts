// Spec table tests: held-out-style mutations of the public bases (specCases.ts), each naming the
// spec rule it pins. The expected values were computed by an independent re-reading of the spec
// (sections 3-7 and addenda A1-A9; a separate implementation that reproduces all 132 public kart
// verdicts), not by this port, so a regression in the port, in pyjson or in py shows up here.
// Tuples per quantity: [tau, accuracy, n_pairs] (+ coverage for @f933449), rounded as reward.json.
import { describe, expect, it } from "vitest";
import { reasonMatches } from "../parity";
import type { JudgeResult } from "../types";
import { rewardFromEvents } from "./events";
import { kartF933449 } from "./judgeLatest";
import { kart1ea24fc } from "./judgeV4";
import { latestSpecCases, v4SpecCases, type SpecCase } from "./specCases";
import {
  detailsOf,
  latestGroundTruthRaces,
  latestOracle,
  ledger,
  scoreLatest,
  scoreV4,
  v4GroundTruthRaces,
  type Race,
} from "./testFixtures";

type Expected =
  | { crash: string }
  | { reward: number; reason: string; predicted: number; matched?: number; dims: number[][] };

const V4_EXPECTED: Record<string, Expected> = {
  "doc__duplicate_key_first_empty": { reward: 1, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "doc__duplicate_key_last_empty": { reward: 0, reason: "ok", predicted: 0, dims: [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] },
  "doc__int_4301_digits_unscored": { reward: 0, reason: "unreadable solution.json: Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; use sys.set_int_max_str_digits() to increase the limit", predicted: 0, dims: [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] },
  "doc__races_empty_string": { reward: 0, reason: "unreadable solution.json: races is not a list", predicted: 0, dims: [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] },
  "doc__races_int": { crash: "TypeError" },
  "doc__races_object_key_0": { crash: "KeyError" },
  "doc__races_string": { reward: 0, reason: "unreadable solution.json: races is not a list", predicted: 16, dims: [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] },
  "doc__races_true": { crash: "TypeError" },
  "doc__raw_bare_oracle_array": { reward: 0, reason: "unreadable solution.json: 'list' object has no attribute 'get'", predicted: 0, dims: [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] },
  "doc__raw_empty_array_top": { reward: 0, reason: "unreadable solution.json: 'list' object has no attribute 'get'", predicted: 0, dims: [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] },
  "doc__raw_int_top": { reward: 0, reason: "unreadable solution.json: 'int' object has no attribute 'get'", predicted: 0, dims: [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] },
  "doc__raw_neg_infinity_top": { reward: 0, reason: "unreadable solution.json: 'float' object has no attribute 'get'", predicted: 0, dims: [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] },
  "oracle__bananas_hit_+0.5tol": { reward: 0.875, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 0.5, 49], [1, 1, 66]] },
  "oracle__bananas_hit_+0.99tol": { reward: 0.7525, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 0.01, 49], [1, 1, 66]] },
  "oracle__bananas_hit_+1.01tol": { reward: 0.75, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 0, 49], [1, 1, 66]] },
  "oracle__bananas_hit_+1_floor": { reward: 0.7535, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 0.0139, 49], [1, 1, 66]] },
  "oracle__bananas_hit_+tol_edge": { reward: 0.75, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 0, 49], [1, 1, 66]] },
  "oracle__bananas_hit_-0.99tol": { reward: 0.7525, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 0.01, 49], [1, 1, 66]] },
  "oracle__bananas_hit_-tol_edge": { reward: 0.75, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 0, 49], [1, 1, 66]] },
  "oracle__bananas_hit_1e309_int_race_0_of_first_2": { crash: "OverflowError" },
  "oracle__constant_bananas_hit": { reward: 0.75, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [0, 0.0139, 49], [1, 1, 66]] },
  "oracle__constant_items_collected": { reward: 0.7, reason: "ok", predicted: 12, dims: [[0, 0.0926, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__constant_skid_time": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [0, 0, 66]] },
  "oracle__constant_times_exploded": { reward: 0.85, reason: "ok", predicted: 12, dims: [[1, 1, 59], [0, 0.0972, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__drop_first_race": { reward: 0.0173, reason: "ok", predicted: 11, dims: [[-0.0417, 0.2231, 48], [-0.2143, 0.2727, 42], [0.119, 0.3636, 42], [0.1273, 0.169, 55]] },
  "oracle__drop_last_race": { reward: 1, reason: "ok", predicted: 11, dims: [[1, 1, 48], [1, 1, 42], [1, 1, 42], [1, 1, 55]] },
  "oracle__duplicate_race_0": { reward: 0.0268, reason: "ok", predicted: 13, dims: [[0.0339, 0.2917, 59], [0.0192, 0.3333, 52], [0.1224, 0.4306, 49], [0.1364, 0.2368, 66]] },
  "oracle__duplicate_race_11": { reward: 1, reason: "ok", predicted: 13, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__each_race_twice": { reward: 0.0558, reason: "ok", predicted: 24, dims: [[0.1356, 0.4722, 59], [0.1154, 0.3333, 52], [0.2041, 0.2639, 49], [0.2424, 0.2381, 66]] },
  "oracle__entries_all_empty_objects": { reward: 0, reason: "ok", predicted: 12, dims: [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] },
  "oracle__first_11_races": { reward: 1, reason: "ok", predicted: 11, dims: [[1, 1, 48], [1, 1, 42], [1, 1, 42], [1, 1, 55]] },
  "oracle__first_1_races": { reward: 0, reason: "ok", predicted: 1, dims: [[0, 1, 0], [0, 1, 0], [0, 1, 0], [0, 1, 0]] },
  "oracle__first_2_races": { reward: 1, reason: "ok", predicted: 2, dims: [[1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1]] },
  "oracle__first_3_races": { reward: 1, reason: "ok", predicted: 3, dims: [[1, 1, 2], [1, 1, 2], [1, 1, 3], [1, 1, 3]] },
  "oracle__items_collected_+0.5tol": { reward: 0.85, reason: "ok", predicted: 12, dims: [[1, 0.5, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_+0.99tol": { reward: 0.703, reason: "ok", predicted: 12, dims: [[1, 0.01, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_+1.01tol": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 0, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_+tol_edge": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 0, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_-0.99tol": { reward: 0.703, reason: "ok", predicted: 12, dims: [[1, 0.01, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_-tol_edge": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 0, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_1e308_int_race_0": { reward: 0.947, reason: "ok", predicted: 12, dims: [[0.8983, 0.9167, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_1e309_int_in_race_13": { reward: 1, reason: "ok", predicted: 13, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_bool": { reward: 0.7, reason: "ok", predicted: 12, dims: [[0, 0, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_break_gt_ties": { reward: 0.9931, reason: "ok", predicted: 12, dims: [[1, 0.9771, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_str_bom_prefix": { reward: 0.7, reason: "ok", predicted: 12, dims: [[0, 0, 0], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_str_fullwidth": { reward: 1, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_str_nbsp_padded": { reward: 1, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_str_padded": { reward: 1, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_str_plain": { reward: 1, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_str_plus": { reward: 1, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_str_underscore": { reward: 1, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__items_collected_ties_pairwise": { reward: 0.7699, reason: "ok", predicted: 12, dims: [[0.3729, 0.625, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__junk_entries_inserted": { reward: 0.1399, reason: "ok", predicted: 16, dims: [[0.1852, 0.3333, 27], [-0.0455, 0.375, 22], [0.7059, 0.625, 17], [0.1429, 0.2594, 28]] },
  "oracle__last_6_races": { reward: 0.0058, reason: "ok", predicted: 6, dims: [[-0.3333, 0, 12], [0.2308, 0.1667, 13], [-0.5385, 0.1667, 13], [-0.0667, 0.2523, 15]] },
  "oracle__odd_races_replaced_by_junk": { reward: 1, reason: "ok", predicted: 12, dims: [[1, 1, 14], [1, 1, 11], [1, 1, 11], [1, 1, 15]] },
  "oracle__pad_to_24_empty_objects": { reward: 1, reason: "ok", predicted: 24, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__reverse": { reward: 0.0741, reason: "ok", predicted: 12, dims: [[0.1186, 0.1667, 59], [0.2115, 0.1667, 52], [0.4694, 0.5, 49], [0.1515, 0.0923, 66]] },
  "oracle__rotated_-1": { reward: 0.0219, reason: "ok", predicted: 12, dims: [[0.0508, 0.2083, 59], [-0.0577, 0.25, 52], [0.1224, 0.4306, 49], [0.1212, 0.1535, 66]] },
  "oracle__shuffled_seed3": { reward: 0.0052, reason: "ok", predicted: 12, dims: [[0.0847, 0.2045, 59], [-0.0577, 0.25, 52], [-0.0612, 0.4167, 49], [-0.303, 0.2261, 66]] },
  "oracle__skid_time_+0.5tol": { reward: 0.85, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 0.5, 66]] },
  "oracle__skid_time_+0.99tol": { reward: 0.703, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 0.01, 66]] },
  "oracle__skid_time_+1.01tol": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 0, 66]] },
  "oracle__skid_time_+tol_edge": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 0, 66]] },
  "oracle__skid_time_-0.99tol": { reward: 0.703, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 0.01, 66]] },
  "oracle__skid_time_-tol_edge": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [1, 0, 66]] },
  "oracle__skid_time_1e309_int_race_11": { crash: "OverflowError" },
  "oracle__skid_time_all_empty_string": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [0, 0, 0]] },
  "oracle__skid_time_all_infinity_literal": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [-0.0909, 0, 66]] },
  "oracle__skid_time_all_list": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [0, 0, 0]] },
  "oracle__skid_time_all_nan_literal": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [-0.0909, 0, 66]] },
  "oracle__skid_time_all_null": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [0, 0, 0]] },
  "oracle__skid_time_all_object": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [0, 0, 0]] },
  "oracle__skid_time_all_string_400_digits": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [-0.0909, 0, 66]] },
  "oracle__skid_time_all_string_Infinity": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [-0.0909, 0, 66]] },
  "oracle__skid_time_all_string_abc": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [0, 0, 0]] },
  "oracle__skid_time_all_string_nan": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [-0.0909, 0, 66]] },
  "oracle__skid_time_all_true": { reward: 0.7, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [0, 0, 66]] },
  "oracle__skid_time_nan_in_race_0": { reward: 0.9167, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [0.7879, 0.9167, 66]] },
  "oracle__skid_time_nan_in_race_11": { reward: 0.9, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 1, 52], [1, 1, 49], [0.7273, 0.9167, 66]] },
  "oracle__times_exploded_+0.5tol": { reward: 0.925, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 0.5, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__times_exploded_+0.9": { reward: 0.8706, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 0.1375, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__times_exploded_+0.99tol": { reward: 0.8515, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 0.01, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__times_exploded_+1.01tol": { reward: 0.85, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 0, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__times_exploded_+tol_edge": { reward: 0.85, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 0, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__times_exploded_-0.99tol": { reward: 0.8515, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 0.01, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__times_exploded_-tol_edge": { reward: 0.85, reason: "ok", predicted: 12, dims: [[1, 1, 59], [1, 0, 52], [1, 1, 49], [1, 1, 66]] },
  "oracle__zero_all": { reward: 0, reason: "ok", predicted: 12, dims: [[0, 0, 59], [0, 0, 52], [0, 0.3333, 49], [0, 0, 66]] },
};

const LATEST_EXPECTED: Record<string, Expected> = {
  "doc__duplicate_key_first_empty": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "doc__duplicate_key_last_empty": { reward: 0, reason: "ok", predicted: 0, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "doc__int_4301_digits_unscored": { reward: 0, reason: "unreadable solution.json: Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; use sys.set_int_max_str_digits() to increase the limit", predicted: 0, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "doc__races_empty_string": { reward: 0, reason: "races was not a list; normalized to []", predicted: 0, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "doc__races_int": { reward: 0, reason: "races was not a list; normalized to []", predicted: 0, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "doc__races_object_key_0": { reward: 0, reason: "races was not a list; normalized to []", predicted: 0, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "doc__races_string": { reward: 0, reason: "races was not a list; normalized to []", predicted: 0, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "doc__races_true": { reward: 0, reason: "races was not a list; normalized to []", predicted: 0, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "doc__raw_bare_oracle_array": { reward: 0, reason: "unreadable solution.json: 'list' object has no attribute 'get'", predicted: 0, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "doc__raw_empty_array_top": { reward: 0, reason: "unreadable solution.json: 'list' object has no attribute 'get'", predicted: 0, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "doc__raw_int_top": { reward: 0, reason: "unreadable solution.json: 'int' object has no attribute 'get'", predicted: 0, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "doc__raw_neg_infinity_top": { reward: 0, reason: "unreadable solution.json: 'float' object has no attribute 'get'", predicted: 0, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "oracle__drop_first_race": { reward: 0.9167, reason: "ok", predicted: 11, matched: 11, dims: [[1, 0.9167, 54, 0.9167], [1, 0.9167, 55, 0.9167]] },
  "oracle__drop_last_race": { reward: 0.9167, reason: "ok", predicted: 11, matched: 11, dims: [[1, 0.9167, 54, 0.9167], [1, 0.9167, 55, 0.9167]] },
  "oracle__duplicate_race_0": { reward: 1, reason: "ok", predicted: 13, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__duplicate_race_11": { reward: 1, reason: "ok", predicted: 13, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__each_race_twice": { reward: 1, reason: "ok", predicted: 24, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__entries_all_empty_objects": { reward: 0, reason: "ok", predicted: 12, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "oracle__first_11_races": { reward: 0.9167, reason: "ok", predicted: 11, matched: 11, dims: [[1, 0.9167, 54, 0.9167], [1, 0.9167, 55, 0.9167]] },
  "oracle__first_1_races": { reward: 0, reason: "ok", predicted: 1, matched: 1, dims: [[0, 0.0833, 0, 0.0833], [0, 0.0833, 0, 0.0833]] },
  "oracle__first_2_races": { reward: 0.1667, reason: "ok", predicted: 2, matched: 2, dims: [[1, 0.1667, 1, 0.1667], [1, 0.1667, 1, 0.1667]] },
  "oracle__first_3_races": { reward: 0.25, reason: "ok", predicted: 3, matched: 3, dims: [[1, 0.25, 3, 0.25], [1, 0.25, 3, 0.25]] },
  "oracle__items_collected_+0.5tol": { reward: 0.725, reason: "ok", predicted: 12, matched: 12, dims: [[1, 0.5, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_+0.99tol": { reward: 0.4555, reason: "ok", predicted: 12, matched: 12, dims: [[1, 0.01, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_+1.01tol": { reward: 0.45, reason: "ok", predicted: 12, matched: 12, dims: [[1, 0, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_+tol_edge": { reward: 0.45, reason: "ok", predicted: 12, matched: 12, dims: [[1, 0, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_-0.99tol": { reward: 0.4555, reason: "ok", predicted: 12, matched: 12, dims: [[1, 0.01, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_-tol_edge": { reward: 0.45, reason: "ok", predicted: 12, matched: 12, dims: [[1, 0, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_1e308_int_race_0": { reward: 0.9231, reason: "ok", predicted: 12, matched: 12, dims: [[0.9385, 0.9167, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_1e309_int_race_0": { crash: "OverflowError" },
  "oracle__items_collected_bool": { reward: 0.45, reason: "ok", predicted: 12, matched: 12, dims: [[0, 0, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_str_bom_prefix": { reward: 0.45, reason: "ok", predicted: 12, matched: 12, dims: [[0, 0, 0, 0], [1, 1, 66, 1]] },
  "oracle__items_collected_str_fullwidth": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_str_nbsp_padded": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_str_padded": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_str_plain": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_str_plus": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__items_collected_str_underscore": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__junk_entries_inserted": { reward: 1, reason: "ok", predicted: 16, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__last_6_races": { reward: 0.5, reason: "ok", predicted: 6, matched: 6, dims: [[1, 0.5, 15, 0.5], [1, 0.5, 15, 0.5]] },
  "oracle__odd_races_replaced_by_junk": { reward: 0.5, reason: "ok", predicted: 12, matched: 6, dims: [[1, 0.5, 15, 0.5], [1, 0.5, 15, 0.5]] },
  "oracle__only_t": { reward: 0, reason: "ok", predicted: 12, matched: 12, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "oracle__pad_to_24_empty_objects": { reward: 1, reason: "ok", predicted: 24, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__reverse": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__rotated_-1": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__shuffled_seed3": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__skid_time_+0.5tol": { reward: 0.775, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 0.5, 66, 1]] },
  "oracle__skid_time_+0.99tol": { reward: 0.5545, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 0.01, 66, 1]] },
  "oracle__skid_time_+1.01tol": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 0, 66, 1]] },
  "oracle__skid_time_+tol_edge": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 0, 66, 1]] },
  "oracle__skid_time_-0.99tol": { reward: 0.5545, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 0.01, 66, 1]] },
  "oracle__skid_time_-tol_edge": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 0, 66, 1]] },
  "oracle__skid_time_1e309_int_in_unmatched_extra_race": { reward: 1, reason: "ok", predicted: 13, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__skid_time_all_empty_string": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [0, 0, 0, 0]] },
  "oracle__skid_time_all_infinity_literal": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [0, 0, 0, 0]] },
  "oracle__skid_time_all_list": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [0, 0, 0, 0]] },
  "oracle__skid_time_all_nan_literal": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [0, 0, 0, 0]] },
  "oracle__skid_time_all_null": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [0, 0, 0, 0]] },
  "oracle__skid_time_all_object": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [0, 0, 0, 0]] },
  "oracle__skid_time_all_string_400_digits": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [0, 0, 0, 0]] },
  "oracle__skid_time_all_string_Infinity": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [0, 0, 0, 0]] },
  "oracle__skid_time_all_string_abc": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [0, 0, 0, 0]] },
  "oracle__skid_time_all_string_nan": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [0, 0, 0, 0]] },
  "oracle__skid_time_all_true": { reward: 0.55, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [0, 0, 66, 1]] },
  "oracle__t_all_null": { reward: 0, reason: "ok", predicted: 12, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "oracle__t_all_same_226.6": { reward: 0.1667, reason: "ok", predicted: 12, matched: 2, dims: [[1, 0.1667, 1, 0.1667], [1, 0.1667, 1, 0.1667]] },
  "oracle__t_all_true": { reward: 0, reason: "ok", predicted: 12, matched: 1, dims: [[0, 0.0833, 0, 0.0833], [0, 0.0833, 0, 0.0833]] },
  "oracle__t_as_int": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_as_padded_string": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_at_t_end_+0.01": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_at_t_start": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_at_t_start_+0.01": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_at_t_start_-0.01": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_end_+14.99": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_end_+15.01": { reward: 0.0056, reason: "ok", predicted: 12, matched: 11, dims: [[-0.3519, 0.1234, 54, 0.9167], [0.0909, 0.1381, 55, 0.9167]] },
  "oracle__t_end_+15": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_huge_int_in_unmatched_extra_race": { crash: "OverflowError" },
  "oracle__t_in_ms": { reward: 0, reason: "ok", predicted: 12, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "oracle__t_nan_string_race_4": { reward: 0.9167, reason: "ok", predicted: 12, matched: 11, dims: [[1, 0.9167, 54, 0.9167], [1, 0.9167, 55, 0.9167]] },
  "oracle__t_null_with_t_start": { reward: 0, reason: "ok", predicted: 12, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "oracle__t_odd_races_in_margin": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_quarter": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_renamed_t_start": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_renamed_time": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_renamed_timestamp": { reward: 0, reason: "ok", predicted: 12, matched: 0, dims: [[0, 0, 0, 0], [0, 0, 0, 0]] },
  "oracle__t_shift_+130": { reward: 0.4524, reason: "ok", predicted: 12, matched: 9, dims: [[0.8333, 0.5516, 36, 0.75], [0.7778, 0.5702, 36, 0.75]] },
  "oracle__t_start_-14.99": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__t_start_-15.01": { reward: 0.0066, reason: "ok", predicted: 12, matched: 11, dims: [[-0.3519, 0.1137, 54, 0.9167], [0.0909, 0.1605, 55, 0.9167]] },
  "oracle__t_start_-15": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__time_key_huge_behind_t": { reward: 1, reason: "ok", predicted: 12, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__wrong_copy_race_0_after": { reward: 1, reason: "ok", predicted: 13, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__wrong_copy_race_0_at_t_start_before": { reward: 1, reason: "ok", predicted: 13, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__wrong_copy_race_0_before": { reward: 0.6896, reason: "ok", predicted: 13, matched: 12, dims: [[0.7231, 0.9167, 65, 1], [0.7879, 0.9167, 66, 1]] },
  "oracle__wrong_copy_race_0_first": { reward: 0.6896, reason: "ok", predicted: 13, matched: 12, dims: [[0.7231, 0.9167, 65, 1], [0.7879, 0.9167, 66, 1]] },
  "oracle__wrong_copy_race_0_in_margin_before": { reward: 1, reason: "ok", predicted: 13, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__wrong_copy_race_11_after": { reward: 1, reason: "ok", predicted: 13, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__wrong_copy_race_11_at_t_start_before": { reward: 1, reason: "ok", predicted: 13, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__wrong_copy_race_11_before": { reward: 0.7335, reason: "ok", predicted: 13, matched: 12, dims: [[0.6615, 0.9167, 65, 1], [0.9697, 0.9167, 66, 1]] },
  "oracle__wrong_copy_race_11_first": { reward: 0.7335, reason: "ok", predicted: 13, matched: 12, dims: [[0.6615, 0.9167, 65, 1], [0.9697, 0.9167, 66, 1]] },
  "oracle__wrong_copy_race_11_in_margin_before": { reward: 1, reason: "ok", predicted: 13, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__wrong_copy_race_4_after": { reward: 1, reason: "ok", predicted: 13, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__wrong_copy_race_4_at_t_start_before": { reward: 1, reason: "ok", predicted: 13, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
  "oracle__wrong_copy_race_4_before": { reward: 0.624, reason: "ok", predicted: 13, matched: 12, dims: [[0.6923, 0.9167, 65, 1], [0.6667, 0.9167, 66, 1]] },
  "oracle__wrong_copy_race_4_first": { reward: 0.624, reason: "ok", predicted: 13, matched: 12, dims: [[0.6923, 0.9167, 65, 1], [0.6667, 0.9167, 66, 1]] },
  "oracle__wrong_copy_race_4_in_margin_before": { reward: 1, reason: "ok", predicted: 13, matched: 12, dims: [[1, 1, 65, 1], [1, 1, 66, 1]] },
};

function check(c: SpecCase, result: JudgeResult, expected: Expected | undefined) {
  expect(expected, `no expectation for ${c.name}`).toBeDefined();
  const e = expected!;
  expect(rewardFromEvents(result.events)).toBe(result.reward.reward);
  if ("crash" in e) {
    // the reference crashed: the port scores 0 and names the Python error
    expect(result.reward.reward).toBe(0);
    expect(result.reason).toMatch(/reference judge crashed/);
    expect(result.reason).toContain(e.crash);
    return;
  }
  const d = detailsOf(result);
  expect(result.reward.reward).toBe(e.reward);
  expect(reasonMatches(e.reason, d.reason), `reason ${JSON.stringify(d.reason)} vs ${JSON.stringify(e.reason)}`).toBe(true);
  expect(d.n_predicted_races).toBe(e.predicted);
  if (e.matched !== undefined) {
    expect(d.n_time_matched).toBe(e.matched);
    expect(d.coverage).toBe(Math.round((e.matched / 12) * 1e4) / 1e4);
  }
  const dims = Object.values(d.dims).map((q: any) =>
    q.coverage === undefined ? [q.tau, q.accuracy, q.n_pairs] : [q.tau, q.accuracy, q.n_pairs, q.coverage],
  );
  expect(dims).toEqual(e.dims);
}

describe("@1ea24fc spec table (held-out-style mutations)", () => {
  const cases = v4SpecCases();
  it("has an expectation for every case and no stale ones", () => {
    expect(cases.map((c) => c.name).sort()).toEqual(Object.keys(V4_EXPECTED).sort());
  });
  it.each(cases.map((c) => [`${c.name} — ${c.spec}`, c] as const))("%s", (_label, c) => {
    check(c, scoreV4(c.bytes), V4_EXPECTED[c.name]);
  });
});

describe("@f933449 spec table (held-out-style mutations)", () => {
  const cases = latestSpecCases();
  it("has an expectation for every case and no stale ones", () => {
    expect(cases.map((c) => c.name).sort()).toEqual(Object.keys(LATEST_EXPECTED).sort());
  });
  it.each(cases.map((c) => [`${c.name} — ${c.spec}`, c] as const))("%s", (_label, c) => {
    check(c, scoreLatest(c.bytes), LATEST_EXPECTED[c.name]);
  });
});

describe("renormalisation over varying quantities (§4 reward = Σ w·score / Σ w over gt_varies; §7 same)", () => {
  // synthetic ground truths: the public ones with some quantities made constant
  const withConstant = (races: Race[], constant: Race) => races.map((r) => ({ ...r, ...constant }));
  const v4With = (constant: Race) => {
    const races = withConstant(v4GroundTruthRaces, constant);
    const prepared = kart1ea24fc.prepare(ledger(races));
    const oracle = races.map(({ items_collected, times_exploded, bananas_hit, skid_time }) => ({
      items_collected,
      times_exploded,
      bananas_hit,
      skid_time,
    }));
    return { score: (races: Race[]) => kart1ea24fc.score(prepared, ledger(races)), oracle };
  };
  const dimsOf = (result: JudgeResult) =>
    Object.values(detailsOf(result).dims).map((q: any) => [q.tau, q.accuracy, q.n_pairs, q.gt_varies]);

  it.each([
    [
      "oracle",
      (r: Race) => r,
      1,
      [[1, 1, 59, true], [0, 1, 0, false], [1, 1, 49, true], [1, 1, 66, true]],
    ],
    [
      "skid x1.15 (accuracy 0.5), explosions all wrong (not weighted)",
      (r: Race) => ({ ...r, times_exploded: 9, skid_time: (r.skid_time as number) * 1.15 }),
      0.8235, // (0.3 + 0.25 + 0.3·0.5) / 0.85
      [[1, 1, 59, true], [0, 0, 0, false], [1, 1, 49, true], [1, 0.5, 66, true]],
    ],
    [
      "items +1",
      (r: Race) => ({ ...r, items_collected: (r.items_collected as number) + 1 }),
      0.8325,
      [[1, 0.5254, 59, true], [0, 1, 0, false], [1, 1, 49, true], [1, 1, 66, true]],
    ],
  ] as const)("@1ea24fc, GT times_exploded constant: %s", (_name, mutate, reward, dims) => {
    const { score, oracle } = v4With({ times_exploded: 2 });
    const result = score(oracle.map(mutate));
    expect(result.reward.reward).toBe(reward);
    expect(dimsOf(result)).toEqual(dims);
    expect(rewardFromEvents(result.events)).toBe(reward);
  });

  it("@1ea24fc, every GT quantity constant: reward 0 even for an exact ledger", () => {
    const { score, oracle } = v4With({ items_collected: 3, times_exploded: 1, bananas_hit: 0, skid_time: 10.5 });
    const result = score(oracle);
    expect(result.reward.reward).toBe(0);
    expect(detailsOf(result).reason).toBe("ok");
    expect(dimsOf(result)).toEqual([[0, 1, 0, false], [0, 1, 0, false], [0, 1, 0, false], [0, 1, 0, false]]);
    expect(rewardFromEvents(result.events)).toBe(0);
  });

  it.each([
    ["oracle", latestOracle, 1, [[1, 1, 65, 1, true], [0, 0.0917, 0, 1, false]]],
    [
      "first 6 races, items +1",
      latestOracle.slice(0, 6).map((r) => ({ ...r, items_collected: (r.items_collected as number) + 1 })),
      0.3488,
      [[1, 0.3488, 15, 0.5, true], [0, 0.0132, 0, 0.5, false]],
    ],
  ] as const)("@f933449, GT skid_time constant: %s", (_name, races, reward, dims) => {
    const prepared = kartF933449.prepare(ledger(withConstant(latestGroundTruthRaces, { skid_time: 50.0 })));
    const result = kartF933449.score(prepared, ledger(races));
    expect(result.reward.reward).toBe(reward);
    expect(Object.values(detailsOf(result).dims).map((q: any) => [q.tau, q.accuracy, q.n_pairs, q.coverage, q.gt_varies])).toEqual(dims);
    expect(rewardFromEvents(result.events)).toBe(reward);
  });
});
