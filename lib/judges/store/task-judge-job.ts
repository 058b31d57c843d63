// Job kind "task-judge": run a revision's own verifier in the sandbox on its stored ledgers (all,
// or the ones named: the folder's ledgers and, for a never-seen family, the oracle and empty
// submission the import stored), store a ScoreRun per ledger with what the verifier wrote beyond
// its reward, grade what it could not score (absent ground truth, or an error on the task), try
// the plainer call where test.sh passes arguments its judge rejects (diagnostic, never official),
// then cross-check against the TypeScript port. A run that scored nothing fails with
// "ran, scored nothing: <why>": it never reads "succeeded".
import type { JobContext, Json } from "../../jobs/types";
import { probeSandbox } from "../../sandbox/probe";
import { runVerifier, type VerifierRun } from "../../sandbox/run-verifier";
import { ensureTaskJudgePairing, loadTaskVerifier, storeTaskJudgeScore, storeTaskJudgeStorageError, type TaskVerifier } from "./task-judge";
import { crossCheckRevision } from "./task-judge-cross-check";
import type { TaskJudgeParams } from "./task-judge-params";
import { recordVerifierFindings } from "./verifier-findings";
import { instructionJson } from "../../contract/verifier-source";
import { missingTestsFiles } from "./verifier-reads";
import { diagnosticTestSh, rejectedArguments, verifierVerdict, type SubmissionRun, type VerifierFinding } from "./verifier-verdict";

interface StoredLedger {
  id: string;
  path: string;
  origin: string;
  raw: Uint8Array;
}

const runOn = (v: TaskVerifier, ledger: StoredLedger, signal: AbortSignal, files = v.files) =>
  runVerifier({ files, solution: new Uint8Array(ledger.raw), solutionTarget: v.solutionTarget, limits: v.limits }, { signal });

export async function runTaskJudgeJob(params: TaskJudgeParams, ctx: JobContext): Promise<Record<string, unknown>> {
  const prisma = ctx.db.prisma;
  const probe = probeSandbox({ fresh: true });
  if (!probe.ok) throw new Error(`ran, scored nothing: the sandbox cannot run here: ${probe.message} ${probe.howToEnable}`);
  const loaded = await loadTaskVerifier(prisma, params.revisionId);
  if (!loaded.ok) throw new Error(`ran, scored nothing: ${loaded.reason}`);
  const v = loaded.verifier;
  const pairing = await ensureTaskJudgePairing(prisma, v);
  const ledgers: StoredLedger[] = await prisma.ledger.findMany({
    where: { revisionId: v.revisionId, ...(params.ledgerIds ? { id: { in: params.ledgerIds } } : {}) },
    select: { id: true, path: true, origin: true, raw: true },
    orderBy: { path: "asc" },
  });
  const perLedger: (SubmissionRun & { ledgerId: string; wallMs: number; exitCode: number | null })[] = [];
  const runs = new Map<string, VerifierRun>();
  for (const [i, ledger] of ledgers.entries()) {
    ctx.signal.throwIfAborted();
    ctx.progress(i / Math.max(1, ledgers.length), `submission ${i + 1} of ${ledgers.length}: ${ledger.path}`);
    const run = await runOn(v, ledger, ctx.signal);
    runs.set(ledger.id, run);
    // one ledger's result that the database refuses is that ledger's outcome, not the job's
    let storageError: string | null = null;
    try {
      await storeTaskJudgeScore(prisma, pairing.id, v.judgeId, ledger.id, run);
    } catch (e) {
      storageError = await storeTaskJudgeStorageError(prisma, pairing.id, v.judgeId, ledger.id, e);
    }
    perLedger.push({
      ledgerId: ledger.id,
      path: ledger.path,
      origin: ledger.origin,
      status: storageError ? "storage-error" : run.status,
      reward: storageError ? null : run.reward,
      reason: storageError ?? run.reason,
      wallMs: Math.round(run.wallMs),
      exitCode: run.exitCode,
      stderrTail: run.stderrTail.slice(-1000),
    });
  }
  const verdict = verifierVerdict(perLedger, missingTestsFiles(v.files));
  const diagnostic = await diagnosticRuns(v, ledgers, runs, ctx);
  const example = await exampleRun(v, ctx);
  const findings: VerifierFinding[] = [
    ...verdict.findings,
    ...(diagnostic ? [diagnostic.finding] : []),
    ...(example ? [example.finding] : []),
  ];
  await recordVerifierFindings(prisma, v.revisionId, findings);

  ctx.progress(0.99, "cross-checking against the TypeScript port");
  const cross = await crossCheckRevision(prisma, v.revisionId, v.judgeId);
  const jobFindings: Json[] = findings.map((f) => ({ ...f }));
  if (cross.finding)
    jobFindings.push({
      code: cross.differ ? "task-judge-differs" : "task-judge-agrees",
      severity: cross.differ ? "warning" : "info",
      message: cross.finding,
      gatesUse: cross.portJudgeId,
    });
  for (const l of perLedger)
    if (l.status !== "scored") jobFindings.push({ code: `task-judge-${l.status}`, severity: "warning", message: `${l.path}: ${l.reason}` });
  ctx.setFindings(jobFindings);
  if (verdict.scored === 0) throw new Error(verdict.headline);
  ctx.progress(1, verdict.headline);
  return {
    headline: verdict.headline,
    scored: verdict.scored,
    total: verdict.total,
    judgeId: v.judgeId,
    evidenceForGates: pairing.isPrimary,
    solutionTarget: v.solutionTarget,
    limits: { ...v.limits },
    ledgers: perLedger,
    diagnostic: diagnostic?.runs ?? null,
    example: example?.run ?? null,
    crossCheck: { portJudgeId: cross.portJudgeId, compared: cross.compared, differ: cross.differ, finding: cross.finding },
  };
}

/**
 * Where test.sh passes arguments its own judge rejects, the plainer call (test.sh without them) on
 * the oracle and the empty submission: labelled diagnostic, stored nowhere but the job's results.
 */
async function diagnosticRuns(v: TaskVerifier, ledgers: StoredLedger[], runs: Map<string, VerifierRun>, ctx: JobContext) {
  const failed = ledgers.map((l) => runs.get(l.id)).find((r) => r && r.status === "crashed" && rejectedArguments(r.stderrTail));
  const rejected = failed ? rejectedArguments(failed.stderrTail) : null;
  const testSh = v.files.get("test.sh");
  const plainer = rejected && testSh ? diagnosticTestSh(new TextDecoder().decode(testSh), rejected) : null;
  if (!rejected || plainer === null) return null;
  const files = new Map(v.files).set("test.sh", new TextEncoder().encode(plainer));
  const anchors = ledgers.filter((l) => l.origin === "oracle" || l.origin === "empty");
  const out: { path: string; origin: string; status: string; reward: number | null; reason: string }[] = [];
  for (const l of anchors) {
    ctx.signal.throwIfAborted();
    ctx.progress(0.95, `diagnostic: ${l.path} without "${rejected}"`);
    const run = await runOn(v, l, ctx.signal, files);
    out.push({ path: l.path, origin: l.origin, status: run.status, reward: run.reward, reason: run.reason });
  }
  const said = out.map((r) => `${r.origin} ${r.status === "scored" ? r.reward!.toFixed(3) : r.status}`).join(", ");
  const finding: VerifierFinding = {
    code: "verifier-diagnostic",
    severity: "info",
    message: `diagnostic, not official: test.sh without "${rejected}" ${out.length ? `scores ${said}` : "has no oracle or empty submission to score"}`,
  };
  return { runs: out, finding };
}

/**
 * The instruction's first worked example (a JSON object in a fenced block or inline), scored as a
 * submission: a reward above 0 measures a leak the verifier rewards. Job results only, never a ScoreRun.
 */
async function exampleRun(v: TaskVerifier, ctx: JobContext) {
  const example = instructionJson(v.instructionText).find((e) => e.value !== null && typeof e.value === "object");
  if (!example) return null;
  ctx.signal.throwIfAborted();
  ctx.progress(0.97, "the instruction's worked example, scored as a submission");
  const raw = new TextEncoder().encode(JSON.stringify(example.value));
  const run = await runVerifier(
    { files: v.files, solution: raw, solutionTarget: v.solutionTarget, limits: v.limits },
    { signal: ctx.signal },
  );
  const scored = run.status === "scored" && run.reward !== null;
  const finding: VerifierFinding = {
    code: "verifier-example-scored",
    severity: scored && run.reward! > 0 ? "warning" : "info",
    message: scored
      ? `the instruction's worked example (line ${example.line}) scored as a submission: ${run.reward!.toFixed(3)}${run.reward! > 0 ? " — the verifier rewards what the instruction shows" : ""}`
      : `the instruction's worked example (line ${example.line}) was not scored: ${run.reason}`,
  };
  return { finding, run: { line: example.line, status: run.status, reward: run.reward, reason: run.reason } };
}
