// Integration: every page query on the bundled tasks as the real importer stores them, on PGlite
// and (with DATABASE_URL) Postgres. Asserts what the pages show: task list order and counts,
// recomputed scores of known ledgers under each judge, the inspector's breakdown, compare's
// refusals, and null (page 404) for an unknown task or a ledger/revision of another task.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { testDatabaseKinds } from "../db/__tests__/test-databases";
import {
  BUNDLED_IMPORT_TIMEOUT_MS,
  DEMO,
  EGOCENTRIC,
  FLIGHTGEAR,
  KART,
  importBundledTasks,
} from "../importers/store/__tests__/bundled-tasks";
import { getCompare } from "./get-compare";
import { getLedgerInspection } from "./get-ledger-inspection";
import { getTaskOverview } from "../data/queries/get-task-overview";
import { listTasks } from "../gates/store/list-tasks";

const FG_CODEX = "calibration/rollouts/ledgers/codex-gpt-5.6-sol.json";
const FG_CLAUDE_SUPERSEDED = "calibration/rollouts/ledgers/claude-opus-4.8-agent-host-superseded.json";
const ORACLE = "steps/solve/solution/oracle.json";
const KART_DERIVED = "(perfect from steps/solve/tests/ground_truth.b4138e8.json)";
const KART_V4 = `${KART}@1ea24fc`;
const KART_LATEST = `${KART}@f933449`;

for (const kind of testDatabaseKinds()) {
  describe(`page queries on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    let revisions: Map<string, string>;
    beforeAll(async () => {
      db = await kind.open();
      revisions = await importBundledTasks(db.prisma);
    }, BUNDLED_IMPORT_TIMEOUT_MS);
    afterAll(async () => {
      await db?.drop();
    });

    async function ledgerId(taskId: string, path: string) {
      const l = await db.prisma.ledger.findFirstOrThrow({ where: { revisionId: revisions.get(taskId), path }, select: { id: true } });
      return l.id;
    }
    async function pairingId(taskId: string, judgeId: string) {
      const p = await db.prisma.judgePairing.findFirstOrThrow({
        where: { revisionId: revisions.get(taskId), judgeId },
        select: { id: true },
      });
      return p.id;
    }

    describe("listTasks", () => {
      it("lists the real tasks by id, the demo last, each with its latest revision and row count", async () => {
        const tasks = await listTasks(db.prisma);
        expect(tasks.map((t) => [t.id, t.isDemo, t.rowCount, t.revisionCount])).toEqual([
          [EGOCENTRIC, false, 12, 1],
          [FLIGHTGEAR, false, 12, 1],
          [KART, false, 13, 1],
          [DEMO, true, 10, 1],
        ]);
        for (const t of tasks) {
          expect(t.latestRevision?.id).toBe(revisions.get(t.id));
          expect(t.latestRevision?.instructionSha256).toMatch(/^[0-9a-f]{64}$/);
          expect(t.reviewStatus).toBe("draft");
        }
        expect(tasks.find((t) => t.id === FLIGHTGEAR)?.judgeId).toBe(`${FLIGHTGEAR}@cbfc22d`);
      });
    });

    describe("getTaskOverview", () => {
      it("FlightGear: ten ledgers by path, the official judge's recomputed scores, the above-bar finding", async () => {
        const o = (await getTaskOverview(db.prisma, FLIGHTGEAR))!;
        expect(o.revision.id).toBe(revisions.get(FLIGHTGEAR));
        expect(o.revision.rows).toHaveLength(12);
        expect(o.revision.rows.map((r) => r.ordinal)).toEqual([...o.revision.rows.map((r) => r.ordinal)].sort((a, b) => a - b));
        const paths = o.revision.ledgers.map((l) => l.path);
        expect(paths).toHaveLength(10);
        expect(paths).toEqual([...paths].sort());
        const score = (path: string) => o.revision.ledgers.find((l) => l.path === path)?.scoreRuns[0]?.rewardValue;
        expect(score(FG_CODEX)).toBeCloseTo(0.0938, 6);
        expect(score(ORACLE)).toBe(1);
        expect(score(FG_CLAUDE_SUPERSEDED)).toBeCloseTo(0.606, 6);
        expect(o.revision.pairings.map((p) => [p.judgeId, p.isPrimary])).toEqual([[`${FLIGHTGEAR}@cbfc22d`, true]]);
        expect(JSON.stringify(o.revision.findings)).toContain("ledger_above_bar");
        expect(o.revision.rollouts.length).toBeGreaterThan(0);
        expect(o.reviews).toEqual([]);
        expect(o.comments).toEqual([]);
      });

      it("kart: the official pairing first, the newer judge second, the derived oracle scored by both", async () => {
        const o = (await getTaskOverview(db.prisma, KART))!;
        expect(o.revision.pairings.map((p) => [p.judgeId, p.isPrimary])).toEqual([
          [KART_V4, true],
          [KART_LATEST, false],
        ]);
        const runs = (path: string) =>
          Object.fromEntries(o.revision.ledgers.find((l) => l.path === path)!.scoreRuns.map((r) => [r.judgeId, r.rewardValue]));
        expect(runs(ORACLE)).toEqual({ [KART_V4]: 1, [KART_LATEST]: 0 });
        expect(runs(KART_DERIVED)[KART_LATEST]).toBe(1);
        expect(runs(KART_DERIVED)[KART_V4]).toBeCloseTo(0.0963, 6);
        expect(runs("calibration/rollouts/codex_ts_solution.json")[KART_LATEST]).toBeCloseTo(0.0301, 6);
        expect(o.revision.rows).toHaveLength(13);
      });

      it("Json columns arrive parsed: typed findings, notes, card, vocabularies, row cells", async () => {
        const o = (await getTaskOverview(db.prisma, DEMO))!;
        expect(o.revision.findings.map((f) => [f.code, f.severity, f.line])).toEqual([["unparsed_table", "info", 35]]);
        expect(o.revision.unparsedNotes.map((n) => [n.kind, n.title, n.lineStart, n.lineEnd])).toEqual([
          ["unparsed", "Agent calibration", 35, 40],
        ]);
        expect(o.revision.specCard?.family).toBe("egocentric-activity-understanding");
        expect(o.revision.vocabularies.map((v) => v.path)).toEqual(["environment/vocabulary.json"]);
        expect(o.revision.rows[0].cells.score).toBe("1.000000");
        expect(o.revision.rows.flatMap((r) => r.findings).every((f) => typeof f.message === "string")).toBe(true);
        expect(o.revision.media[0].probe).toBeNull();
        expect(Object.values(o.revision.media[0].sources).every((v) => typeof v === "string")).toBe(true);
        expect(o.revision.media[0].sources.url).toMatch(/SPEC\.md card/);
      });

      it("a stored value that fails its schema reads empty and shows as an error finding with the reason", async () => {
        const rev = revisions.get(EGOCENTRIC)!;
        await db.prisma.taskRevision.update({ where: { id: rev }, data: { unparsedNotes: { not: "a list" }, specCard: "a string" } });
        const row = await db.prisma.calibrationRow.findFirstOrThrow({ where: { revisionId: rev }, orderBy: { ordinal: "asc" } });
        await db.prisma.calibrationRow.update({ where: { id: row.id }, data: { cells: { score: { value: 1 } } } }); // a number or null reads as text (older rows); an object does not
        await db.prisma.media.updateMany({
          where: { revisionId: rev },
          data: { sources: ["not", "a", "map"], probe: { durationSec: "long" } },
        });
        const o = (await getTaskOverview(db.prisma, EGOCENTRIC))!;
        expect(o.revision.unparsedNotes).toEqual([]);
        expect(o.revision.specCard).toBeNull();
        const unreadable = o.revision.findings.filter((f) => f.code === "stored_value_unreadable").map((f) => f.message);
        expect(o.revision.media[0]).toMatchObject({ probe: null, sources: {} });
        expect(unreadable).toEqual([
          expect.stringMatching(/^unreadable stored value in Media\.probe at durationSec: /),
          expect.stringMatching(/^unreadable stored value in Media\.sources: /),
          expect.stringMatching(/^unreadable stored value in TaskRevision\.unparsedNotes: /),
          expect.stringMatching(/^unreadable stored value in TaskRevision\.specCard: /),
        ]);
        expect(o.revision.findings.some((f) => f.code === "ledger_unlinked")).toBe(true);
        expect(o.revision.rows[0].cells).toEqual({});
        expect(o.revision.rows[0].findings[0]).toMatchObject({
          severity: "error",
          message: expect.stringMatching(/CalibrationRow\.cells at score/),
        });
      });

      it("null for an unknown task and for a revision of another task", async () => {
        expect(await getTaskOverview(db.prisma, "no-such-task")).toBeNull();
        expect(await getTaskOverview(db.prisma, FLIGHTGEAR, revisions.get(KART))).toBeNull();
        expect((await getTaskOverview(db.prisma, KART, revisions.get(KART)))?.revision.id).toBe(revisions.get(KART));
      });
    });

    describe("getLedgerInspection", () => {
      it("FlightGear Codex: 0.0938 under the official judge, a parsed per-event breakdown, the rows citing it", async () => {
        const id = await ledgerId(FLIGHTGEAR, FG_CODEX);
        const view = (await getLedgerInspection(db.prisma, FLIGHTGEAR, id))!;
        expect(view.ledger.path).toBe(FG_CODEX);
        expect(view.pairing?.judgeId).toBe(`${FLIGHTGEAR}@cbfc22d`);
        expect(view.pairingNotFound).toBe(false);
        expect(view.run?.rewardValue).toBeCloseTo(0.0938, 6);
        expect(view.run?.eventsError).toBeNull();
        expect(view.run!.events.length).toBeGreaterThan(0);
        expect(view.run!.events.every((e) => e.kind === "expected" || e.kind === "spurious")).toBe(true);
        expect(view.rows.map((r) => [r.harness, r.claimedScore])).toContainEqual(["Codex CLI", 0.0938]);
        expect(view.siblings).toHaveLength(10);
        // FlightGear's media is remote only (no local copy in the folder)
        expect(view.media.playback.kind).toBe("remote");
        expect(view.media.durationSec).toBeCloseTo(3600.048, 3);
      });

      it("kart: switching to the newer judge shows its score; an unknown pairing falls back and says so", async () => {
        const id = await ledgerId(KART, KART_DERIVED);
        const latest = (await getLedgerInspection(db.prisma, KART, id, await pairingId(KART, KART_LATEST)))!;
        expect(latest.pairing?.judgeId).toBe(KART_LATEST);
        expect(latest.run?.rewardValue).toBe(1);
        expect(latest.pairings.map((p) => [p.judgeId, p.rewardValue])).toEqual([
          [KART_V4, expect.closeTo(0.0963, 6)],
          [KART_LATEST, 1],
        ]);
        const fallback = (await getLedgerInspection(db.prisma, KART, id, "no-such-pairing"))!;
        expect(fallback.pairingNotFound).toBe(true);
        expect(fallback.pairing?.judgeId).toBe(KART_V4);
      });

      it("the demo plays its bundled local copy", async () => {
        const id = await ledgerId(DEMO, ORACLE);
        const view = (await getLedgerInspection(db.prisma, DEMO, id))!;
        expect(view.run?.rewardValue).toBe(1);
        expect(view.media.facts?.localExists).toBe(true);
        expect(view.media.playback.kind).toBe("local");
        expect(view.media.aspectRatio).toBe("1280:720");
      });

      it("null for an unknown ledger and for a ledger of another task", async () => {
        expect(await getLedgerInspection(db.prisma, FLIGHTGEAR, "no-such-ledger")).toBeNull();
        expect(await getLedgerInspection(db.prisma, KART, await ledgerId(FLIGHTGEAR, FG_CODEX))).toBeNull();
      });
    });

    describe("getCompare", () => {
      it("FlightGear Codex against the oracle under the official judge, both breakdowns parsed", async () => {
        const a = await ledgerId(FLIGHTGEAR, FG_CODEX);
        const b = await ledgerId(FLIGHTGEAR, ORACLE);
        const c = (await getCompare(db.prisma, FLIGHTGEAR, { a, b }))!;
        expect(c.problems).toEqual([]);
        expect(c.a?.run?.rewardValue).toBeCloseTo(0.0938, 6);
        expect(c.b?.run?.rewardValue).toBe(1);
        expect(c.a!.run!.events.length).toBeGreaterThan(0);
        expect(c.b!.run!.events.filter((e) => e.kind === "spurious")).toEqual([]);
        expect(c.ledgers.map((l) => l.path)).toEqual([...c.ledgers.map((l) => l.path)].sort());
      });

      it("kart under the newer judge: the oracle scores 0 and the derived oracle 1", async () => {
        const c = (await getCompare(db.prisma, KART, {
          a: await ledgerId(KART, ORACLE),
          b: await ledgerId(KART, KART_DERIVED),
          pairingId: await pairingId(KART, KART_LATEST),
        }))!;
        expect(c.pairing?.judgeId).toBe(KART_LATEST);
        expect([c.a?.run?.rewardValue, c.b?.run?.rewardValue]).toEqual([0, 1]);
      });

      it("refuses a ledger of another task with a reason; null for an unknown task", async () => {
        const foreign = await ledgerId(KART, ORACLE);
        const c = (await getCompare(db.prisma, FLIGHTGEAR, { a: await ledgerId(FLIGHTGEAR, ORACLE), b: foreign }))!;
        expect(c.b).toBeNull();
        expect(c.problems).toEqual([`Ledger b is not part of this revision of ${FLIGHTGEAR}.`]);
        expect(await getCompare(db.prisma, "no-such-task", {})).toBeNull();
        const empty = (await getCompare(db.prisma, EGOCENTRIC, {}))!;
        expect([empty.a, empty.b, empty.problems]).toEqual([null, null, []]);
        expect(empty.pairing?.judgeId).toBe(`${EGOCENTRIC}@e25513b`);
      });
    });
  });
}
