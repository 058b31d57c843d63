// Integration: calibration-row submission on real databases (PGlite always, Postgres when configured).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { rowInputSchema } from "../../uploads/row-input";
import { submitRow } from "./submit-row";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const FG = path.resolve("prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger");
const file = (p: string) => ({ name: path.basename(p), bytes: new Uint8Array(fs.readFileSync(p)) });
const author = { userId: "contrib-1", name: "Casey", submission: "submitted" as const };

for (const kind of testDatabaseKinds()) {
  describe(`row submission on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    let demoSha = "";
    beforeAll(async () => {
      db = await kind.open();
      for (const folder of [DEMO, FG]) expect((await importTaskFolder(db.prisma, folder)).ok).toBe(true);
      demoSha = (await db.prisma.taskRevision.findFirstOrThrow({ where: { taskId: "demo-shapes-activity" } })).instructionSha256;
    });
    afterAll(async () => {
      await db?.drop();
    });

    it("stores a row whose claims reproduce, with its ledger, in one go", async () => {
      const row = rowInputSchema.parse({
        harness: "Codex CLI",
        model: "gpt-5.6",
        condition: "full",
        claimedScore: "1.0",
        instructionSha256: demoSha,
        wrapped: "native",
        networkPosture: "network_none",
      });
      const before = await db.prisma.calibrationRow.count();
      const r = await submitRow(
        db.prisma,
        "demo-shapes-activity",
        row,
        { ledger: file(path.join(DEMO, "calibration/rollouts/oracle.solution.json")), trajectory: null },
        author,
      );
      expect(r?.notReproduced).toEqual([]);
      expect(r?.checks.map((c) => [c.claim, c.reproduces])).toEqual([
        ["score", true],
        ["turns", null],
        // no trajectory shows what the agent received: the instruction is only claimed (issue 34)
        ["instruction", null],
      ]);
      expect(await db.prisma.calibrationRow.count()).toBe(before + 1);
      const stored = await db.prisma.calibrationRow.findUniqueOrThrow({
        where: { id: r!.rowId },
        include: { ledger: true, uploadEvents: true },
      });
      expect(stored).toMatchObject({
        harness: "Codex CLI",
        model: "gpt-5.6",
        wrapped: false,
        authorId: "contrib-1",
        sourceFile: "submission (API)",
        networkPosture: "network none (container has no interface)",
        status: "official",
        submissionState: "submitted",
      });
      expect(stored.ledger).toMatchObject({ submissionState: "submitted", authorId: "contrib-1" });
      expect(stored.ledger?.id).toBe(r!.ledger.id);
      expect(stored.uploadEvents).toHaveLength(1);
      expect(stored.uploadEvents[0]).toMatchObject({ kind: "row", authorName: "Casey" });
    });

    it("answers with every claim that does not reproduce", async () => {
      const row = rowInputSchema.parse({
        harness: "Codex CLI",
        condition: "full",
        claimedScore: "0.5",
        claimedTurns: 90,
        instructionSha256: "0963eb1a".padEnd(64, "0"),
      });
      const r = await submitRow(
        db.prisma,
        "flightgear-atc-clearance-compliance-ledger",
        row,
        {
          ledger: { name: "bare.json", bytes: new TextEncoder().encode("[]") },
          trajectory: file(path.join(FG, "calibration/rollouts/codex-gpt-5.6-sol.jsonl")),
        },
        author,
      );
      expect(r?.notReproduced.map((c) => c.claim)).toEqual(["score", "turns", "instruction"]);
      expect(r?.trajectory).toMatchObject({ format: "codex-exec-json", toolCallTurns: 88 });
      expect(r?.notReproduced.find((c) => c.claim === "turns")?.message).toMatch(/88 tool-call turns, 90 claimed/);
      const stored = await db.prisma.calibrationRow.findUniqueOrThrow({ where: { id: r!.rowId } });
      // the trajectory is the folder Codex row's own bytes: a blocking finding first
      expect((stored.findings as { code: string }[]).map((f) => f.code)).toEqual([
        "same_bytes",
        "claim_score",
        "claim_turns",
        "claim_instruction",
      ]);
    });

    it("checks a claim defined on a declared transform against the transformed bytes", async () => {
      const gt = await db.prisma.judgePairing.findFirstOrThrow({
        where: { revision: { taskId: "demo-shapes-activity" }, isPrimary: true },
      });
      const key = Object.keys(JSON.parse(Buffer.from(gt.groundTruthRaw).toString("utf8"))).find((k) =>
        Array.isArray(JSON.parse(Buffer.from(gt.groundTruthRaw).toString("utf8"))[k]),
      )!;
      const oracle = JSON.parse(fs.readFileSync(path.join(DEMO, "calibration/rollouts/oracle.solution.json"), "utf8"));
      const bare = new TextEncoder().encode(JSON.stringify(oracle[key]));
      const row = rowInputSchema.parse({
        harness: "Codex CLI",
        condition: "full",
        kind: "diagnostic",
        status: "diagnostic",
        claimedScore: "1",
        instructionSha256: demoSha,
        declaredTransform: "wrap_bare_array",
      });
      const r = await submitRow(
        db.prisma,
        "demo-shapes-activity",
        row,
        { ledger: { name: "bare-oracle.json", bytes: bare }, trajectory: null },
        author,
      );
      const score = r!.checks.find((c) => c.claim === "score")!;
      expect(score.reproduces).toBe(true);
      expect(score.message).toMatch(/after wrap_bare_array/);
      expect(r!.scores.find((s) => s.official)?.reward).toBe(0); // the bytes as sent stay an official 0
    });

    // the demo Claude ledger scores 1/19 = 0.052632 (1 of 19 actions, store-upload.test.ts): "0.05" claims two
    // decimals (|Δ| 0.0026 ≤ 0.005), "0.050" three (0.0026 > 0.0005): the written precision decides (issue 34)
    it.each([
      ["0.05", true],
      ["0.050", false],
    ])("a row's claim typed %s is compared at its written precision (reproduces: %s)", async (typed, reproduces) => {
      const row = rowInputSchema.parse({ harness: "Codex CLI", condition: "full", claimedScore: typed, instructionSha256: demoSha });
      const ledger = file(path.join(DEMO, "calibration/rollouts/claude-opus-4.8.solution.json"));
      const r = await submitRow(db.prisma, "demo-shapes-activity", row, { ledger, trajectory: null }, author);
      expect(r!.checks.find((c) => c.claim === "score")?.reproduces).toBe(reproduces);
      const stored = await db.prisma.calibrationRow.findUniqueOrThrow({ where: { id: r!.rowId } });
      expect(stored.claimedScoreText).toBe(typed);
    });

    it("answers null for an unknown task and writes nothing", async () => {
      const before = await db.prisma.calibrationRow.count();
      const row = rowInputSchema.parse({ harness: "x", condition: "full", claimedScore: "0", instructionSha256: demoSha });
      expect(
        await submitRow(
          db.prisma,
          "nope",
          row,
          { ledger: { name: "a.json", bytes: new TextEncoder().encode("{}") }, trajectory: null },
          author,
        ),
      ).toBeNull();
      expect(await db.prisma.calibrationRow.count()).toBe(before);
    });
  });
}
