// A parity-corpus case compared with the judge-parity rules (lib/judges/reward-compare.ts, as
// compare.py applies them), so `vitest` and the Python checker agree on every case. Pure.
import type { JudgeResult } from "../../types";
import { firstRewardDiff, isNumber, isPlainObject, show, toNumber, writesDetailsObject } from "../../reward-compare";

export { reasonMatches } from "../../reward-compare";

/** One reference verdict: expected/<case>.json. */
export interface ExpectedVerdict {
  case: string;
  exit_code: number | null;
  reward: Record<string, unknown> | null;
  /** egocentric only: the reward numbers plus `reason` */
  details: Record<string, unknown> | null;
  crashed: boolean;
  crash_error: string | null;
}

/** What a re-implementation produced for one case. */
export interface ActualVerdict {
  reward: unknown;
  details?: Record<string, unknown>;
  crashed?: boolean;
}

/** The corpus records a details object, {...result.reward, reason}, for the families that write one. */
export function actualVerdict(judgeId: string, result: JudgeResult): ActualVerdict {
  if (!writesDetailsObject(judgeId)) return { reward: result.reward };
  return { reward: result.reward, details: { ...result.reward, reason: result.reason } };
}

export type CompareOutcome = { ok: true } | { ok: false; path: string; message: string };

/**
 * Compare one case. With `requireDetails` (the default) an expected details object must be
 * matched by an actual one; compare.py only checks details when given (--require-details).
 */
export function compareVerdict(
  expected: ExpectedVerdict,
  actual: ActualVerdict,
  { requireDetails = true }: { requireDetails?: boolean } = {},
): CompareOutcome {
  const reward = actual.reward;
  const noReward = actual.crashed === true || !isPlainObject(reward);
  if (expected.crashed) {
    if (noReward) return fail("$", "re-implementation crashed / gave no reward object (reference crashed: must return reward 0)");
    const r = reward.reward;
    if (!isNumber(r) || toNumber(r) !== 0) return fail("reward", `reference judge crashed; expected reward 0, got ${show(r)}`);
    return { ok: true };
  }
  if (noReward) return fail("$", "re-implementation crashed / gave no reward object");
  const diff = firstRewardDiff(expected.reward, reward);
  if (diff) return { ok: false, ...diff };
  if (expected.details !== null) {
    if (actual.details !== undefined) {
      const d = firstRewardDiff(expected.details, actual.details);
      if (d) return fail(`<details>.${d.path}`, d.message);
    } else if (requireDetails) {
      return fail("<details>", "details missing");
    }
  }
  return { ok: true };
}

function fail(path: string, message: string): CompareOutcome {
  return { ok: false, path, message };
}
