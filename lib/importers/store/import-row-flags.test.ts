// Integration (PGlite and Postgres): the provenance labels and the task's own verdict are stored at
// import, read back through their schemas, and reach the gate facts; every bundled task still imports.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "./import-task-folder";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { renderReviewComment } from "../../export";
import { gateFactsOf } from "../../gates/store/gate-facts";
import { reviewCommentInputOf } from "../../reviews/review-comment-input";

const FIXTURES = path.resolve("prisma/fixtures/tasks");
const FG = "flightgear-atc-clearance-compliance-ledger";
const EGO = "egocentric-activity-understanding";
const BUNDLED = [FG, EGO, "kart-race-telemetry-ledger-s1", "demo-shapes-activity"];

for (const kind of testDatabaseKinds()) {
  describe(`row flags and task verdict on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    const overview = async (id: string) => (await getTaskOverview(db.prisma, id))!;
    // every test reads the imported tasks: they are imported here, not by a test that must run first
    const outcomes = new Map<string, Awaited<ReturnType<typeof importTaskFolder>>>();
    beforeAll(async () => {
      db = await kind.open();
      for (const id of BUNDLED)
        outcomes.set(id, await importTaskFolder(db.prisma, path.join(FIXTURES, id), { sourceKind: "fixture", salvageSpec: true }));
    }, 360_000);
    afterAll(async () => {
      await db?.drop();
    });

    it("every bundled task imports", () => {
      expect([...outcomes.keys()]).toEqual(BUNDLED);
      for (const [id, r] of outcomes) expect(r.ok, `${id}: ${JSON.stringify(r)}`).toBe(true);
    });

    it("FlightGear: video-only is a reconstruction citing ablations/README.md:57; the replaced Claude round is coached", async () => {
      const { revision } = await overview(FG);
      const videoOnly = revision.rows.find((r) => r.condition === "video_only")!;
      expect(videoOnly.flags).toEqual([
        {
          code: "reconstruction",
          text: expect.stringContaining("This is a reconstruction, not the agent's own bytes"),
          source: { file: "calibration/ablations/README.md", line: 57 },
        },
      ]);
      const replaced = revision.rows.find((r) => r.status === "replaced")!;
      expect(replaced.flags.map((f) => [f.code, f.source.file, f.source.line])).toContainEqual([
        "coached",
        "calibration/ablations/README.md",
        108,
      ]);
      const native = revision.rows.find((r) => r.sourceLine === 33)!;
      expect([native.flags, native.runEnd?.kind]).toEqual([[], "completed"]);

      // the gate facts carry the same flags, for the gates to demote by ROW_FLAG_EFFECT
      const facts = gateFactsOf(revision);
      expect(facts.rows.find((r) => r.id === videoOnly.id)?.flags?.map((f) => f.code)).toEqual(["reconstruction"]);
      expect(facts.rows.find((r) => r.id === replaced.id)?.flags?.map((f) => f.code)).toContain("coached");
    });

    it("FlightGear's own verdict is stored with its line", async () => {
      const { revision } = await overview(FG);
      expect(revision.taskVerdict).toMatchObject({ verdict: "passes", source: { file: "calibration/scores.md", line: 111 } });
      expect((await overview(EGO)).revision.taskVerdict).toBeNull();
    });

    it("the FlightGear export states the task's verdict under the heading and each row's labels with their lines", async () => {
      const md = renderReviewComment(reviewCommentInputOf(await overview(FG)));
      expect(md.indexOf("### The task's own verdict")).toBeLessThan(md.indexOf("### Gates"));
      expect(md).toContain(
        "As the folder states it, `calibration/scores.md:111`: **passes** — “The difficulty gate passes, but read why before trusting it.”",
      );
      expect(md).toMatch(
        /\| unstated \(video only\) \| unknown \| unknown \| unknown \| reconstruction \(not the agent's own bytes\), not a measured ablation \(`calibration\/ablations\/README\.md:57`\) \|/,
      );
      expect(md).toMatch(
        /\| claude Opus 4\.8 \(replaced agent-host round\)[^\n]*\| wrapped \|[^\n]*coached \/ wrapper prompt, not a native harness run \(`calibration\/ablations\/README\.md:108`\)/,
      );
    });

    it("egocentric: the rate-limited Claude run says how it ended, citing the heading that says so", async () => {
      const { revision } = await overview(EGO);
      const claude = revision.rows.find((r) => r.sourceLine === 39)!;
      expect(claude.flags.map((f) => f.code)).toEqual(["diagnostic", "quota_terminated", "reconstruction"]);
      expect(claude.runEnd).toMatchObject({ kind: "quota", source: { file: "calibration/scores.md", line: 74 } });
    });

    it("an unreadable stored flag column reads empty with its reason, never crashes the page", async () => {
      const { revision } = await overview(EGO);
      const id = revision.rows[0].id;
      const { flags } = await db.prisma.calibrationRow.findUniqueOrThrow({ where: { id }, select: { flags: true } });
      await db.prisma.calibrationRow.update({ where: { id }, data: { flags: [{ code: "made_up" }] } });
      try {
        const after = (await overview(EGO)).revision.rows.find((r) => r.id === id)!;
        expect(after.flags).toEqual([]);
        expect(after.findings[0]).toMatchObject({
          code: "stored_value_unreadable",
          message: expect.stringContaining("CalibrationRow.flags"),
        });
      } finally {
        // put the row back: the other tests read these rows, in any order
        await db.prisma.calibrationRow.update({ where: { id }, data: { flags: flags ?? [] } });
      }
    });
  });
}
