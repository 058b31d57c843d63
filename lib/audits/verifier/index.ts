// Generic scorer audits through a task's own verifier: any family, no TypeScript port. Every probe
// is a submission scored by the injected BatchScorer (the sandbox in production, a stand-in in
// pure tests), so this folder is pure apart from that function. The result has the ported
// suite's shape (one pairing under the task: judge id) so pages, gates and the export read it.
import type { AuditSuiteResult, PairingAudits } from "../suite";
import type { AuditFinding, AuditKind } from "../types";
import { labelFields, timeFields } from "./events";
import { runFamilies } from "./families";
import { ProbeRunner } from "./runner";
import { inferShape, type LedgerShape } from "./shape";
import { probe } from "./submission";
import type { BatchScorer, VerifierAuditInput, VerifierAuditOptions } from "./types";

export type { BatchScorer, VerifierAuditInput, VerifierAuditOptions } from "./types";

export const DEFAULT_BUDGET = 600;
export const DEFAULT_SEED = 20261207;
/** what the generic engine runs by default; "sweep" and "versions" need a port's options and versions */
export const VERIFIER_AUDIT_KINDS: readonly AuditKind[] = ["omission", "probes", "sensitivity"];

function shapeSummary(shape: LedgerShape) {
  return {
    listPath: shape.listPath.length ? shape.listPath.join(".") : "(the document is the list)",
    events: shape.events.length,
    timeFields: timeFields(shape).map((f) => `${f.name} (${f.unit})`),
    labelFields: labelFields(shape).map((f) => ({ name: f.name, vocabulary: f.vocabulary.length })),
    cap: shape.cap,
    statedTolerances: shape.tolerances.map((t) => `${t.text} (line ${t.line})`),
    orderMatters: shape.orderMatters,
  };
}

export async function runVerifierAudits(
  input: VerifierAuditInput,
  score: BatchScorer,
  opts: VerifierAuditOptions = {},
): Promise<AuditSuiteResult> {
  const requested = [...(opts.audits ?? VERIFIER_AUDIT_KINDS)];
  const audits = requested.filter((a) => VERIFIER_AUDIT_KINDS.includes(a));
  const seed = opts.seed ?? DEFAULT_SEED;
  const bar = input.strongAgentBar;
  const runner = new ProbeRunner(score, Math.max(0, Math.floor(opts.budget ?? DEFAULT_BUDGET)), opts.progress, opts.signal);
  const entry: PairingAudits = { judgeId: input.judgeId, isPrimary: true, notes: [] };
  const findings: AuditFinding[] = [];
  const timings: AuditSuiteResult["timings"] = {};
  const result: AuditSuiteResult = { taskId: input.taskId, audits, strongAgentBar: bar, pairings: [entry], findings, timings };
  for (const a of requested)
    if (!audits.includes(a))
      entry.notes.push(`${a}: not run by the generic verifier audits (it needs a port's tolerance options or several judge versions)`);
  const time = async <T>(kind: AuditKind, f: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await f();
    } finally {
      timings[kind] = (timings[kind] ?? 0) + (performance.now() - t0);
    }
  };

  const inferred = inferShape(input.oracle, input.instruction, input.groundTruth);
  if (!inferred.ok) {
    entry.notes.push(`no generic audit: ${inferred.reason}`);
    return result;
  }
  const shape = inferred.shape;
  entry.notes.push(...inferred.notes);
  const oracleRewards = await runner.score(
    [{ label: "oracle as shipped", bytes: input.oracle }, probe(shape, "oracle re-written", shape.events)],
    "oracle",
  );
  const [oracleReward, rewritten] = oracleRewards;
  const details: NonNullable<PairingAudits["verifier"]> = {
    shape: shapeSummary(shape),
    oracleReward: oracleReward ?? null,
    mutations: [],
    tolerances: [],
    jitter: [],
    omissionCurves: [],
    budget: { limit: runner.limit, used: 0, cut: [] },
  };
  entry.verifier = details;
  const finish = () => {
    details.budget = { limit: runner.limit, used: runner.used, cut: [...runner.cut] };
    entry.notes.push(...runner.notes());
    return result;
  };
  if (typeof oracleReward !== "number" || oracleReward <= 0) {
    entry.notes.push(
      `the verifier gives the oracle ${oracleReward === undefined ? "no run (budget)" : (oracleReward ?? "no score")}: nothing to probe against`,
    );
    return finish();
  }
  // probes are written like the re-written oracle; a verifier scoring that lower is itself a finding (alternatives)
  const full = typeof rewritten === "number" ? rewritten : oracleReward;

  findings.push(...(await runFamilies({ runner, shape, input, seed, full, oracleReward, entry, details }, audits, time)));
  return finish();
}
