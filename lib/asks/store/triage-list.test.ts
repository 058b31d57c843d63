// Integration (PGlite always, Postgres with DATABASE_URL): the home page's last activity per task
// after each kind of write that reaches it through the facts read without a query of their own —
// an ask ticked (the newest tick, taken from the asks already loaded), a ledger decided (the
// per-revision times kept under the status stamps, revision-activity.ts) and a revision decided or
// imported (its times taken from the revision order already loaded, triage-events.ts). The expected time is the
// one the test wrote; the list is read once before each write, so a stale memo would show the old.
// The open asks are counted per side. A warm list reads the status stamps once (the statuses and the activity times share the read).
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import type { PrismaClient } from "../../generated/prisma/client";
import { listTriage } from "./triage-list";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const at = (day: number) => new Date(Date.UTC(2031, 0, day));

for (const kind of testDatabaseKinds()) {
  describe(`the triage list's last activity on ${kind.name}`, () => {
    it("follows ticks and decisions written after the list was read", async () => {
      const db = await kind.open();
      try {
        const imported = await importTaskFolder(db.prisma, DEMO, { sourceKind: "fixture" });
        if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
        const { taskId, id: revisionId } = await db.prisma.taskRevision.findUniqueOrThrow({ where: { id: imported.revisionId } });
        const activity = async () => (await listTriage(db.prisma, null)).find((r) => r.id === taskId)?.lastActivity;
        const review = await db.prisma.review.create({
          data: { taskId, author: "M", verdict: "comment", body: "", revisionId, createdAt: at(1) },
        });
        const asks = await Promise.all(
          [1, 2].map((position) =>
            db.prisma.reviewAsk.create({ data: { taskId, reviewId: review.id, position, text: `ask ${position}` } }),
          ),
        );
        // one maintainer-side ask besides the two author-side ones: the open asks are counted per side
        await db.prisma.reviewAsk.create({ data: { taskId, reviewId: review.id, position: 3, text: "ask 3", maintainerSide: true } });
        const openAsks = async () => (await listTriage(db.prisma, null)).find((r) => r.id === taskId)?.openAsks;
        expect(await openAsks()).toEqual({ author: 2, maintainer: 1 });
        expect(await activity()).toEqual({ what: "verdict", at: at(1) });

        const writes: [string, () => Promise<unknown>, { what: string; at: Date }][] = [
          [
            "an ask ticked",
            () => db.prisma.reviewAsk.update({ where: { id: asks[0].id }, data: { tickedAt: at(3) } }),
            { what: "ask ticked", at: at(3) },
          ],
          // an older tick on another ask does not hide the newer one
          [
            "an older tick",
            () => db.prisma.reviewAsk.update({ where: { id: asks[1].id }, data: { tickedAt: at(2) } }),
            { what: "ask ticked", at: at(3) },
          ],
          [
            "a ledger decided",
            async () => {
              const ledger = await db.prisma.ledger.findFirstOrThrow({ where: { revisionId } });
              await db.prisma.ledger.update({ where: { id: ledger.id }, data: { reviewedAt: at(4) } });
            },
            { what: "decision", at: at(4) },
          ],
          [
            "a row submitted",
            async () => {
              const row = await db.prisma.calibrationRow.findFirstOrThrow({ where: { revisionId } });
              await db.prisma.calibrationRow.update({ where: { id: row.id }, data: { createdAt: at(5) } });
            },
            { what: "submission", at: at(5) },
          ],
          // a revision's own import and decision times (read from the revision order the list loads)
          [
            "a revision decided",
            () => db.prisma.taskRevision.update({ where: { id: revisionId }, data: { reviewedAt: at(6) } }),
            { what: "decision", at: at(6) },
          ],
          [
            "a revision imported",
            () => db.prisma.taskRevision.update({ where: { id: revisionId }, data: { importedAt: at(7) } }),
            { what: "import", at: at(7) },
          ],
          // a tie keeps the event read first (the import): a later one replaces it only when newer
          [
            "a revision decided at its import time",
            () => db.prisma.taskRevision.update({ where: { id: revisionId }, data: { reviewedAt: at(7) } }),
            { what: "import", at: at(7) },
          ],
        ];
        for (const [what, write, expected] of writes) {
          await activity();
          await write();
          expect(await activity(), what).toEqual(expected);
        }
        // both author-side asks ticked above
        expect(await openAsks()).toEqual({ author: 0, maintainer: 1 });
      } finally {
        await db.drop();
      }
    });

    it("a warm list reads the status stamps once, for its statuses and its activity times alike", async () => {
      const db = await kind.open();
      try {
        const imported = await importTaskFolder(db.prisma, DEMO, { sourceKind: "fixture" });
        if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
        const sent: string[] = [];
        const counting = db.prisma.$extends({
          query: {
            $allModels: {
              async $allOperations({ model, operation, args, query }) {
                sent.push(`${model}.${operation}`);
                return query(args);
              },
            },
          },
        });
        // the extension only counts: listTriage takes the base type (the memos are this client's own)
        const client = counting as unknown as PrismaClient;
        const cold = await listTriage(client, null);
        sent.length = 0;
        const warm = await listTriage(client, null);
        expect(sent.filter((s) => s.startsWith("StatusStamp."))).toEqual(["StatusStamp.findMany"]);
        expect(warm).toEqual(cold);
      } finally {
        await db.drop();
      }
    });
  });
}
