// Piscina worker: scores one range of a shortcut plan. The plan is rebuilt from the judge id,
// ground truth and options (deterministic), and kept per thread so later ranges reuse it.
import { getJudge } from "../../judges/registry";
import { buildAuditContext, type AuditContext } from "../context";
import { buildShortcutPlan, scoreProbeRange, type ShortcutPlan } from "../shortcut-plan";
import type { ProbeRangeJob } from "../suite";
import { tuneHeapForSweeps } from "./heap-tuning";

tuneHeapForSweeps();

const cache = new Map<string, { ctx: AuditContext; plan: ShortcutPlan }>();

function keyOf(job: ProbeRangeJob): string {
  let h = 0;
  for (let i = 0; i < job.groundTruth.length; i += 97) h = (Math.imul(h, 31) + job.groundTruth[i]) | 0;
  return `${job.judgeId}:${job.groundTruth.length}:${h}:${JSON.stringify(job.options)}:${job.jitterCount ?? ""}`;
}

export default function scoreRange(job: ProbeRangeJob): Float64Array {
  const key = keyOf(job);
  let hit = cache.get(key);
  if (!hit) {
    const judge = getJudge(job.judgeId);
    if (!judge) throw new Error(`unknown judge ${job.judgeId}`);
    const ctx = buildAuditContext(judge, job.groundTruth, job.options);
    const plan = buildShortcutPlan(ctx, { jitterCount: job.jitterCount });
    if (!plan) return new Float64Array(0);
    hit = { ctx, plan };
    cache.set(key, hit);
  }
  return scoreProbeRange(hit.ctx, hit.plan, job.start, job.end);
}
