// Integration: the queries behind the revision history, the revision diff, the audits page, the
// upload list and the CLI status, on the bundled tasks as the real importer stores them (PGlite
// always, Postgres with DATABASE_URL). A second FlightGear revision (changed instruction) is
// imported to pin ordering and "changed since review". The stored JSON columns' schema reads
// (media probe, git import runs, judge options) are in stored-value-reads.test.ts.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { BUNDLED_TASKS_DIR, FLIGHTGEAR, KART, KART_SUITE_RESULT } from "../../importers/store/__tests__/bundled-tasks";
import { getAuditsPage } from "../../audits/store/get-audits-page";
import { getLatestAuditRun } from "../../audits/store/get-latest-audit-run";
import { getRevisionSnapshot } from "../../revisions/store/get-revision-snapshot";
import { getTaskStatus } from "./get-task-status";
import { createSuiteRun, importSecondFlightGear, useBundledTasks } from "./__tests__/bundled-db";
import { listRevisions } from "../../revisions/store/list-revisions";
import { olderInstructionOf } from "../../../components/calibration/calibration-rows";
import { listUploadEvents } from "../../submissions/store/list-upload-events";

const SUITE_RESULT = KART_SUITE_RESULT;

for (const kind of testDatabaseKinds()) {
  describe(`revision, audit and status queries on ${kind.name}`, () => {
    let second = "";
    const bundled = useBundledTasks(kind, async ({ db, revisions }) => {
      // the verdict judged the first revision; the second arrives after it
      await db.prisma.review.create({
        data: {
          taskId: FLIGHTGEAR,
          author: "Reviewer",
          verdict: "request_changes",
          body: "see the Codex row",
          revisionId: revisions.get(FLIGHTGEAR),
        },
      });
      second = await importSecondFlightGear(db.prisma);
    });

    describe("listRevisions", () => {
      it("newest first, labelled by content hash (no commit; the import time is secondary), changed since the verdict that judged the first", async () => {
        const h = await listRevisions(bundled.db.prisma, FLIGHTGEAR);
        expect(h.revisions.map((r) => r.id)).toEqual([second, bundled.revisions.get(FLIGHTGEAR)]);
        for (const r of h.revisions) expect(r.label).toMatch(/^content [0-9a-f]{8} \(\w+ import\)$/);
        expect(h.revisions[0].label).not.toBe(h.revisions[1].label);
        expect(h.lastReview).toMatchObject({
          verdict: "request_changes",
          author: "Reviewer",
          revisionId: bundled.revisions.get(FLIGHTGEAR),
        });
        expect(h.changedSinceReview).toBe(true);
      });
      it("a task without a verdict is not 'changed since review'; an unknown task has no revisions", async () => {
        expect(await listRevisions(bundled.db.prisma, KART)).toMatchObject({ lastReview: null, changedSinceReview: false });
        expect(await listRevisions(bundled.db.prisma, "no-such-task")).toEqual({
          revisions: [],
          lastReview: null,
          changedSinceReview: false,
        });
      });
    });

    describe("rows that ran an older instruction", () => {
      it("each revision lists its instruction's sha256; a second-revision row with the first's sha names the first revision", async () => {
        const h = await listRevisions(bundled.db.prisma, FLIGHTGEAR);
        const [newer, older] = h.revisions;
        expect(newer.instructionSha256).toMatch(/^[0-9a-f]{64}$/);
        expect(older.instructionSha256).toMatch(/^[0-9a-f]{64}$/);
        expect(newer.instructionSha256).not.toBe(older.instructionSha256);
        // the changed folder keeps the rows as the first revision recorded them
        const rows = await bundled.db.prisma.calibrationRow.findMany({
          where: { revisionId: second },
          select: { instructionSha256: true },
        });
        const ranOlder = rows.filter(
          (r) => r.instructionSha256 && olderInstructionOf(r.instructionSha256, newer.instructionSha256!, h.revisions),
        );
        expect(ranOlder.length).toBeGreaterThan(0);
        expect(olderInstructionOf(ranOlder[0].instructionSha256, newer.instructionSha256!, h.revisions)).toBe(older.label);
      });
    });

    describe("getRevisionSnapshot", () => {
      it("the two FlightGear revisions differ in the instruction's hash, not task.toml's; rows carry recomputed scores", async () => {
        const a = (await getRevisionSnapshot(bundled.db.prisma, FLIGHTGEAR, bundled.revisions.get(FLIGHTGEAR)!))!;
        const b = (await getRevisionSnapshot(bundled.db.prisma, FLIGHTGEAR, second))!;
        const hashOf = (s: typeof a, p: string) => s.files.find((f) => f.path === p)?.sha256;
        expect(hashOf(a, "steps/solve/instruction.md")).not.toBe(hashOf(b, "steps/solve/instruction.md"));
        expect(hashOf(a, "task.toml")).toBe(hashOf(b, "task.toml"));
        expect(b.instruction).toContain("One more sentence for the second revision.");
        expect(a.rows).toHaveLength(12);
        const codex = a.rows.find((r) => r.harness === "Codex CLI");
        expect(codex?.claimed).toBeCloseTo(0.0938, 6);
        expect(codex?.recomputed).toBeCloseTo(0.0938, 6);
        expect(a.pairings.map((p) => [p.judgeId, p.isPrimary])).toEqual([[`${FLIGHTGEAR}@cbfc22d`, true]]);
        expect(a.gates.length).toBeGreaterThan(0);
        expect(a.groundTruth).not.toBeNull();
      });
      it("kart keeps both pairings, each with its own ground truth file", async () => {
        const s = (await getRevisionSnapshot(bundled.db.prisma, KART, bundled.revisions.get(KART)!))!;
        expect(s.pairings.map((p) => [p.judgeId, p.groundTruthPath]).sort()).toEqual([
          [`${KART}@1ea24fc`, "steps/solve/tests/ground_truth.json"],
          [`${KART}@f933449`, "steps/solve/tests/ground_truth.b4138e8.json"],
        ]);
        // the ground truth files' sizes are their bytes on disk (they once read 0 → 0)
        for (const gt of ["steps/solve/tests/ground_truth.json", "steps/solve/tests/ground_truth.b4138e8.json"])
          expect(s.files.find((f) => f.path === gt)?.byteLength, gt).toBe(fs.statSync(path.join(BUNDLED_TASKS_DIR, KART, gt)).size);
      });
      it("null for a revision of another task and for an unknown task", async () => {
        expect(await getRevisionSnapshot(bundled.db.prisma, KART, second)).toBeNull();
        expect(await getRevisionSnapshot(bundled.db.prisma, "no-such-task", second)).toBeNull();
      });
    });

    describe("getAuditsPage / getLatestAuditRun", () => {
      // each test starts with no suite run on kart's revision: the runs another test wrote (in any order) are gone
      const withoutSuiteRuns = () =>
        bundled.db.prisma.jobRun.deleteMany({ where: { revisionId: bundled.revisions.get(KART)!, kind: "audit:suite" } });
      it("the latest revision's ledgers and pairings by name, no audit run yet", async () => {
        await withoutSuiteRuns();
        const page = (await getAuditsPage(bundled.db.prisma, KART))!;
        expect(page.revisionId).toBe(bundled.revisions.get(KART));
        expect(page.ledgerIds.size).toBe(10);
        expect([...page.pairingIds.keys()].sort()).toEqual([`${KART}@1ea24fc`, `${KART}@f933449`]);
        expect([page.latestRun, page.result, page.finishedAt]).toEqual([null, null, null]);
        expect((await getAuditsPage(bundled.db.prisma, FLIGHTGEAR))?.revisionId).toBe(second);
        expect((await getAuditsPage(bundled.db.prisma, FLIGHTGEAR, bundled.revisions.get(FLIGHTGEAR)))?.revisionId).toBe(
          bundled.revisions.get(FLIGHTGEAR),
        );
      });
      it("null for an unknown task or a revision of another task", async () => {
        expect(await getAuditsPage(bundled.db.prisma, "no-such-task")).toBeNull();
        expect(await getAuditsPage(bundled.db.prisma, KART, second)).toBeNull();
      });
      it("the newest succeeded run's results, and the newest run of any status", async () => {
        await withoutSuiteRuns();
        const rev = bundled.revisions.get(KART)!;
        await createSuiteRun(bundled.db.prisma, rev, { status: "succeeded", day: 1, results: SUITE_RESULT });
        const failed = await createSuiteRun(bundled.db.prisma, rev, { status: "failed", day: 2 });
        const latest = await getLatestAuditRun(bundled.db.prisma, rev);
        expect(latest).toMatchObject({ latestRunId: failed.id, latestStatus: "failed", finishedAt: "2026-01-01T00:00:00.000Z" });
        expect(latest.result).toEqual(SUITE_RESULT);
        expect(latest.unreadable).toBeNull();
        // the page's progress bar starts from the newest run as stored: the failed run written above,
        // never started, with the schema's defaults for progress (0, "") and dates as ISO strings
        expect((await getAuditsPage(bundled.db.prisma, KART))?.latestRun).toEqual({
          id: failed.id,
          kind: "audit:suite",
          status: "failed",
          progress: 0,
          progressMessage: "",
          error: "boom",
          startedAt: null,
          finishedAt: null,
        });
      });
      it("results that fail their schema read as no result, with the reason the page shows", async () => {
        await withoutSuiteRuns();
        const rev = bundled.revisions.get(KART)!;
        await createSuiteRun(bundled.db.prisma, rev, { status: "succeeded", day: 3, results: { ...SUITE_RESULT, strongAgentBar: "half" } });
        const latest = await getLatestAuditRun(bundled.db.prisma, rev);
        expect(latest.result).toBeNull();
        expect(latest.unreadable).toMatch(/^unreadable stored value in JobRun\.results at strongAgentBar: /);
        expect((await getAuditsPage(bundled.db.prisma, KART))?.unreadable).toBe(latest.unreadable);
      });
    });

    describe("listUploadEvents / getTaskStatus", () => {
      it("no uploads for a bundled task", async () => {
        expect(await listUploadEvents(bundled.db.prisma, FLIGHTGEAR)).toEqual([]);
      });
      it("an upload's outcome is read with its schema; a malformed one reads empty with the reason", async () => {
        const rev = bundled.revisions.get(KART)!;
        const base = { taskId: KART, revisionId: rev, kind: "ledger", label: "probe", alreadyStored: false };
        await bundled.db.prisma.uploadEvent.create({
          data: {
            ...base,
            outcome: { claimAgrees: false, checks: [{ claim: "score 0.5", reproduces: false }] },
            createdAt: new Date("2026-01-01T00:00:00Z"),
          },
        });
        await bundled.db.prisma.uploadEvent.create({
          data: { ...base, outcome: { checks: "yes" }, createdAt: new Date("2026-01-02T00:00:00Z") },
        });
        const [bad, good] = await listUploadEvents(bundled.db.prisma, KART);
        expect(good.outcome).toEqual({ claimAgrees: false, checks: [{ claim: "score 0.5", reproduces: false }] });
        expect(good.outcomeUnreadable).toBeNull();
        expect(bad.outcome).toEqual({});
        expect(bad.outcomeUnreadable).toMatch(/^unreadable stored value in UploadEvent\.outcome at checks: /);
      });
      it("FlightGear's status fails on the above-bar ledger; unknown task -> null", async () => {
        const s = (await getTaskStatus(bundled.db.prisma, FLIGHTGEAR))!;
        expect(s.revisionId).toBe(second);
        expect(s.ok).toBe(false);
        expect(s.gates.some((g) => g.outcome === "fail")).toBe(true);
        expect(await getTaskStatus(bundled.db.prisma, "no-such-task")).toBeNull();
      });
    });
  });
}
