// Test-only: one judge family walked through what a reviewer does with a task of that family, on a
// real database with the real job queue (lib/judges/family-walk.test.ts). Each step reads the per-
// family table it depends on at the key the runtime looks it up with, and asserts an outcome that
// needs the family's entry: a ported family whose entry were null would fall back to a generic
// answer and the step's assertion fails; the task's own verifier (every entry an explicit null)
// must get the generic path's answer instead.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { AUDIT_PROFILES } from "../../audits/profiles";
import { CORRUPTORS } from "../../audits/reward-sensitivity";
import { FAMILY_EVENTS } from "../../contract/family-events";
import { ContractReviewSchema } from "../../contract/types";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { evaluateGates } from "../../gates/evaluate-gates";
import type { Gate } from "../../gates/types";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { getLedgerInspection } from "../../ledgers/get-ledger-inspection";
import { gateFactsWithAudits } from "../../gates/store/gate-facts";
import { getAuditsPage } from "../../audits/store/get-audits-page";
import { getRevisionSnapshot } from "../../revisions/store/get-revision-snapshot";
import { diffRevisions, officialFamily } from "../../revisions";
import { GOLD_EVENT_FAMILIES } from "../../revisions/ground-truth-events";
import { untilFinished, type JobHarness } from "../store/__tests__/job-harness";
import { assembleVerifierTask } from "../store/__tests__/verifier-fixtures";
import { AUDIT_JOB_KIND } from "../../audits/store/audit-job-params";
import { familyEntry, judgeFamilyOf, TASK_VERIFIER_FAMILY, type JudgeFamily } from "../judge-family";
import { nearMisses, NEAR_MISS_READERS } from "../near-miss";

export const BUNDLED_TASKS = path.resolve("prisma/fixtures/tasks");
/** files laid over a family's bundled task for a step its own files cannot show (README there) */
const OVERLAYS = path.resolve(import.meta.dirname, "../__fixtures__/family-walk");

/** Small audit runs: the walk checks that each family's audits run, not what they find. */
const GENERIC_AUDIT_BUDGET = 40;

interface Walked {
  family: JudgeFamily;
  taskId: string;
  revisionId: string;
  primary: { id: string; judgeId: string };
}

/**
 * The runtime looks a table up at `key` (a judge id's family, a task's family name): that must
 * reach the walked family's own entry, or an entry given to the family would never be used.
 */
function expectLookupReaches<V>(table: Readonly<Record<JudgeFamily, V | null>>, key: string | null, family: JudgeFamily, what: string) {
  expect(familyEntry(table, key), `${family}: ${what} is looked up as "${key}", which does not reach the family's entry`).toBe(
    table[family],
  );
}

/**
 * Stricter, for a table the runtime looks up through judgeFamilyOf: the key is the family itself
 * (the task's own verifier included), not merely a key whose entry happens to be the same null.
 */
function expectLookedUpAs<V>(table: Readonly<Record<JudgeFamily, V | null>>, key: JudgeFamily | null, family: JudgeFamily, what: string) {
  expect(key, `${family}: ${what} is looked up as "${key}", not under the family`).toBe(family);
  expectLookupReaches(table, key, family, what);
}

/**
 * A copy of the family's task folder in its own temp dir (the walk edits it for a second revision):
 * a ported family's bundled task, named after the family, with its overlay if it has one; the
 * never-seen folder with its own verifier.
 */
export function taskFolderOf(family: JudgeFamily): string {
  if (family === TASK_VERIFIER_FAMILY) return assembleVerifierTask("fine");
  const source = path.join(BUNDLED_TASKS, family);
  if (!fs.existsSync(source)) throw new Error(`${family}: no bundled task ${path.relative(process.cwd(), source)} to walk the family with`);
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vbench-family-walk-")), family);
  fs.cpSync(source, dir, { recursive: true });
  const overlay = path.join(OVERLAYS, family);
  if (fs.existsSync(overlay)) fs.cpSync(overlay, dir, { recursive: true });
  return dir;
}

/** Import: the real importer stores a revision whose primary pairing is the family's judge, which scored its ledgers. */
export async function importStep(h: JobHarness, family: JudgeFamily, dir: string, runOwnVerifier: boolean): Promise<Walked> {
  const { prisma } = h.db;
  const enqueue = runOwnVerifier ? { enqueue: h.jobs.enqueue.bind(h.jobs) } : {};
  // kart's real upstream SPEC card has one invalid YAML line: salvaged, as the bundled import does
  const imported = await importTaskFolder(prisma, dir, { sourceKind: "fixture", salvageSpec: true, ...enqueue });
  if (!imported.ok) throw new Error(`${family}: import failed: ${imported.errors.map((e) => e.text).join("; ")}`);
  if (imported.verifierRunId) {
    const run = await untilFinished(h.jobs, imported.verifierRunId);
    expect(run.status, `${family}: its own verifier's run: ${run.error ?? ""}`).toBe("succeeded");
  }
  const primary = await prisma.judgePairing.findFirst({
    where: { revisionId: imported.revisionId, isPrimary: true },
    select: { id: true, judgeId: true },
  });
  expect(primary, `${family}: the import stored no primary pairing`).not.toBeNull();
  expect(judgeFamilyOf(primary!.judgeId), `${family}: primary judge ${primary!.judgeId}`).toBe(family);
  if (family !== TASK_VERIFIER_FAMILY || runOwnVerifier) {
    const scored = await prisma.scoreRun.count({ where: { pairingId: primary!.id } });
    expect(scored, `${family}: no ledger scored under ${primary!.judgeId}`).toBeGreaterThan(0);
  }
  return { family, taskId: path.basename(dir), revisionId: imported.revisionId, primary: primary! };
}

/**
 * Audits: the audit job on the revision succeeds and the audits page holds the family's results.
 * A port's audits read its audit profile (where the events are; without it the pairing's notes say
 * "no audit profile … omission and versions only") and its sensitivity curve needs its corruptor
 * (without it: "no wrong-event rule", no curve); the task's own verifier (both opted out) is
 * audited through the sandbox instead (lib/audits/verifier: its details are stored with the result).
 * Omission only, for it: with probes too, a small budget is spent before omission gets a run.
 */
export async function auditStep(h: JobHarness, w: Walked): Promise<void> {
  const { family } = w;
  const ported = family !== TASK_VERIFIER_FAMILY;
  expectLookupReaches(AUDIT_PROFILES, judgeFamilyOf(w.primary.judgeId), family, "the audit profile");
  expectLookupReaches(CORRUPTORS, judgeFamilyOf(w.primary.judgeId), family, "the wrong-event rule");
  // a port's probes take most of a minute on a loaded machine and add nothing here: the profile's
  // absence already shows in the pairing's notes, whichever audit ran
  const params = ported ? { audits: ["omission", "sensitivity"] } : { audits: ["omission"], budget: GENERIC_AUDIT_BUDGET };
  const queued = await h.jobs.enqueue(AUDIT_JOB_KIND, params, { revisionId: w.revisionId });
  const run = await untilFinished(h.jobs, queued.id);
  expect(run.status, `${family}: audit run: ${run.error ?? ""}`).toBe("succeeded");
  const page = await getAuditsPage(h.db.prisma, w.taskId, w.revisionId);
  expect(page?.unreadable ?? null, `${family}: the audits page cannot read the results`).toBeNull();
  const pairing = page?.result?.pairings.find((p) => p.judgeId === w.primary.judgeId);
  expect(pairing, `${family}: no audit results for ${w.primary.judgeId}`).toBeDefined();
  const searched = (pairing!.omission ?? []).filter((o) => o.method !== "none");
  expect(searched.length, `${family}: no ledger's omission searched (${pairing!.notes.join("; ")})`).toBeGreaterThan(0);
  if (ported) {
    expect(AUDIT_PROFILES[family], `${family}: a ported family without an audit profile gets no probes`).not.toBeNull();
    expect(
      pairing!.notes.filter((n) => /no audit profile|no wrong-event rule/.test(n)),
      family,
    ).toEqual([]);
    expect(pairing!.sensitivity?.points.length ?? 0, `${family}: no reward-sensitivity curve`).toBeGreaterThan(0);
  } else {
    expect(pairing!.verifier, `${family}: the generic audits' details are missing`).toBeDefined();
  }
}

/** Gates: every gate graded; a pass stands on a measured line. */
export async function gatesStep(h: JobHarness, w: Walked): Promise<Gate[]> {
  const overview = await getTaskOverview(h.db.prisma, w.taskId, w.revisionId);
  expect(overview, `${w.family}: no task overview`).not.toBeNull();
  const gates = evaluateGates(await gateFactsWithAudits(h.db.prisma, overview!.revision));
  expect(gates.length, w.family).toBeGreaterThan(0);
  for (const g of gates) {
    expect(["pass", "warn", "claimed", "fail", "insufficient"], `${w.family}: ${g.id}`).toContain(g.outcome);
    if (g.outcome === "pass")
      expect(
        g.evidence.some((e) => e.kind === "ok" && e.grade === "measured"),
        `${w.family}: ${g.id} passes without a measured line: ${JSON.stringify(g.evidence)}`,
      ).toBe(true);
  }
  return gates;
}

/** The omission gate is insufficient before any audit run and stands on the run's results after it. */
export function expectAuditGateMeasured(w: Walked, before: Gate[], after: Gate[]): void {
  const omission = (gates: Gate[]) => gates.find((g) => g.id === "omission-never-helps");
  expect(omission(before)?.outcome, `${w.family}: the omission gate before the audits`).toBe("insufficient");
  const gate = omission(after);
  expect(gate?.outcome, `${w.family}: the omission gate after the audits: ${JSON.stringify(gate?.evidence)}`).not.toBe("insufficient");
}

/**
 * Near misses as the inspector reads them (components/inspector/near-miss-index.ts): per ledger of
 * the revision and judge pairing of the family, the stored breakdown. A ported family must show at least one near
 * miss on its bundled task's calibration ledgers (none without its reader); the opted-out task's own
 * verifier shows none.
 */
export async function nearMissStep(h: JobHarness, w: Walked): Promise<void> {
  const { prisma } = h.db;
  const pairings = await prisma.judgePairing.findMany({ where: { revisionId: w.revisionId }, select: { id: true, judgeId: true } });
  const ledgers = await prisma.ledger.findMany({ where: { revisionId: w.revisionId }, select: { id: true } });
  let found = 0;
  let breakdowns = 0;
  // every judge of the family the inspector can switch to (kart's windows exist under one version only)
  for (const p of pairings.filter((p) => judgeFamilyOf(p.judgeId) === w.family)) {
    const key = judgeFamilyOf(p.judgeId);
    expectLookedUpAs(NEAR_MISS_READERS, key, w.family, "the near-miss reader");
    for (const l of ledgers) {
      const inspection = await getLedgerInspection(prisma, w.taskId, l.id, p.id);
      if (!inspection?.run) continue;
      breakdowns++;
      found += nearMisses(key, inspection.run.events).length;
    }
  }
  expect(breakdowns, `${w.family}: no ledger has a stored breakdown to read near misses from`).toBeGreaterThan(0);
  if (w.family === TASK_VERIFIER_FAMILY) expect(found, `${w.family}: near misses without a reader`).toBe(0);
  else expect(found, `${w.family}: no near miss in any of ${breakdowns} breakdowns (is its reader missing?)`).toBeGreaterThan(0);
}

/**
 * Contract review (stored on the revision at import): a family with known event fields gets the
 * ground-truth leak and label checks run; the task's own verifier gets its verifier read instead.
 */
export async function contractStep(h: JobHarness, w: Walked): Promise<void> {
  // the contract review's key (lib/contract/review-family.ts) is the primary judge's family; the
  // task's own verifier is paired only after import, so its review read the null key, whose
  // entries are the task-verifier entries (all null)
  if (w.family === TASK_VERIFIER_FAMILY) expectLookupReaches(FAMILY_EVENTS, null, w.family, "the contract's event fields");
  else expectLookedUpAs(FAMILY_EVENTS, judgeFamilyOf(w.primary.judgeId), w.family, "the contract's event fields");
  const stored = await h.db.prisma.taskRevision.findUniqueOrThrow({ where: { id: w.revisionId }, select: { contractFindings: true } });
  const review = ContractReviewSchema.parse(stored.contractFindings);
  const state = (check: string) => review.checks.filter((c) => c.check === check).map((c) => `${c.state}: ${c.note}`);
  if (w.family === TASK_VERIFIER_FAMILY) {
    expect(state("verifier_source").join(), `${w.family}: verifier_source`).toMatch(/^ran: /);
  } else {
    // without its event fields both checks are absent: "no identity fields known for the family …"
    for (const check of ["ground_truth_leaks", "labels"]) expect(state(check).join(), `${w.family}: ${check}`).toMatch(/^ran: /);
  }
}

/** The ground truth's event list, read without any family's table: the first non-empty top-level array of objects. */
function firstEventList(doc: unknown): Record<string, unknown>[] | null {
  const isEvents = (v: unknown): v is Record<string, unknown>[] =>
    Array.isArray(v) && v.length > 0 && v.every((x) => x !== null && typeof x === "object" && !Array.isArray(x));
  if (isEvents(doc)) return doc;
  if (doc === null || typeof doc !== "object") return null;
  return Object.values(doc).find(isEvents) ?? null;
}

/**
 * Revisions: the ground truth's first event gets its first number moved by one, the folder is
 * imported again, and the diff of the two revisions shows that event. A family's gold-event entry
 * names each event (a command, a track, a verb and nouns); the generic fallback only numbers them.
 */
export async function revisionStep(h: JobHarness, w: Walked, dir: string): Promise<void> {
  const gtPath = (await h.db.prisma.judgePairing.findUniqueOrThrow({ where: { id: w.primary.id }, select: { groundTruthPath: true } }))
    .groundTruthPath;
  const file = path.join(dir, gtPath);
  const gt: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  const first = firstEventList(gt)?.[0];
  const field = first && Object.keys(first).find((k) => typeof first[k] === "number");
  if (!first || !field) throw new Error(`${w.family}: ${gtPath} has no event with a number to move`);
  first[field] = Number(first[field]) + 1;
  fs.writeFileSync(file, JSON.stringify(gt));
  const again = await importTaskFolder(h.db.prisma, dir, { sourceKind: "fixture", salvageSpec: true });
  if (!again.ok) throw new Error(`${w.family}: second import failed: ${again.errors.map((e) => e.text).join("; ")}`);
  expect(again.revisionId, `${w.family}: the edited folder made no new revision`).not.toBe(w.revisionId);

  const [a, b] = await Promise.all([
    getRevisionSnapshot(h.db.prisma, w.taskId, w.revisionId),
    getRevisionSnapshot(h.db.prisma, w.taskId, again.revisionId),
  ]);
  expectLookedUpAs(GOLD_EVENT_FAMILIES, officialFamily(a!, b!), w.family, "the gold-event reader");
  const diff = diffRevisions(a!, b!);
  expect(
    diff.files.map((f) => f.path),
    `${w.family}: files changed`,
  ).toContain(gtPath);
  expect(diff.gold.changes.length, `${w.family}: the moved ground-truth event is not in the diff`).toBeGreaterThan(0);
  const events = diff.gold.changes.flatMap((c) => [c.before, c.after]).filter((e) => e !== null);
  if (w.family === TASK_VERIFIER_FAMILY) return;
  for (const e of events) {
    expect(e.identity, `${w.family}: gold event #${e.index + 1} has no identity`).not.toBe("");
    expect(e.label.replace(/^#\d+/, "").trim(), `${w.family}: gold event "${e.label}" names nothing but its position`).not.toBe("");
  }
}
