// Integration: stored JSON columns are read with their schemas, never trusted: the media probe
// (media facts and the diff timeline's length), the git import runs' params and results, and the
// judge pairings' options (uploads and the task-judge cross-check), on the bundled tasks as the real
// importer stores them (PGlite always, Postgres with DATABASE_URL). An unreadable value is said,
// never a crash and never a default scored as if it were the stored one.
import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { latestRevision, prepareLedger } from "../../importers/store/store-files";
import { crossCheckRevision } from "../../judges/store/task-judge-cross-check";
import { FLIGHTGEAR, KART } from "../../importers/store/__tests__/bundled-tasks";
import { getMediaDuration, getMediaFacts } from "../../media/get-media-facts";
import { useBundledTasks } from "./__tests__/bundled-db";
import { listGitImports } from "../../git/store/list-git-imports";

/** What ffprobe could have measured for kart's video (Media.probe without the optional fields). */
const KART_PROBE = {
  durationSec: 3204.5,
  width: 1280,
  height: 720,
  fps: 30,
  frameCount: 96135,
  videoCodec: "h264",
  audioCodec: null,
  hasAudio: false,
};

for (const kind of testDatabaseKinds()) {
  describe(`stored values read with their schemas on ${kind.name}`, () => {
    const bundled = useBundledTasks(kind);

    describe("getMediaFacts", () => {
      it("FlightGear's card claims, nothing measured yet, no run", async () => {
        const m = (await getMediaFacts(bundled.db.prisma, bundled.revisions.get(FLIGHTGEAR)!))!;
        expect(m.claimed).toEqual({ durationSec: 3600.048, width: null, height: 720, fps: null, frameCount: null, hasAudio: true });
        expect([m.hasCopy, m.measured, m.differences, m.latestRun]).toEqual([false, null, [], null]);
      });
      it("null for a revision that does not exist", async () => {
        expect(await getMediaFacts(bundled.db.prisma, "no-such-revision")).toBeNull();
      });
      it("a stored probe is read typed with its differences; one that fails its schema is said, never a crash", async () => {
        const rev = bundled.revisions.get(KART)!;
        const media = await bundled.db.prisma.media.findFirstOrThrow({ where: { revisionId: rev } });
        const probe = {
          ...KART_PROBE,
          byteLength: 10,
          container: "mp4",
          differences: [{ fact: "duration", claimed: "3204 s", measured: "3204.500 s" }],
        };
        await bundled.db.prisma.media.update({ where: { id: media.id }, data: { probe } });
        const good = (await getMediaFacts(bundled.db.prisma, rev))!;
        expect(good.measured?.fps).toBe(30);
        expect(good.differences).toEqual(["duration: 3204 s stated, 3204.500 s measured"]);
        await bundled.db.prisma.media.update({ where: { id: media.id }, data: { probe: { ...probe, fps: "thirty" } } });
        const bad = (await getMediaFacts(bundled.db.prisma, rev))!;
        expect(bad.measured).toBeNull();
        expect(bad.differences).toEqual([expect.stringMatching(/^unreadable stored value in Media\.probe at fps: /)]);
      });
      it("the diff timeline's length: measured, else the card's; an unreadable probe falls back to the card and says why", async () => {
        const rev = bundled.revisions.get(KART)!;
        const media = await bundled.db.prisma.media.findFirstOrThrow({ where: { revisionId: rev } });
        const measured = { ...KART_PROBE, frameCount: null };
        await bundled.db.prisma.media.update({ where: { id: media.id }, data: { probe: measured } });
        expect(await getMediaDuration(bundled.db.prisma, rev)).toEqual({ durationSec: 3204.5, unreadable: null });
        await bundled.db.prisma.media.update({ where: { id: media.id }, data: { probe: { ...measured, durationSec: null } } });
        expect(await getMediaDuration(bundled.db.prisma, rev)).toEqual({ durationSec: media.durationSec, unreadable: null });
        await bundled.db.prisma.media.update({ where: { id: media.id }, data: { probe: { ...measured, durationSec: "3204" } } });
        expect(await getMediaDuration(bundled.db.prisma, rev)).toEqual({
          durationSec: media.durationSec,
          unreadable: expect.stringMatching(/^unreadable stored value in Media\.probe at durationSec: /),
        });
        expect(media.durationSec).not.toBeNull();
        expect(await getMediaDuration(bundled.db.prisma, "no-such-revision")).toEqual({ durationSec: null, unreadable: null });
      });
    });

    describe("listGitImports", () => {
      it("each run's params and results read with their schemas; an unreadable column is said beside the run's error", async () => {
        const results = {
          taskId: KART,
          commits: [{ sha: "a".repeat(40), message: "first", outcome: "new", revisionId: bundled.revisions.get(KART)!, errors: [] }],
        };
        const params = { source: "/srv/repo.git", ref: "main", folder: "tasks/kart", salvageSpec: false };
        await bundled.db.prisma.jobRun.create({
          data: { kind: "import:git", params, status: "succeeded", results, createdAt: new Date("2026-02-01T00:00:00Z") },
        });
        const broken = await bundled.db.prisma.jobRun.create({
          data: {
            kind: "import:git",
            params: { source: 7 },
            status: "failed",
            error: "boom",
            results: { taskId: KART, commits: "none" },
            createdAt: new Date("2026-02-02T00:00:00Z"),
          },
        });
        const { latest, runs } = await listGitImports(bundled.db.prisma);
        expect(latest?.id).toBe(broken.id);
        expect(runs).toHaveLength(2);
        expect(runs[1]).toMatchObject({ status: "succeeded", error: null, params, results, taskExists: true });
        expect(runs[0].taskExists).toBe(false);
        expect(runs[0]).toMatchObject({ status: "failed", params: null, results: null });
        expect(runs[0].error).toMatch(
          /^boom; unreadable stored value in JobRun\.params at source: .*; unreadable stored value in JobRun\.results at commits: /,
        );
      });
    });

    describe("latestRevision / crossCheckRevision: stored judge options are parsed, never passed on unchecked", () => {
      it("a pairing whose options do not parse is not scored with defaults: uploads skip it and say why, the cross-check compares nothing", async () => {
        const rev = bundled.revisions.get(KART)!;
        const pairings = await bundled.db.prisma.judgePairing.findMany({ where: { revisionId: rev }, orderBy: { isPrimary: "desc" } });
        const [primary, newer] = pairings;
        expect([primary.isPrimary, newer.isPrimary]).toEqual([true, false]);
        const ledger = await bundled.db.prisma.ledger.findFirstOrThrow({ where: { revisionId: rev, origin: "oracle" } });

        const good = (await latestRevision(bundled.db.prisma, KART))!;
        expect(good.pairings.every((p) => p.optionsUnreadable === null)).toBe(true);
        expect(
          prepareLedger(good, "oracle.json", new Uint8Array(ledger.raw))
            .scores.map((s) => s.judgeId)
            .sort(),
        ).toEqual([primary.judgeId, newer.judgeId].sort());
        const agreeing = await crossCheckRevision(bundled.db.prisma, rev, newer.judgeId);
        expect(agreeing.compared).toBeGreaterThan(0);

        await bundled.db.prisma.judgePairing.update({ where: { id: primary.id }, data: { judgeOptions: ["not", "options"] } });
        try {
          const bad = (await latestRevision(bundled.db.prisma, KART))!;
          const official = bad.pairings.find((p) => p.isPrimary)!;
          expect(official.judgeOptions).toEqual({});
          expect(official.optionsUnreadable).toMatch(
            new RegExp(`^${primary.judgeId}: unreadable stored value in JudgePairing\\.judgeOptions`),
          );
          const prepared = prepareLedger(bad, "oracle.json", new Uint8Array(ledger.raw));
          expect(prepared.scores.map((s) => s.judgeId)).toEqual([newer.judgeId]);
          expect(prepared.problems).toEqual([official.optionsUnreadable]);

          const cross = await crossCheckRevision(bundled.db.prisma, rev, newer.judgeId);
          expect(cross.ledgers.length).toBe(agreeing.ledgers.length);
          expect(cross.compared).toBe(0);
          for (const l of cross.ledgers)
            expect(l.agreement).toEqual({
              kind: "not-compared",
              why: expect.stringMatching(/^the port could not score: unreadable stored value in JudgePairing\.judgeOptions/),
            });
        } finally {
          await bundled.db.prisma.judgePairing.update({ where: { id: primary.id }, data: { judgeOptions: primary.judgeOptions ?? {} } });
        }
      });
    });
  });
}
