// Generic scorer audits through a task's own verifier: any family, no TypeScript port. Every probe
// is a submission scored by the injected BatchScorer (the sandbox in production, a stand-in in
// pure tests), so this folder is pure apart from that function. The result has the ported
// suite's shape (one pairing under the task: judge id) so pages, gates and the export read it.
import type { AuditSuiteResult, PairingAudits } from "../audits/suite";
import type { AuditFinding, AuditKind } from "../audits/types";
import { runAlternatives, runMutations } from "./alternatives";
import { checkStatedTolerances, runJitter, searchBoundaries, type FieldBoundary } from "./boundaries";
import { labelFields, timeFields } from "./events";
import { auditLedgerOmission, verifierOmissionFindings } from "./omission";
import { runProbes, type ProbeOutcome } from "./probes";
import { ProbeRunner } from "./runner";
import { corruptorFor, runSensitivityCurve, summariseSensitivity } from "./sensitivity";
import { inferShape, type LedgerShape } from "./shape";
import { probe } from "./submission";
import type { BatchScorer, VerifierAuditInput, VerifierAuditOptions } from "./types";
import { shortcutFindings } from "../audits/shortcut-sweep";
import { boundaryFindings } from "../audits/offsets";

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

  // the families run at once; the runner sends what they ask for in shared batches
  const wantProbes = audits.includes("probes");
  const boundaries: Promise<FieldBoundary[]> = wantProbes ? searchBoundaries(runner, shape, full, input.judgeId) : Promise.resolve([]);
  const probes: Promise<ProbeOutcome | null> = wantProbes ? runProbes(runner, shape, input.judgeId, bar, { seed }) : Promise.resolve(null);
  const mutationsRun = wantProbes ? runMutations(runner, shape, full, input.judgeId, seed) : Promise.resolve(null);
  const families: Promise<void>[] = [];
  // findings per family, joined in a fixed order whatever order the families finish in
  const byFamily: Record<"probes" | "sensitivity" | "omission", AuditFinding[]> = { probes: [], sensitivity: [], omission: [] };
  if (wantProbes) {
    families.push(
      time("probes", async () => {
        const [sweep, alternatives, mutations, stated, found] = await Promise.all([
          probes,
          runAlternatives(runner, shape, oracleReward, input.judgeId, seed),
          mutationsRun,
          checkStatedTolerances(runner, shape, full, input.judgeId),
          boundaries,
        ]);
        details.jitter = await runJitter(runner, shape, found, seed);
        if (sweep) entry.shortcut = sweep.sweep;
        entry.alternatives = alternatives.results;
        details.mutations = mutations?.results ?? [];
        entry.boundaries = found.map((b) => b.result);
        details.tolerances = stated.results;
        byFamily.probes.push(
          ...(sweep ? shortcutFindings(sweep.sweep) : []),
          ...alternatives.findings,
          ...(mutations?.findings ?? []),
          ...boundaryFindings(entry.boundaries),
          ...stated.findings,
        );
        if (!mutations?.results.length) entry.notes.push("no label field with a second vocabulary value: no label-swap mutation");
        if (found.length === 0) entry.notes.push("no time or frame field in the oracle's events: no offsets or tolerance check");
      }),
    );
  }
  if (audits.includes("sensitivity")) {
    families.push(
      time("sensitivity", async () => {
        // a wrong label is one the verifier checks (a swap it scores as the oracle is no error); a time error waits for the offsets
        const unscored = (await mutationsRun)?.unscoredFields ?? [];
        const byLabel = labelFields(shape).some((f) => f.vocabulary.length > 1 && !unscored.includes(f.name));
        const corruptor = corruptorFor(shape, byLabel ? [] : await boundaries, unscored);
        if (!corruptor) {
          entry.sensitivity = null;
          entry.notes.push("no label with a vocabulary and no time boundary found: no realistic wrong event, no reward-sensitivity curve");
          return;
        }
        const [curve, sweep] = await Promise.all([runSensitivityCurve(runner, shape, corruptor, input.judgeId, seed), probes]);
        entry.sensitivity = summariseSensitivity(curve, full, sweep?.blind ?? { count: 0, mean: 0, p95: 0, max: 0 }, input.judgeId, bar);
        byFamily.sensitivity.push(...entry.sensitivity.findings);
      }),
    );
  }
  if (audits.includes("omission")) {
    families.push(
      time("omission", async () => {
        const out = await Promise.all(input.ledgers.map((l) => auditLedgerOmission(runner, shape, l, boundaries, input.judgeId, seed)));
        entry.omission = out.map((o) => o.result);
        details.omissionCurves = out.flatMap((o) => (o.curve ? [o.curve] : []));
        byFamily.omission.push(...verifierOmissionFindings(entry.omission, bar));
      }),
    );
  }
  await Promise.all(families);
  findings.push(...byFamily.probes, ...byFamily.sensitivity, ...byFamily.omission);
  return finish();
}
