// Integration (PGlite and Postgres): a maintainer switches kart's official judge 1ea24fc ->
// f933449 through the guarded server action. The flag moves (pairings, revision, task), the
// ledgers are scored again under f933449 (fresh runs, equal to what the importer computed for
// that pairing), the gates read the new primary's scores, the audit log has the switch; a
// contributor and a bad judge id change nothing.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("../../auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { z } from "zod";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { setOfficialJudge } from "../../actions/set-official-judge";
import { openHarness, type Harness } from "../../auth/__tests__/harness";
import { importTaskFolder } from "./import-task-folder";
import { getTaskStatus } from "../../gates/store/get-task-status";
import { gateFactsWithAudits } from "../../gates/store/gate-facts";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { evaluateGates } from "../../gates";
import { BUNDLED_IMPORT_TIMEOUT_MS, BUNDLED_TASKS_DIR, KART } from "./__tests__/bundled-tasks";

const OLD = `${KART}@1ea24fc`;
const RewardCheck = z.object({ judgeId: z.string(), ledgerPath: z.string(), recomputed: z.number() });
const NEW = `${KART}@f933449`;

describe.each(testDatabaseKinds())("official judge switch on $name", (kind) => {
  let h: Harness;
  let revisionId: string;
  // the primary pairing as the importer left it (other tests switch it)
  let importedPrimary: string[] = [];
  // the importer's scores per ledger under each pairing, read before the switch
  const imported = new Map<string, Map<string, { id: string; reward: number }>>();
  beforeAll(async () => {
    h = await openHarness(kind, { ownTask: "task-own" });
    const outcome = await importTaskFolder(h.db.prisma, path.join(BUNDLED_TASKS_DIR, KART), { sourceKind: "fixture", salvageSpec: true });
    if (!outcome.ok) throw new Error(outcome.errors.map((e) => e.text).join("; "));
    revisionId = outcome.revisionId;
    for (const p of await h.db.prisma.judgePairing.findMany({ where: { revisionId }, include: { scoreRuns: true } }))
      imported.set(p.judgeId, new Map(p.scoreRuns.map((r) => [r.ledgerId, { id: r.id, reward: r.rewardValue }])));
    importedPrimary = await primaryOf();
  }, BUNDLED_IMPORT_TIMEOUT_MS);
  afterAll(async () => {
    await h?.close();
  });

  const primaryOf = async () =>
    (await h.db.prisma.judgePairing.findMany({ where: { revisionId, isPrimary: true }, select: { judgeId: true } })).map((p) => p.judgeId);
  /** the official judge a test starts from: set through the action when a test run before it left the other one */
  const startFrom = async (judgeId: string) => {
    if ((await primaryOf())[0] === judgeId) return;
    h.actAs("maintainer");
    const r = await setOfficialJudge(null, { taskId: KART, judgeId });
    if (!r?.ok) throw new Error(`could not start from ${judgeId}: ${JSON.stringify(r)}`);
  };

  it("kart is imported under 1ea24fc with f933449 paired beside it, and the two score its ledgers differently", async () => {
    expect(importedPrimary).toEqual([OLD]);
    const before = imported.get(OLD)!;
    const after = imported.get(NEW)!;
    expect(before.size).toBeGreaterThan(0);
    expect([...before].some(([ledger, r]) => Math.abs(r.reward - after.get(ledger)!.reward) > 1e-9)).toBe(true);
  });

  it("a contributor, a judge that is not registered and one the revision does not pair are refused; nothing changes", async () => {
    await startFrom(OLD);
    h.actAs("contributor");
    expect(await setOfficialJudge(null, { taskId: KART, judgeId: NEW })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    h.actAs("maintainer");
    expect(await setOfficialJudge(null, { taskId: KART, judgeId: "kart; drop table" })).toMatchObject({
      ok: false,
      fieldErrors: { judgeId: [expect.stringMatching(/not a judge id/)] },
    });
    const unregistered = await setOfficialJudge(null, { taskId: KART, judgeId: `${KART}@0000000` });
    expect(unregistered).toMatchObject({ ok: false, fieldErrors: { judgeId: [`${KART}@0000000 is not a registered judge`] } });
    const unpaired = await setOfficialJudge(null, { taskId: KART, judgeId: "egocentric-activity-understanding@e25513b" });
    expect(unpaired).toMatchObject({ ok: false, fieldErrors: { judgeId: [expect.stringMatching(/has no pairing with egocentric/)] } });
    expect(await primaryOf()).toEqual([OLD]);
  });

  it("a maintainer switches to f933449: flag, fresh score runs, gates under f933449, audit row", async () => {
    await startFrom(OLD);
    const statusBefore = (await getTaskStatus(h.db.prisma, KART))!;
    h.actAs("maintainer");
    const r = await setOfficialJudge(null, { taskId: KART, judgeId: NEW });
    const ledgers = imported.get(NEW)!.size;
    expect(r).toMatchObject({ ok: true, data: { from: OLD, to: NEW, rescored: ledgers } });
    expect(r!.message).toBe(`Official judge is now ${NEW} (was ${OLD}); ${ledgers} ledgers scored again, gates recomputed.`);

    expect(await primaryOf()).toEqual([NEW]);
    expect((await h.db.prisma.taskRevision.findUniqueOrThrow({ where: { id: revisionId } })).judgeId).toBe(NEW);
    expect((await h.db.prisma.task.findUniqueOrThrow({ where: { id: KART } })).judgeId).toBe(NEW);

    // a new score run: new rows with the rewards the importer computed for f933449
    const runs = await h.db.prisma.scoreRun.findMany({ where: { pairing: { revisionId, judgeId: NEW } } });
    expect(runs).toHaveLength(ledgers);
    for (const run of runs) {
      const before = imported.get(NEW)!.get(run.ledgerId)!;
      expect(run.id).not.toBe(before.id);
      expect(run.rewardValue).toBeCloseTo(before.reward, 12);
    }

    // the gates now read f933449's scores: the status's official score is the f933449 one
    const statusAfter = (await getTaskStatus(h.db.prisma, KART))!;
    expect(statusAfter.revisionId).toBe(revisionId);
    // kart's shipped oracle is the v4 answer (races by position, no times): f933449 gives it 0
    // (checked by hand: scoreBytes(f933449, b4138e8 ground truth, oracle.json) = 0), so the
    // oracle gate that passed under 1ea24fc fails now, and the claims written for the other judge do not reproduce
    const outcome = (s: typeof statusAfter, id: string) => s.gates.find((g) => g.id === id)?.outcome;
    expect([outcome(statusBefore, "oracle-perfect"), outcome(statusAfter, "oracle-perfect")]).toEqual(["pass", "fail"]);
    expect([outcome(statusBefore, "claimed-matches-recomputed"), outcome(statusAfter, "claimed-matches-recomputed")]).toEqual([
      "insufficient",
      "fail",
    ]);
    expect(statusAfter.claimsNotReproduced.length).toBeGreaterThan(statusBefore.claimsNotReproduced.length);

    const audit = await h.db.prisma.auditLog.findFirstOrThrow({
      where: { action: "set-official-judge", taskId: KART },
      orderBy: { at: "desc" },
    });
    expect(audit).toMatchObject({ actorName: "The maintainer", target: revisionId });
    expect(audit.details).toMatchObject({ ok: true, from: OLD, to: NEW, rescored: ledgers });
  });

  it("after the switch the oracle gate says which ground truth the oracle answers, and stale artifacts read f933449's scores", async () => {
    await startFrom(NEW);
    const overview = (await getTaskOverview(h.db.prisma, KART))!;
    const gates = evaluateGates(await gateFactsWithAudits(h.db.prisma, overview.revision));
    const oracle = gates.find((g) => g.id === "oracle-perfect")!;
    expect(oracle.outcome).toBe("fail");
    // the shipped oracle scores 1 under 1ea24fc (the importer's own run, read before the switch)
    const oracleLedger = await h.db.prisma.ledger.findFirstOrThrow({ where: { revisionId, origin: "oracle" } });
    expect(imported.get(OLD)!.get(oracleLedger.id)!.reward).toBe(1);
    expect(oracle.evidence.map((e) => e.text)).toEqual([`the oracle was built for ${OLD}'s ground truth: 0.0000 under ${NEW}`]);
    // the empty anchor is scored under the official judge too (f933449 gives an empty ledger 0)
    const empty = gates.find((g) => g.id === "empty-submission")!;
    expect(empty.evidence.map((e) => [e.grade, e.text])).toEqual([["measured", "empty submission recomputes to 0.0000"]]);

    // every reward check compares with the ledger's f933449 score now (ids: the stored ledgers by path)
    const revision = await h.db.prisma.taskRevision.findUniqueOrThrow({ where: { id: revisionId } });
    const ledgerIds = new Map((await h.db.prisma.ledger.findMany({ where: { revisionId } })).map((l) => [l.path, l.id]));
    const rewards = z
      .array(z.looseObject({ kind: z.string() }))
      .parse(revision.artifactChecks)
      .filter((c) => c.kind === "reward");
    expect(rewards.length).toBeGreaterThan(0);
    for (const c of z.array(RewardCheck).parse(rewards)) {
      expect(c.judgeId).toBe(NEW);
      expect(c.recomputed).toBe(imported.get(NEW)!.get(ledgerIds.get(c.ledgerPath)!)!.reward);
    }
  });

  it("choosing the official judge again changes nothing and says so", async () => {
    await startFrom(NEW);
    h.actAs("maintainer");
    expect(await setOfficialJudge(null, { taskId: KART, judgeId: NEW })).toMatchObject({
      ok: true,
      message: `${NEW} is already the official judge.`,
    });
    expect(await primaryOf()).toEqual([NEW]);
  });
});
