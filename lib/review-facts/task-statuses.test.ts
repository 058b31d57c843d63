// Integration: the triage list's batched statuses (getTaskStatuses: a fixed number of queries for
// every listed task) equal the per-task getTaskStatus the CLI and the status route use, on the
// bundled tasks as the importer stores them (PGlite always, Postgres with DATABASE_URL), in
// different states: a task with two revisions (the batch must read the newest), one with a
// succeeded audit run and a newer failed one, one with an audit result that fails its schema,
// the untouched others, and a task without any revision (no status). The batch loads only the
// ledgers a status reads (status-ledgers.ts), so egocentric gets extra ledgers that test which
// ones: two more "empty" and two more "oracle" ledgers (only the first by path may count) and an
// unlinked agent ledger above the bar (never read by a gate).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { testDatabaseKinds } from "../db/__tests__/test-databases";
import { importTaskFolder } from "../imports/import-task-folder";
import {
  BUNDLED_IMPORT_TIMEOUT_MS,
  EGOCENTRIC,
  FLIGHTGEAR,
  KART,
  KART_SUITE_RESULT,
  changedFlightGear,
  importBundledTasks,
} from "../imports/__tests__/bundled-tasks";
import { getLatestAuditRun, getLatestAuditRuns } from "./get-latest-audit-run";
import { getTaskStatus, getTaskStatuses } from "./get-task-status";
import { listTasks } from "./list-tasks";
import { listTriage } from "../asks/store/triage-list";

const SUITE_RESULT = KART_SUITE_RESULT;
const BARE = "bare-task-without-revision";
/** path, origin, the primary judge's reward: the first "empty" (0.9) fails its gate, the first "oracle" (1.0) passes */
const EXTRA_LEDGERS: [string, string, number][] = [
  ["(a-first-empty).json", "empty", 0.9],
  ["zz-late-empty.json", "empty", 0],
  ["(a-first-oracle).json", "oracle", 1],
  ["zz-late-oracle.json", "oracle", 0.3],
  ["zz-agent-above-bar.json", "agent", 0.8],
];

for (const kind of testDatabaseKinds()) {
  describe(`batched task statuses on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    let revisions: Map<string, string>;
    let second: string;
    beforeAll(async () => {
      db = await kind.open();
      revisions = await importBundledTasks(db.prisma);
      const dir = changedFlightGear("A second revision.");
      const r = await importTaskFolder(db.prisma, dir);
      if (!r.ok || r.revision !== "new") throw new Error(`second FlightGear revision did not import: ${JSON.stringify(r)}`);
      second = r.revisionId;
      const run = (revisionId: string, status: "succeeded" | "failed", day: number, results?: object) =>
        db.prisma.jobRun.create({
          data: {
            kind: "audit:suite",
            revisionId,
            params: {},
            status,
            results,
            error: status === "failed" ? "boom" : undefined,
            finishedAt: status === "succeeded" ? new Date(`2026-01-0${day}T00:00:00Z`) : undefined,
            createdAt: new Date(`2026-01-0${day}T00:00:00Z`),
          },
        });
      await run(revisions.get(KART)!, "succeeded", 1, SUITE_RESULT);
      await run(revisions.get(KART)!, "failed", 2);
      await run(revisions.get(EGOCENTRIC)!, "succeeded", 3, { ...SUITE_RESULT, strongAgentBar: "half" });
      // an audit of FlightGear's first revision: the batch must not read it for the second
      await run(revisions.get(FLIGHTGEAR)!, "succeeded", 4, { ...SUITE_RESULT, taskId: FLIGHTGEAR });
      await db.prisma.task.create({ data: { id: BARE, title: "Bare", family: "kart" } });
      const ego = revisions.get(EGOCENTRIC)!;
      const primary = await db.prisma.judgePairing.findFirstOrThrow({ where: { revisionId: ego, isPrimary: true } });
      // "(a" sorts before "(empty submission)" and every real path under C and natural-language collations
      for (const [path, origin, reward] of EXTRA_LEDGERS)
        await db.prisma.ledger.create({
          data: {
            revisionId: ego,
            path,
            label: path,
            origin,
            raw: new Uint8Array(),
            sha256: path,
            byteLength: 0,
            scoreRuns: {
              create: {
                pairingId: primary.id,
                judgeId: primary.judgeId,
                reward: { reward },
                rewardValue: reward,
                reason: "scored",
                events: [],
                durationMs: 0,
              },
            },
          },
        });
    }, BUNDLED_IMPORT_TIMEOUT_MS);
    afterAll(async () => {
      await db?.drop();
    });

    it("every listed task's batched status equals its own getTaskStatus", async () => {
      const tasks = await listTasks(db.prisma);
      const latest = tasks.flatMap((t) => (t.latestRevision ? [{ taskId: t.id, revisionId: t.latestRevision.id }] : []));
      const batched = await getTaskStatuses(db.prisma, latest);
      expect([...batched.keys()].sort()).toEqual(
        tasks
          .filter((t) => t.id !== BARE)
          .map((t) => t.id)
          .sort(),
      );
      for (const t of tasks) expect(batched.get(t.id) ?? null, t.id).toEqual(await getTaskStatus(db.prisma, t.id));
      expect(batched.get(FLIGHTGEAR)?.revisionId).toBe(second);
    });

    it("the tasks are in different states, so the comparison above can tell them apart", async () => {
      const batched = await getTaskStatuses(db.prisma, [
        { taskId: FLIGHTGEAR, revisionId: second },
        { taskId: KART, revisionId: revisions.get(KART)! },
        { taskId: EGOCENTRIC, revisionId: revisions.get(EGOCENTRIC)! },
      ]);
      const counts = [...batched.values()].map((s) => JSON.stringify(s.counts));
      expect(new Set(counts).size).toBeGreaterThan(1);
      const gatesOf = (id: string) => JSON.stringify(batched.get(id)?.gates);
      expect(gatesOf(KART)).not.toBe(gatesOf(EGOCENTRIC));
    });

    it("only the first anchor ledger by path counts, in the batch as in the full load", async () => {
      const ego = revisions.get(EGOCENTRIC)!;
      const [batched] = (await getTaskStatuses(db.prisma, [{ taskId: EGOCENTRIC, revisionId: ego }])).values();
      const outcome = (id: string) => batched.gates.find((g) => g.id === id)?.outcome;
      expect(outcome("empty-submission")).toBe("fail");
      expect(outcome("oracle-perfect")).toBe("pass");
      expect(batched).toEqual(await getTaskStatus(db.prisma, EGOCENTRIC));
    });

    it("the batched audit runs equal getLatestAuditRun per revision (newest run, newest succeeded)", async () => {
      const ids = [...revisions.values(), second];
      const batched = await getLatestAuditRuns(db.prisma, ids);
      for (const id of ids) expect(batched.get(id), id).toEqual(await getLatestAuditRun(db.prisma, id));
      expect(batched.get(revisions.get(KART)!)?.latestStatus).toBe("failed");
      expect(batched.get(revisions.get(KART)!)?.result).toEqual(SUITE_RESULT);
    });

    it("the home page's rows carry the same gate counts as the per-task status", async () => {
      const rows = await listTriage(db.prisma, null);
      for (const r of rows) expect(r.counts, r.id).toEqual((await getTaskStatus(db.prisma, r.id))?.counts ?? null);
    });
  });
}
