// The reward-sensitivity check of a never-seen family's contract review, from the generic audits'
// curve (lib/audits/verifier: the oracle with k % of its events right, each point scored by the
// task's own verifier in the sandbox). The import cannot draw it (no port scores the family); the
// audit job puts it in the stored review afterwards. Pure: stored review in, review out.
import type { SensitivityResult } from "../../audits/reward-sensitivity";
import { ContractReviewSchema, type CheckRun, type ContractFinding, type ContractReview } from "../types";

const TEST_SH = "steps/solve/tests/test.sh";
const CURVE_CODES = new Set(["reward_cliff", "weight_concentration"]);
/** fewer sampled fractions than this is no curve (a budget cut left only the oracle's end) */
const MIN_POINTS = 3;

/** What the check reads of a curve: the stored shape (JSON round trip) of SensitivityResult. */
type Curve = Pick<SensitivityResult, "points" | "bar" | "barReachedAt" | "blindGuess" | "findings">;

const pointsText = (c: Curve) => c.points.map((p) => `${Math.round(p.fractionCorrect * 100)}% → ${p.mean.toFixed(4)}`).join(", ");

/** The stored review with the curve's check and findings in place of the previous ones (the rest kept). */
export function withGenericSensitivity(stored: unknown, judgeId: string, curve: Curve | null | undefined): ContractReview {
  const parsed = ContractReviewSchema.safeParse(stored);
  const review = parsed.success ? parsed.data : { findings: [], checks: [] };
  const kept = review.findings.filter((f) => !(CURVE_CODES.has(f.code) && f.file === TEST_SH));
  const checks = review.checks.filter((c) => c.check !== "reward_sensitivity");
  if (!curve || curve.points.length < MIN_POINTS) {
    const why = !curve
      ? `no curve through the task's own verifier (${judgeId}): no realistic wrong event could be built from the oracle`
      : `no curve through the task's own verifier (${judgeId}): only ${curve.points.length} point(s) scored (the audit's budget), at least ${MIN_POINTS} needed`;
    return { findings: kept, checks: [...checks, { check: "reward_sensitivity", state: "absent", note: why }] };
  }
  const findings: ContractFinding[] = curve.findings
    .filter((f) => CURVE_CODES.has(f.code))
    .map((f) => ({
      code: f.code === "reward_cliff" ? ("reward_cliff" as const) : ("weight_concentration" as const),
      severity: f.code === "reward_cliff" ? ("error" as const) : ("warn" as const),
      file: TEST_SH,
      line: null,
      message: f.message,
      evidence: `${judgeId} on the oracle with k % of events right: ${pointsText(curve)}`,
      fix:
        f.code === "reward_cliff"
          ? "give partial credit per event (or per field) so an agent that gets some events right earns above the bar"
          : "spread the weight: a term that pays only when a whole ledger is exact should not hold most of the reward",
    }));
  const reached = curve.barReachedAt === null ? "never" : `${Math.round(curve.barReachedAt * 100)}%`;
  const check: CheckRun = {
    check: "reward_sensitivity",
    state: "ran",
    note: `curve through the task's own verifier (${judgeId}) from the oracle: bar ${curve.bar} reached at ${reached} right; blind guess mean ${curve.blindGuess.mean.toFixed(4)}, p95 ${curve.blindGuess.p95.toFixed(4)} over ${curve.blindGuess.count}`,
  };
  return { findings: [...kept, ...findings], checks: [...checks, check] };
}
