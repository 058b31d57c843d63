// Integration: the triage list's batched statuses (getTaskStatuses: a fixed number of queries for
// every listed task) equal the per-task getTaskStatus the CLI and the status route use, on the
// bundled tasks as the importer stores them (PGlite always, Postgres with DATABASE_URL), in
// different states: a task with two revisions (the batch must read the newest), one with a
// succeeded audit run and a newer failed one, one with an audit result that fails its schema,
// the untouched others, and a task without any revision (no status). The batch loads only the
// ledgers a status reads (status-ledgers.ts), so egocentric gets extra ledgers that test which
// ones: two more "empty" and two more "oracle" ledgers (only the first by path may count) and an
// unlinked agent ledger above the bar (never read by a gate). The batch also reads only the columns
// the gates read (status-revisions.ts), so some stored values change under it: demo's SPEC card
// gains a short-clip exemption (its clip is short) and its notes, vocabularies and verdict turn
// unreadable (the full view adds findings for those, the status load never reads them); a kart
// row's cells and run end turn unreadable, and another kart row links FlightGear's first revision's
// trajectory (counting one turn) and ledger (links across revisions, which the batch loads by id).
import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { DEMO, EGOCENTRIC, FLIGHTGEAR, KART, KART_SUITE_RESULT } from "../../importers/store/__tests__/bundled-tasks";
import { getLatestAuditRun, getLatestAuditRuns } from "../../audits/store/get-latest-audit-run";
import { getTaskStatus, getTaskStatuses } from "./get-task-status";
import { createSuiteRun, importSecondFlightGear, useBundledTasks } from "./__tests__/bundled-db";
import { listTasks } from "./list-tasks";
import { listTriage } from "../../asks/store/triage-list";

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
    let second = "";
    let demoBefore: Awaited<ReturnType<typeof getTaskStatus>>;
    let kartBefore: Awaited<ReturnType<typeof getTaskStatus>>;
    const bundled = useBundledTasks(kind, async ({ db, revisions }) => {
      second = await importSecondFlightGear(db.prisma, "A second revision.");
      await createSuiteRun(db.prisma, revisions.get(KART)!, { status: "succeeded", day: 1, results: SUITE_RESULT });
      await createSuiteRun(db.prisma, revisions.get(KART)!, { status: "failed", day: 2 });
      await createSuiteRun(db.prisma, revisions.get(EGOCENTRIC)!, {
        status: "succeeded",
        day: 3,
        results: { ...SUITE_RESULT, strongAgentBar: "half" },
      });
      // an audit of FlightGear's first revision: the batch must not read it for the second
      await createSuiteRun(db.prisma, revisions.get(FLIGHTGEAR)!, {
        status: "succeeded",
        day: 4,
        results: { ...SUITE_RESULT, taskId: FLIGHTGEAR },
      });
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
      demoBefore = await getTaskStatus(db.prisma, DEMO);
      kartBefore = await getTaskStatus(db.prisma, KART);
      await db.prisma.taskRevision.update({
        where: { id: revisions.get(DEMO)! },
        data: {
          specCard: { input: { short_clip_exemption: "a comparison task: short clips on purpose" } },
          unparsedNotes: "not a list",
          vocabularies: { not: "a list" },
          taskVerdict: ["not", "a verdict"],
        },
      });
      const kartRows = await db.prisma.calibrationRow.findMany({
        where: { revisionId: revisions.get(KART)! },
        orderBy: { ordinal: "asc" },
      });
      await db.prisma.calibrationRow.update({ where: { id: kartRows[0].id }, data: { cells: ["not", "cells"], runEnd: "not a run end" } });
      // one counted turn: too few for the turns gate, so the link shows in kart's status
      const fgRollout = await db.prisma.rollout.findFirstOrThrow({ where: { revisionId: revisions.get(FLIGHTGEAR)! } });
      await db.prisma.rollout.update({ where: { id: fgRollout.id }, data: { toolCallTurns: 1 } });
      const fgLedger = await db.prisma.ledger.findFirstOrThrow({ where: { revisionId: revisions.get(FLIGHTGEAR)!, origin: "agent" } });
      const official = kartRows.find((r) => r.status === "official" && r.id !== kartRows[0].id) ?? kartRows[1];
      await db.prisma.calibrationRow.update({ where: { id: official.id }, data: { rolloutId: fgRollout.id, ledgerId: fgLedger.id } });
    });

    it("every listed task's batched status equals its own getTaskStatus", async () => {
      const tasks = await listTasks(bundled.db.prisma);
      const latest = tasks.flatMap((t) => (t.latestRevision ? [{ taskId: t.id, revisionId: t.latestRevision.id }] : []));
      const batched = await getTaskStatuses(bundled.db.prisma, latest);
      expect([...batched.keys()].sort()).toEqual(
        tasks
          .filter((t) => t.id !== BARE)
          .map((t) => t.id)
          .sort(),
      );
      for (const t of tasks) expect(batched.get(t.id) ?? null, t.id).toEqual(await getTaskStatus(bundled.db.prisma, t.id));
      expect(batched.get(FLIGHTGEAR)?.revisionId).toBe(second);
    });

    it("the tasks are in different states, so the comparison above can tell them apart", async () => {
      const batched = await getTaskStatuses(bundled.db.prisma, [
        { taskId: FLIGHTGEAR, revisionId: second },
        { taskId: KART, revisionId: bundled.revisions.get(KART)! },
        { taskId: EGOCENTRIC, revisionId: bundled.revisions.get(EGOCENTRIC)! },
      ]);
      const counts = [...batched.values()].map((s) => JSON.stringify(s.counts));
      expect(new Set(counts).size).toBeGreaterThan(1);
      const gatesOf = (id: string) => JSON.stringify(batched.get(id)?.gates);
      expect(gatesOf(KART)).not.toBe(gatesOf(EGOCENTRIC));
    });

    it("only the first anchor ledger by path counts, in the batch as in the full load", async () => {
      const ego = bundled.revisions.get(EGOCENTRIC)!;
      const [batched] = (await getTaskStatuses(bundled.db.prisma, [{ taskId: EGOCENTRIC, revisionId: ego }])).values();
      const outcome = (id: string) => batched.gates.find((g) => g.id === id)?.outcome;
      expect(outcome("empty-submission")).toBe("fail");
      expect(outcome("oracle-perfect")).toBe("pass");
      expect(batched).toEqual(await getTaskStatus(bundled.db.prisma, EGOCENTRIC));
    });

    it("values the status load leaves out or reads apart still give the full view's status, and do change it", async () => {
      const batched = await getTaskStatuses(bundled.db.prisma, [
        { taskId: DEMO, revisionId: bundled.revisions.get(DEMO)! },
        { taskId: KART, revisionId: bundled.revisions.get(KART)! },
      ]);
      const demo = batched.get(DEMO);
      expect(demo).toEqual(await getTaskStatus(bundled.db.prisma, DEMO));
      // the exemption reached the duration gate (it was a problem without one)
      const duration = (s: typeof demo | null) => s?.gates.find((g) => g.id === "media-duration")?.outcome;
      expect(duration(demo)).not.toBe(duration(demoBefore));
      // the linked trajectory and ledger of another revision reached kart's gates
      const kart = batched.get(KART);
      expect(kart).toEqual(await getTaskStatus(bundled.db.prisma, KART));
      expect(JSON.stringify(kart?.gates)).not.toBe(JSON.stringify(kartBefore?.gates));
    });

    it("the batched audit runs equal getLatestAuditRun per revision (newest run, newest succeeded)", async () => {
      const ids = [...bundled.revisions.values(), second];
      const batched = await getLatestAuditRuns(bundled.db.prisma, ids);
      for (const id of ids) expect(batched.get(id), id).toEqual(await getLatestAuditRun(bundled.db.prisma, id));
      expect(batched.get(bundled.revisions.get(KART)!)?.latestStatus).toBe("failed");
      expect(batched.get(bundled.revisions.get(KART)!)?.result).toEqual(SUITE_RESULT);
    });

    it("the home page's rows carry the same gate counts as the per-task status", async () => {
      const rows = await listTriage(bundled.db.prisma, null);
      for (const r of rows) expect(r.counts, r.id).toEqual((await getTaskStatus(bundled.db.prisma, r.id))?.counts ?? null);
    });

    // listTriage reads these facts for every task without an id list (listTasks lists them all)
    it("the home page's other facts: audits, submissions awaiting, the verdict, the last activity", async () => {
      const firstFg = (
        await bundled.db.prisma.taskRevision.findFirstOrThrow({ where: { taskId: FLIGHTGEAR }, orderBy: { importedAt: "asc" } })
      ).id;
      await bundled.db.prisma.review.create({
        data: { taskId: FLIGHTGEAR, author: "M", authorId: "me", verdict: "approve", body: "ok", revisionId: firstFg },
      });
      const at = new Date("2030-01-01T00:00:00Z");
      await bundled.db.prisma.comment.create({ data: { taskId: DEMO, author: "M", body: "a comment", createdAt: at } });
      const demoLedger = await bundled.db.prisma.ledger.findFirstOrThrow({ where: { revisionId: bundled.revisions.get(DEMO)! } });
      await bundled.db.prisma.ledger.update({ where: { id: demoLedger.id }, data: { submissionState: "submitted" } });
      const rows = new Map((await listTriage(bundled.db.prisma, "me")).map((r) => [r.id, r]));
      expect([KART, EGOCENTRIC, FLIGHTGEAR, DEMO, BARE].map((id) => rows.get(id)?.audits)).toEqual([
        "current",
        "current",
        "stale",
        "none",
        "none",
      ]);
      expect([KART, DEMO, BARE].map((id) => rows.get(id)?.submissionsAwaiting)).toEqual([0, 1, 0]);
      expect(rows.get(FLIGHTGEAR)).toMatchObject({ changedSinceReview: true, myLastVerdictRevisionId: firstFg });
      expect(rows.get(KART)).toMatchObject({ changedSinceReview: false, myLastVerdictRevisionId: null });
      expect(rows.get(DEMO)?.lastActivity).toEqual({ what: "comment", at });
      expect(rows.get(BARE)).toMatchObject({ counts: null, lastActivity: null });
    });
  });
}
