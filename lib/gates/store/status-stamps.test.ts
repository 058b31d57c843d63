// Integration (PGlite always, Postgres with DATABASE_URL): the status memo never serves a status
// older than the stored rows. (a) For each table with a "status_stamp" trigger, a representative
// write (insert, update, delete) on the bundled tasks raises the affected revision's stamp, and the
// memoised getTaskStatuses then equals a fresh computation (several writes change the status, so a
// stale memo would differ). (b) Every model the status load reads (the models its queries name, and
// the relations their select/include/where walk into, mapped through prisma/schema.prisma) has a
// trigger in the migration, and every trigger is exercised by (a). (c) A memo hit returns equal
// statuses and sends no query but the stamps'. (a) checks the memo both under the stamps
// getTaskStatuses reads and under every stamp read by its caller (the home page's one read).
import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { BUNDLED_IMPORT_TIMEOUT_MS, FLIGHTGEAR, KART } from "../../importers/store/__tests__/bundled-tasks";
import { computeTaskStatuses, getTaskStatuses } from "./get-task-status";
import { readStatusStamps } from "./status-memo";
import { warmHomePage } from "../../asks/store/warm-home-page";
import { useBundledTasks } from "./__tests__/bundled-db";
import { STAMP_WRITES, type StampWriteContext } from "./__tests__/status-stamp-writes";
import { modelsRead, recording, relationsBySchema, triggeredTables } from "./__tests__/status-load-tables";

for (const kind of testDatabaseKinds()) {
  describe(`status stamps and the status memo on ${kind.name}`, () => {
    let latest: { taskId: string; revisionId: string }[] = [];
    const bundled = useBundledTasks(kind, async ({ revisions }) => {
      latest = [...revisions].map(([taskId, revisionId]) => ({ taskId, revisionId }));
    });
    const kart = () => bundled.revisions.get(KART)!;
    const context = (): StampWriteContext => ({
      prisma: bundled.db.prisma,
      kart: kart(),
      revisions: bundled.revisions,
      replaceLatest: (taskId, revisionId) => (latest = latest.map((l) => (l.taskId === taskId ? { taskId, revisionId } : l))),
    });
    const stampOf = async (revisionId: string) => (await bundled.db.prisma.statusStamp.findUnique({ where: { revisionId } }))?.stamp ?? 0n;

    /**
     * The memoised statuses (the memo filled before the write) equal a fresh computation: first
     * under every stamp read by the caller (the home page's one read, triage-list.ts), then under
     * the stamps getTaskStatuses reads itself.
     */
    async function expectMemoFresh() {
      const fresh = await computeTaskStatuses(bundled.db.prisma, latest);
      const allStamps = await readStatusStamps(bundled.db.prisma, null);
      expect(await getTaskStatuses(bundled.db.prisma, latest, allStamps)).toEqual(fresh);
      expect(await getTaskStatuses(bundled.db.prisma, latest)).toEqual(fresh);
      return fresh.get(KART);
    }

    it("(b) every model the status load reads has a trigger, and every trigger is exercised below", async () => {
      const { client, log } = recording(bundled.db.prisma);
      await computeTaskStatuses(client, latest);
      const relations = relationsBySchema();
      const read = new Set<string>();
      for (const q of log) modelsRead(relations, q.model, q.args, read);
      const triggered = triggeredTables();
      expect([...read].filter((m) => !triggered.has(m))).toEqual([]);
      expect(read.size).toBeGreaterThanOrEqual(7);
      expect([...triggered].filter((t) => !STAMP_WRITES.some(([table]) => table === t))).toEqual([]);
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
        for (const [table, what, write, changesKart] of STAMP_WRITES) {
          const before = await computeTaskStatuses(bundled.db.prisma, latest);
          await getTaskStatuses(bundled.db.prisma, latest); // the memo holds the statuses before the write
          const stampsBefore = new Map(await Promise.all(latest.map(async (l) => [l.revisionId, await stampOf(l.revisionId)] as const)));
          const revisionId = await write(context());
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
