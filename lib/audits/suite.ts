// The whole audit suite for one task: omission, shortcut probes (structural + offset grid +
// jitter) with boundary search and the oracle's reward surface, tolerance sweeps, and the
// judge-version re-score. Pure apart from the injected probe scorer (in-process by default; the
// CLI, bench and the job's child process pass the piscina pool), so it runs the same everywhere.
import { getJudge } from "../judges/registry";
import { buildAuditContext, type AuditContext } from "./context";
import { withWrappedDiagnostics } from "./diagnostic-ledgers";
import { boundaryFindings, boundarySearch, rewardSurface, type BoundaryResult, type RewardSurface } from "./offsets";
import { auditOmission, omissionFindings, type OmissionResult } from "./omission";
import { buildShortcutPlan, scoreProbeRange } from "./shortcut-plan";
import { shortcutFindings, summariseShortcutSweep, type ShortcutSweepResult } from "./shortcut-sweep";
import { toleranceAxes, toleranceFindings, toleranceSweep, type ToleranceSweepResult } from "./tolerance-sweep";
import { rewardSensitivity, type SensitivityResult } from "./reward-sensitivity";
import {
  AUDIT_KINDS,
  type AlternativeResult,
  type AuditFinding,
  type AuditKind,
  type AuditPairing,
  type AuditProgress,
  type AuditTaskInput,
  type VerifierProbeDetails,
} from "./types";
import { auditVersions, versionFindings, type VersionsResult } from "./versions";

/** What a probe-range scorer gets: enough to rebuild the context and plan anywhere. */
export interface ProbeRangeJob {
  judgeId: string;
  groundTruth: Uint8Array;
  options: Record<string, unknown>;
  start: number;
  end: number;
  /** jitter ledgers in the plan (default 1,440) */
  jitterCount?: number;
}

export type ProbeRangeScorer = (job: ProbeRangeJob, total: number, onProgress: (done: number) => void) => Promise<Float64Array>;

export interface PairingAudits {
  judgeId: string;
  isPrimary: boolean;
  omission?: OmissionResult[];
  shortcut?: ShortcutSweepResult;
  boundaries?: BoundaryResult[];
  surface?: RewardSurface | null;
  sweeps?: ToleranceSweepResult[];
  /** reward vs fraction of events correct, from the oracle; null when the family has no notion of a wrong event */
  sensitivity?: SensitivityResult | null;
  /** generic verifier audits (lib/audits/verifier): answers equal to the oracle up to spelling */
  alternatives?: AlternativeResult[];
  /** generic verifier audits: shape, mutations, stated vs found tolerances, jitter, omission curves, budget */
  verifier?: VerifierProbeDetails;
  /** why an audit could not run for this judge (no family profile, unknown judge) */
  notes: string[];
}

export interface AuditSuiteResult {
  taskId: string;
  audits: AuditKind[];
  strongAgentBar: number;
  pairings: PairingAudits[];
  versions?: VersionsResult;
  findings: AuditFinding[];
  /** milliseconds per audit kind */
  timings: Partial<Record<AuditKind, number>>;
}

export interface SuiteOptions {
  audits?: readonly AuditKind[];
  progress?: AuditProgress;
  scoreProbes?: ProbeRangeScorer;
  /** throws when aborted between steps (jobs cancel through it) */
  signal?: { aborted: boolean };
  jitterCount?: number;
  versionBudget?: number;
}

/** Scores a whole plan in this thread, in chunks so progress moves. It changes no V8 flag: a
 * process that runs sweeps (the CLI, the audit child process, the bench) opts in itself. */
export const inProcessProbeScorer: ProbeRangeScorer = async (job, _total, onProgress) => {
  const judge = getJudge(job.judgeId);
  if (!judge) throw new Error(`unknown judge ${job.judgeId}`);
  const ctx = buildAuditContext(judge, job.groundTruth, job.options);
  const plan = buildShortcutPlan(ctx, { jitterCount: job.jitterCount });
  if (!plan) return new Float64Array(0);
  const out = new Float64Array(job.end - job.start);
  const chunk = 500;
  for (let s = job.start; s < job.end; s += chunk) {
    const e = Math.min(job.end, s + chunk);
    out.set(scoreProbeRange(ctx, plan, s, e), s - job.start);
    onProgress(e - job.start);
    // let timers run (a job worker's heartbeat) between chunks
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return out;
};

function checkAbort(signal: SuiteOptions["signal"]): void {
  if (signal?.aborted) throw new Error("audit cancelled");
}

function contextOf(p: AuditPairing): AuditContext | string {
  const judge = getJudge(p.judgeId);
  if (!judge) return `judge ${p.judgeId} is not registered`;
  try {
    return buildAuditContext(judge, p.groundTruth, p.options);
  } catch (err) {
    return `ground truth unusable for ${p.judgeId}: ${err instanceof Error ? err.message : String(err)}`;
  }
}

/** Runs an audit step and adds its milliseconds to its kind's timing. */
type TimeAudit = <T>(kind: AuditKind, f: () => T | Promise<T>) => Promise<T>;

function timerInto(timings: AuditSuiteResult["timings"]): TimeAudit {
  return async (kind, f) => {
    const t0 = performance.now();
    const out = await f();
    timings[kind] = (timings[kind] ?? 0) + (performance.now() - t0);
    return out;
  };
}

/** The judge-version re-score over every pairing whose context built, on the first one's ledgers;
 * undefined when none did. */
async function versionsAudit(
  input: AuditTaskInput,
  usable: AuditContext[],
  budget: number | undefined,
  time: TimeAudit,
): Promise<VersionsResult | undefined> {
  if (usable.length === 0) return undefined;
  const primary = input.pairings.find((p) => p.isPrimary)?.judgeId ?? usable[0].judge.id;
  const ledgers = withWrappedDiagnostics(input.ledgers, usable[0].listKey);
  return time("versions", () => auditVersions(usable, primary, ledgers, budget));
}

export async function runAuditSuite(input: AuditTaskInput, options: SuiteOptions = {}): Promise<AuditSuiteResult> {
  const audits = [...(options.audits ?? AUDIT_KINDS)];
  const progress = options.progress ?? (() => {});
  const scoreProbes = options.scoreProbes ?? inProcessProbeScorer;
  const findings: AuditFinding[] = [];
  const timings: AuditSuiteResult["timings"] = {};
  const contexts = input.pairings.map((p) => ({ pairing: p, ctx: contextOf(p) }));
  const pairings: PairingAudits[] = [];
  const steps = contexts.length * audits.filter((a) => a !== "versions").length + (audits.includes("versions") ? 1 : 0);
  let step = 0;
  const tick = (phase: string) => progress(++step, steps, phase);
  const time = timerInto(timings);

  for (const { pairing, ctx } of contexts) {
    const entry: PairingAudits = { judgeId: pairing.judgeId, isPrimary: pairing.isPrimary, notes: [] };
    pairings.push(entry);
    if (typeof ctx === "string") {
      entry.notes.push(ctx);
      audits.filter((a) => a !== "versions").forEach((a) => tick(`${a} ${pairing.judgeId}`));
      continue;
    }
    const ledgers = withWrappedDiagnostics(input.ledgers, ctx.listKey);
    if (!ctx.profile) entry.notes.push(`no audit profile for family ${ctx.judge.family}: omission and versions only`);
    for (const kind of audits) {
      checkAbort(options.signal);
      if (kind === "omission") {
        entry.omission = await time(kind, () => ledgers.map((l) => auditOmission(ctx, l)));
        findings.push(...omissionFindings(entry.omission, input.strongAgentBar));
      } else if (kind === "probes" && ctx.profile) {
        await time(kind, async () => {
          const plan = buildShortcutPlan(ctx, { jitterCount: options.jitterCount });
          if (!plan) return;
          const rewards = await scoreProbes(
            {
              judgeId: ctx.judge.id,
              groundTruth: pairing.groundTruth,
              options: pairing.options,
              start: 0,
              end: plan.total,
              jitterCount: options.jitterCount,
            },
            plan.total,
            (done) => {
              checkAbort(options.signal);
              progress(step + done / plan.total, steps, `probes ${ctx.judge.id}: ${done}/${plan.total}`);
            },
          );
          entry.shortcut = summariseShortcutSweep(ctx.judge.id, plan, rewards, input.strongAgentBar, ctx.profile!.grid.axes);
          entry.boundaries = boundarySearch(ctx);
          entry.surface = rewardSurface(ctx);
        });
        if (entry.shortcut) findings.push(...shortcutFindings(entry.shortcut));
        if (entry.boundaries) findings.push(...boundaryFindings(entry.boundaries));
      } else if (kind === "sweep") {
        const axes = toleranceAxes(ctx.judge, pairing.options);
        if (axes.length === 0) entry.notes.push(`${ctx.judge.id} takes no tolerance options: nothing to sweep`);
        entry.sweeps = await time(kind, () => axes.map((axis) => toleranceSweep(ctx, axis, ledgers, input.strongAgentBar)));
        findings.push(...entry.sweeps.flatMap(toleranceFindings));
      } else if (kind === "sensitivity") {
        entry.sensitivity = await time(kind, () => rewardSensitivity(ctx, { bar: input.strongAgentBar }));
        if (entry.sensitivity) findings.push(...entry.sensitivity.findings);
        else entry.notes.push(`no wrong-event rule for family ${ctx.judge.family}: no reward-sensitivity curve`);
      }
      if (kind !== "versions") tick(`${kind} ${ctx.judge.id}`);
    }
  }

  let versions: VersionsResult | undefined;
  if (audits.includes("versions")) {
    checkAbort(options.signal);
    const usable = contexts.flatMap((c) => (typeof c.ctx === "string" ? [] : [c.ctx]));
    versions = await versionsAudit(input, usable, options.versionBudget, time);
    if (versions) findings.push(...versionFindings(versions));
    tick("versions");
  }
  return { taskId: input.taskId, audits, strongAgentBar: input.strongAgentBar, pairings, versions, findings, timings };
}

/** Findings that make the CLI exit 1. */
const SUITE_FAILING_CODES = new Set(["probe_clears_bar", "omission_raises_score", "omission_crosses_bar", "reward_cliff"]);

/** The CLI's exit rule: a probe reaching the bar, withholding raising a score (matched answers, or any
 * withholding that alone crosses the bar), or a reward cliff. */
export function suiteFails(result: AuditSuiteResult): boolean {
  return result.findings.some((f) => SUITE_FAILING_CODES.has(f.code));
}
