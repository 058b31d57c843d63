// Integration (PGlite always, Postgres with DATABASE_URL): the status memo never serves a status
// older than the stored rows. (a) For each table with a "status_stamp" trigger, a representative
// write (insert, update, delete) on the bundled tasks raises the affected revision's stamp, and the
// memoised getTaskStatuses then equals a fresh computation (several writes change the status, so a
// stale memo would differ). (b) Every model the status load reads (the models its queries name, and
// the relations their select/include/where walk into, mapped through prisma/schema.prisma) has a
// trigger in the migration, and every trigger is exercised by (a). (c) A memo hit returns equal
// statuses and sends no query but the stamps'.
import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { BUNDLED_IMPORT_TIMEOUT_MS, FLIGHTGEAR, KART, KART_SUITE_RESULT } from "../../importers/store/__tests__/bundled-tasks";
import { computeTaskStatuses, getTaskStatuses } from "./get-task-status";
import { warmHomePage } from "../../asks/store/warm-home-page";
import { AUDIT_SUITE_KIND } from "../../audits/store/get-latest-audit-run";
import { importSecondFlightGear, useBundledTasks } from "./__tests__/bundled-db";
import { modelsRead, recording, relationsBySchema, triggeredTables } from "./__tests__/status-load-tables";

for (const kind of testDatabaseKinds()) {
  describe(`status stamps and the status memo on ${kind.name}`, () => {
    let latest: { taskId: string; revisionId: string }[] = [];
    const bundled = useBundledTasks(kind, async ({ revisions }) => {
      latest = [...revisions].map(([taskId, revisionId]) => ({ taskId, revisionId }));
    });
    const kart = () => bundled.revisions.get(KART)!;
    const stampOf = async (revisionId: string) => (await bundled.db.prisma.statusStamp.findUnique({ where: { revisionId } }))?.stamp ?? 0n;

    /** The memoised statuses (the memo filled before the write) equal a fresh computation. */
    async function expectMemoFresh() {
      const fresh = await computeTaskStatuses(bundled.db.prisma, latest);
      expect(await getTaskStatuses(bundled.db.prisma, latest)).toEqual(fresh);
      return fresh.get(KART);
    }

    const primaryPairing = () => bundled.db.prisma.judgePairing.findFirstOrThrow({ where: { revisionId: kart(), isPrimary: true } });
    const oracleLedger = () =>
      bundled.db.prisma.ledger.findFirstOrThrow({ where: { revisionId: kart(), origin: "oracle" }, orderBy: { path: "asc" } });
    const linkedRow = () =>
      bundled.db.prisma.calibrationRow.findFirstOrThrow({
        where: { revisionId: kart(), ledgerId: { not: null } },
        orderBy: { ordinal: "asc" },
      });
    const suiteRun = () => bundled.db.prisma.jobRun.findFirstOrThrow({ where: { revisionId: kart(), kind: AUDIT_SUITE_KIND } });

    /** table, what the write does, the write (returns the revision whose stamp must rise), whether kart's status must change */
    const WRITES: [string, string, () => Promise<string>, boolean][] = [
      [
        "JobRun",
        "insert a succeeded audit suite run",
        async () => {
          await bundled.db.prisma.jobRun.create({
            data: {
              kind: AUDIT_SUITE_KIND,
              revisionId: kart(),
              params: {},
              status: "succeeded",
              results: KART_SUITE_RESULT,
              finishedAt: new Date(),
            },
          });
          return kart();
        },
        false,
      ],
      [
        "JobRun",
        "update the run to failed",
        async () => {
          await bundled.db.prisma.jobRun.update({ where: { id: (await suiteRun()).id }, data: { status: "failed" } });
          return kart();
        },
        false,
      ],
      [
        "JobRun",
        "delete the run",
        async () => {
          await bundled.db.prisma.jobRun.delete({ where: { id: (await suiteRun()).id } });
          return kart();
        },
        false,
      ],
      [
        "ScoreRun",
        "update the oracle's primary reward to 0",
        async () => {
          const [ledger, pairing] = await Promise.all([oracleLedger(), primaryPairing()]);
          await bundled.db.prisma.scoreRun.update({
            where: { ledgerId_pairingId: { ledgerId: ledger.id, pairingId: pairing.id } },
            data: { rewardValue: 0 },
          });
          return kart();
        },
        true,
      ],
      [
        "ScoreRun",
        "delete the oracle's primary score run",
        async () => {
          const [ledger, pairing] = await Promise.all([oracleLedger(), primaryPairing()]);
          await bundled.db.prisma.scoreRun.delete({ where: { ledgerId_pairingId: { ledgerId: ledger.id, pairingId: pairing.id } } });
          return kart();
        },
        false,
      ],
      [
        "ScoreRun",
        "insert it again with reward 1",
        async () => {
          const [ledger, pairing] = await Promise.all([oracleLedger(), primaryPairing()]);
          await bundled.db.prisma.scoreRun.create({
            data: {
              ledgerId: ledger.id,
              pairingId: pairing.id,
              judgeId: pairing.judgeId,
              reward: { reward: 1 },
              rewardValue: 1,
              reason: "scored",
              events: [],
              durationMs: 0,
            },
          });
          return kart();
        },
        false,
      ],
      [
        "CalibrationRow",
        "update a linked row's claimed score",
        async () => {
          const row = await linkedRow();
          await bundled.db.prisma.calibrationRow.update({
            where: { id: row.id },
            data: { claimedScore: 0.123456, claimedScoreText: "0.123456" },
          });
          return kart();
        },
        true,
      ],
      [
        "CalibrationRow",
        "delete that row",
        async () => {
          await bundled.db.prisma.calibrationRow.delete({ where: { id: (await linkedRow()).id } });
          return kart();
        },
        true,
      ],
      [
        "Ledger",
        "insert an earlier empty ledger",
        async () => {
          await bundled.db.prisma.ledger.create({
            data: {
              revisionId: kart(),
              path: "(0-first-empty).json",
              label: "e",
              origin: "empty",
              raw: new Uint8Array(),
              sha256: "e",
              byteLength: 0,
            },
          });
          return kart();
        },
        true,
      ],
      [
        "Ledger",
        "update the oracle ledger's origin to agent",
        async () => {
          await bundled.db.prisma.ledger.update({ where: { id: (await oracleLedger()).id }, data: { origin: "agent" } });
          return kart();
        },
        true,
      ],
      [
        "Ledger",
        "delete a ledger a row links",
        async () => {
          const row = await linkedRow();
          await bundled.db.prisma.ledger.delete({ where: { id: row.ledgerId! } });
          return kart();
        },
        false,
      ],
      [
        "Rollout",
        "update a trajectory's counted turns",
        async () => {
          const rollout = await bundled.db.prisma.rollout.findFirstOrThrow({ where: { revisionId: bundled.revisions.get(FLIGHTGEAR)! } });
          await bundled.db.prisma.rollout.update({ where: { id: rollout.id }, data: { toolCallTurns: 1 } });
          return rollout.revisionId;
        },
        false,
      ],
      [
        "Rollout",
        "delete a trajectory",
        async () => {
          const rollout = await bundled.db.prisma.rollout.findFirstOrThrow({ where: { revisionId: bundled.revisions.get(FLIGHTGEAR)! } });
          await bundled.db.prisma.rollout.delete({ where: { id: rollout.id } });
          return rollout.revisionId;
        },
        false,
      ],
      [
        "Media",
        "update the clip's verification",
        async () => {
          await bundled.db.prisma.media.updateMany({ where: { revisionId: kart() }, data: { verification: "mismatch" } });
          return kart();
        },
        true,
      ],
      [
        "Media",
        "delete the clip",
        async () => {
          await bundled.db.prisma.media.deleteMany({ where: { revisionId: kart() } });
          return kart();
        },
        true,
      ],
      [
        "JudgePairing",
        "update the primary pairing to not primary",
        async () => {
          await bundled.db.prisma.judgePairing.update({ where: { id: (await primaryPairing()).id }, data: { isPrimary: false } });
          return kart();
        },
        true,
      ],
      [
        "TaskRevision",
        "update the revision's findings",
        async () => {
          await bundled.db.prisma.taskRevision.update({ where: { id: kart() }, data: { findings: "not a list" } });
          return kart();
        },
        false,
      ],
      [
        "Task",
        "update the task's judge",
        async () => {
          await bundled.db.prisma.task.update({ where: { id: KART }, data: { judgeId: null } });
          return kart();
        },
        false,
      ],
      [
        "TaskRevision",
        "insert a new revision (its stamp row starts)",
        async () => {
          const revisionId = await importSecondFlightGear(bundled.db.prisma, "A revision for the stamps.");
          latest = latest.map((l) => (l.taskId === FLIGHTGEAR ? { taskId: FLIGHTGEAR, revisionId } : l));
          return revisionId;
        },
        false,
      ],
    ];

    it("(b) every model the status load reads has a trigger, and every trigger is exercised below", async () => {
      const { client, log } = recording(bundled.db.prisma);
      await computeTaskStatuses(client, latest);
      const relations = relationsBySchema();
      const read = new Set<string>();
      for (const q of log) modelsRead(relations, q.model, q.args, read);
      const triggered = triggeredTables();
      expect([...read].filter((m) => !triggered.has(m))).toEqual([]);
      expect(read.size).toBeGreaterThanOrEqual(7);
      expect([...triggered].filter((t) => !WRITES.some(([table]) => table === t))).toEqual([]);
    });

    it("(c) a memo hit returns equal statuses and queries only the stamps", async () => {
      const { client, log } = recording(bundled.db.prisma);
      const first = await getTaskStatuses(client, latest);
      expect(log.some((q) => q.model === "TaskRevision")).toBe(true);
      log.length = 0;
      const again = await getTaskStatuses(client, latest);
      expect(log.map((q) => `${q.model}.${q.operation}`)).toEqual(["StatusStamp.findMany"]);
      expect(again).toEqual(first);
      expect(again).toEqual(await computeTaskStatuses(bundled.db.prisma, latest));
    });

    it("(d) warming the home page at start fills the memo: its statuses then cost only the stamps", async () => {
      const { client, log } = recording(bundled.db.prisma);
      expect(await warmHomePage(client)).toBeGreaterThanOrEqual(latest.length);
      log.length = 0;
      const warm = await getTaskStatuses(client, latest);
      expect(log.map((q) => `${q.model}.${q.operation}`)).toEqual(["StatusStamp.findMany"]);
      expect(warm).toEqual(await computeTaskStatuses(bundled.db.prisma, latest));
    });

    it(
      "(a) each write raises the stamp and the memo then equals a fresh computation",
      async () => {
        await getTaskStatuses(bundled.db.prisma, latest);
        for (const [table, what, write, changesKart] of WRITES) {
          const before = await computeTaskStatuses(bundled.db.prisma, latest);
          await getTaskStatuses(bundled.db.prisma, latest); // the memo holds the statuses before the write
          const stampsBefore = new Map(await Promise.all(latest.map(async (l) => [l.revisionId, await stampOf(l.revisionId)] as const)));
          const revisionId = await write();
          expect(await stampOf(revisionId), `${table}: ${what}`).toBeGreaterThan(stampsBefore.get(revisionId) ?? 0n);
          const after = await expectMemoFresh();
          if (changesKart) expect(after, `${table}: ${what} changes kart's status`).not.toEqual(before.get(KART));
        }
      },
      BUNDLED_IMPORT_TIMEOUT_MS,
    );

    it("(a) a row linking another revision's ledger: a write to that ledger's score run raises the row's revision", async () => {
      const fg = await bundled.db.prisma.ledger.findFirstOrThrow({
        where: { revisionId: bundled.revisions.get(FLIGHTGEAR)! },
        include: { scoreRuns: true },
      });
      const row = await bundled.db.prisma.calibrationRow.findFirstOrThrow({ where: { revisionId: kart() }, orderBy: { ordinal: "asc" } });
      await bundled.db.prisma.calibrationRow.update({ where: { id: row.id }, data: { ledgerId: fg.id } });
      await getTaskStatuses(bundled.db.prisma, latest);
      const before = await stampOf(kart());
      await bundled.db.prisma.scoreRun.update({ where: { id: fg.scoreRuns[0].id }, data: { rewardValue: 0.5 } });
      expect(await stampOf(kart())).toBeGreaterThan(before);
      await expectMemoFresh();
    });

    it("a job that is not an audit suite leaves the stamp alone", async () => {
      const before = await stampOf(kart());
      await bundled.db.prisma.jobRun.create({ data: { kind: "rescore", revisionId: kart(), params: {} } });
      expect(await stampOf(kart())).toBe(before);
    });

    it("deleting a task (cascading to its revision's rows) leaves the others' statuses fresh", async () => {
      // neither kart nor FlightGear: the other tests write to those, in any order
      const gone = latest.find((l) => l.taskId !== KART && l.taskId !== FLIGHTGEAR)!.taskId;
      await getTaskStatuses(bundled.db.prisma, latest); // the memo holds the deleted task's status
      await bundled.db.prisma.task.delete({ where: { id: gone } });
      latest = latest.filter((l) => l.taskId !== gone);
      await expectMemoFresh();
    });
  });
}
