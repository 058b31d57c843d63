// The probe families of one run, started at once so the runner can send what they ask for in
// shared batches: video-free probes, valid alternatives, mutations (labels swapped, numeric fields
// perturbed), offsets and stated tolerances (with jitter), the reward-sensitivity curve, omission
// per stored ledger. Each fills its part of the pairing; findings come back per family in a fixed
// order.
import { boundaryFindings } from "../offsets";
import { shortcutFindings } from "../shortcut-sweep";
import type { PairingAudits } from "../suite";
import type { AuditFinding, AuditKind, VerifierProbeDetails } from "../types";
import { runAlternatives, runMutations } from "./alternatives";
import { checkStatedTolerances, runJitter, searchBoundaries, type FieldBoundary } from "./boundaries";
import { labelFields } from "./events";
import { runNumberProbes } from "./numbers";
import { auditLedgerOmission, verifierOmissionFindings } from "./omission";
import { runProbes, type ProbeOutcome } from "./probes";
import type { ProbeRunner } from "./runner";
import { corruptorFor, runSensitivityCurve, summariseSensitivity } from "./sensitivity";
import type { LedgerShape } from "./shape";
import type { VerifierAuditInput } from "./types";

export interface FamilyContext {
  runner: ProbeRunner;
  shape: LedgerShape;
  input: VerifierAuditInput;
  seed: number;
  /** the re-written oracle's reward: what probes written the same way are measured against */
  full: number;
  /** the oracle's reward as shipped: what valid alternatives must equal */
  oracleReward: number;
  entry: PairingAudits;
  details: VerifierProbeDetails;
}

type Timer = <T>(kind: AuditKind, f: () => Promise<T>) => Promise<T>;

/** What several families wait on, started once. */
interface Shared {
  boundaries: Promise<FieldBoundary[]>;
  probes: Promise<ProbeOutcome | null>;
  mutations: ReturnType<typeof runMutations> | Promise<null>;
}

async function probesFamily(c: FamilyContext, shared: Shared): Promise<AuditFinding[]> {
  const { runner, shape, input, seed, full, entry, details } = c;
  const [sweep, alternatives, mutations, numbers, stated, found] = await Promise.all([
    shared.probes,
    runAlternatives(runner, shape, c.oracleReward, input.judgeId, seed),
    shared.mutations,
    runNumberProbes(runner, shape, full, input.instruction, input.judgeId),
    checkStatedTolerances(runner, shape, full, input.judgeId),
    shared.boundaries,
  ]);
  details.jitter = await runJitter(runner, shape, found, seed);
  if (sweep) entry.shortcut = sweep.sweep;
  entry.alternatives = alternatives.results;
  details.mutations = [...(mutations?.results ?? []), ...numbers.results];
  entry.boundaries = found.map((b) => b.result);
  details.tolerances = stated.results;
  if (!mutations?.results.length) entry.notes.push("no label field with a second vocabulary value: no label-swap mutation");
  if (found.length === 0) entry.notes.push("no time or frame field in the oracle's events: no offsets or tolerance check");
  return [
    ...(sweep ? shortcutFindings(sweep.sweep) : []),
    ...alternatives.findings,
    ...(mutations?.findings ?? []),
    ...numbers.findings,
    ...boundaryFindings(entry.boundaries),
    ...stated.findings,
  ];
}

async function sensitivityFamily(c: FamilyContext, shared: Shared): Promise<AuditFinding[]> {
  const { runner, shape, input, seed, entry } = c;
  // a wrong label is one the verifier checks (a swap it scores as the oracle is no error); a time error waits for the offsets
  const unscored = (await shared.mutations)?.unscoredFields ?? [];
  const byLabel = labelFields(shape).some((f) => f.vocabulary.length > 1 && !unscored.includes(f.name));
  const corruptor = corruptorFor(shape, byLabel ? [] : await shared.boundaries, unscored);
  if (!corruptor) {
    entry.sensitivity = null;
    entry.notes.push("no label with a vocabulary and no time boundary found: no realistic wrong event, no reward-sensitivity curve");
    return [];
  }
  const [curve, sweep] = await Promise.all([runSensitivityCurve(runner, shape, corruptor, input.judgeId, seed), shared.probes]);
  const blind = sweep?.blind ?? { count: 0, mean: 0, p95: 0, max: 0 };
  entry.sensitivity = summariseSensitivity(curve, c.full, blind, input.judgeId, input.strongAgentBar);
  return entry.sensitivity.findings;
}

async function omissionFamily(c: FamilyContext, shared: Shared): Promise<AuditFinding[]> {
  const { runner, shape, input, seed, entry } = c;
  const out = await Promise.all(
    input.ledgers.map((l) => auditLedgerOmission(runner, shape, l, shared.boundaries, input.judgeId, seed, input.ledgers.length)),
  );
  entry.omission = out.map((o) => o.result);
  c.details.omissionCurves = out.flatMap((o) => (o.curve ? [o.curve] : []));
  return verifierOmissionFindings(entry.omission, input.strongAgentBar);
}

export async function runFamilies(c: FamilyContext, audits: readonly AuditKind[], time: Timer): Promise<AuditFinding[]> {
  const { runner, shape, input, seed, full } = c;
  const wantProbes = audits.includes("probes");
  const shared: Shared = {
    boundaries: wantProbes ? searchBoundaries(runner, shape, full, input.judgeId) : Promise.resolve([]),
    probes: wantProbes ? runProbes(runner, shape, input.judgeId, input.strongAgentBar, { seed }) : Promise.resolve(null),
    mutations: wantProbes ? runMutations(runner, shape, full, input.judgeId, seed) : Promise.resolve(null),
  };
  const none = Promise.resolve<AuditFinding[]>([]);
  // findings joined in a fixed order whatever order the families finish in
  const found = await Promise.all([
    wantProbes ? time("probes", () => probesFamily(c, shared)) : none,
    audits.includes("sensitivity") ? time("sensitivity", () => sensitivityFamily(c, shared)) : none,
    audits.includes("omission") ? time("omission", () => omissionFamily(c, shared)) : none,
  ]);
  return found.flat();
}
