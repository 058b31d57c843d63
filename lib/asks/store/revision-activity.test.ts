// The per-revision activity memo. Pure: a kept result is served only under its own stamp, never
// replaced by an older one, and a full memo starts afresh. Integration (PGlite always,
// Postgres with DATABASE_URL) on the demo task imported by the real importer: the kept maxima equal
// the tables' (read here by plain SQL, not by the code under test) after writes to rows, ledgers
// and trajectories, and a warm call sends no aggregate query, only the stamps it was given.
import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import path from "node:path";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import type { PrismaClient } from "../../generated/prisma/client";
import {
  activityMemoOf,
  keepActivity,
  keptActivity,
  revisionActivity,
  type ActivityMemo,
  type RevisionActivity,
} from "./revision-activity";
import { readStatusStamps } from "../../gates/store/status-memo";

const at = (day: number) => new Date(Date.UTC(2030, 0, day));
const times = (day: number): RevisionActivity => [
  { createdAt: at(day), reviewedAt: null },
  { createdAt: null, reviewedAt: null },
  { createdAt: null, reviewedAt: null },
];

describe("the activity memo", () => {
  it.each([
    ["the stamp it was kept under", 3n, times(1)],
    ["another stamp", 4n, null],
    ["an older stamp", 2n, null],
  ])("read under %s", (_, stamp, expected) => {
    const memo: ActivityMemo = new Map();
    keepActivity(memo, "r", 3n, times(1));
    expect(keptActivity(memo, "r", stamp)).toEqual(expected);
  });
  it("a result under an older stamp does not replace a newer one; a newer one does", () => {
    const memo: ActivityMemo = new Map();
    keepActivity(memo, "r", 5n, times(1));
    keepActivity(memo, "r", 4n, times(2));
    expect(keptActivity(memo, "r", 5n)).toEqual(times(1));
    keepActivity(memo, "r", 6n, times(3));
    expect(keptActivity(memo, "r", 6n)).toEqual(times(3));
  });
  it("full, it starts afresh for a new revision (a kept one is still replaced in place)", () => {
    const memo: ActivityMemo = new Map();
    keepActivity(memo, "a", 1n, times(1), 2);
    keepActivity(memo, "b", 1n, times(2), 2);
    keepActivity(memo, "b", 2n, times(3), 2);
    expect(memo.size).toBe(2);
    keepActivity(memo, "c", 1n, times(4), 2);
    expect([...memo.keys()]).toEqual(["c"]);
  });
});

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");

/** The maxima straight from the tables, per revision, in the memo's order (rows, ledgers, trajectories). */
async function fromTables(prisma: PrismaClient, revisionId: string): Promise<RevisionActivity> {
  const one = async (table: string) => {
    const [r] = await prisma.$queryRawUnsafe<{ c: Date | null; r: Date | null }[]>(
      `SELECT max("createdAt") AS c, max("reviewedAt") AS r FROM "${table}" WHERE "revisionId" = $1`,
      revisionId,
    );
    return { createdAt: r.c, reviewedAt: r.r };
  };
  return [await one("CalibrationRow"), await one("Ledger"), await one("Rollout")];
}

/** A client that counts the operations it sends, by model and operation. */
function counting(prisma: PrismaClient) {
  const sent: string[] = [];
  const client = prisma.$extends({
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          sent.push(`${model}.${operation}`);
          return query(args);
        },
      },
    },
  });
  return { client, sent };
}

for (const kind of testDatabaseKinds()) {
  describe(`revision activity on ${kind.name}`, () => {
    it("kept while the stamps hold, read again after a write, always equal to the tables", async () => {
      const db = await kind.open();
      try {
        const imported = await importTaskFolder(db.prisma, DEMO, { sourceKind: "fixture" });
        if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
        const rev = imported.revisionId;
        const read = async () => (await revisionActivity(db.prisma, [rev], await readStatusStamps(db.prisma, null))).get(rev);
        expect(await read()).toEqual(await fromTables(db.prisma, rev));

        // warm: the stamps are unchanged, so no query at all (the stamps are the caller's)
        const { client, sent } = counting(db.prisma);
        const stamps = await readStatusStamps(db.prisma, null);
        sent.length = 0;
        // the extended client is its own memo key: fill its memo, then count a second call
        const extended = client as unknown as PrismaClient;
        await revisionActivity(extended, [rev], stamps);
        expect(sent.filter((s) => s.endsWith("groupBy")).length).toBe(3);
        sent.length = 0;
        await revisionActivity(extended, [rev], stamps);
        expect(sent).toEqual([]);

        // each write raises the stamp; the next read equals the tables and shows the write
        const ledger = await db.prisma.ledger.findFirstOrThrow({ where: { revisionId: rev } });
        const row = await db.prisma.calibrationRow.findFirstOrThrow({ where: { revisionId: rev } });
        const writes: [string, () => Promise<unknown>, (a: RevisionActivity | undefined) => unknown, unknown][] = [
          [
            "a ledger decided",
            () => db.prisma.ledger.update({ where: { id: ledger.id }, data: { reviewedAt: at(3) } }),
            (a) => a?.[1].reviewedAt,
            at(3),
          ],
          [
            "a row submitted later",
            () => db.prisma.calibrationRow.update({ where: { id: row.id }, data: { createdAt: at(4) } }),
            (a) => a?.[0].createdAt,
            at(4),
          ],
          [
            "the ledger's decision undone",
            () => db.prisma.ledger.update({ where: { id: ledger.id }, data: { reviewedAt: null } }),
            (a) => a?.[1].reviewedAt,
            null,
          ],
        ];
        for (const [what, write, pick, expected] of writes) {
          await write();
          const a = await read();
          expect(a, what).toEqual(await fromTables(db.prisma, rev));
          expect(pick(a), what).toEqual(expected);
        }
        expect(activityMemoOf(db.prisma).size).toBe(1);
      } finally {
        await db.drop();
      }
    });
  });
}
