// Integration: contributor uploads on real databases (PGlite always, Postgres when configured).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { storeUpload } from "./store-upload";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const FG = path.resolve("prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger");
const file = (p: string) => ({ name: path.basename(p), bytes: new Uint8Array(fs.readFileSync(p)) });

const claim = (text: string) => ({ value: Number(text), text });

for (const kind of testDatabaseKinds()) {
  describe(`uploads on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    beforeAll(async () => {
      db = await kind.open();
      for (const folder of [DEMO, FG]) expect((await importTaskFolder(db.prisma, folder)).ok).toBe(true);
    });
    afterAll(async () => {
      await db?.drop();
    });

    it("re-scores an uploaded ledger and flags a claim that does not reproduce", async () => {
      // bytes of its own (the same document and a trailing newline): the precision tests below upload
      // the file as it is, and may run first
      const original = file(path.join(DEMO, "calibration/rollouts/claude-opus-4.8.solution.json"));
      const wrong = { name: original.name, bytes: new Uint8Array([...original.bytes, 0x0a]) };
      const r = await storeUpload(
        db.prisma,
        "demo-shapes-activity",
        { kind: "ledger", label: "wrong labels", claimedScore: claim("0.25") },
        wrong,
      );
      expect(r?.kind).toBe("ledger");
      if (r?.kind !== "ledger") return;
      expect(r.alreadyStored).toBe(false);
      expect(r.scores.find((s) => s.official)?.reward).toBeCloseTo(0.052632, 6);
      expect(r.claimAgrees).toBe(false);
      expect(r.delta).toBeCloseTo(0.052632 - 0.25, 6);
      const stored = await db.prisma.ledger.findUniqueOrThrow({ where: { id: r.ledgerId }, include: { scoreRuns: true } });
      expect(stored.origin).toBe("upload");
      expect(stored.scoreRuns).toHaveLength(2); // both egocentric judge versions
      const again = await storeUpload(
        db.prisma,
        "demo-shapes-activity",
        { kind: "ledger", label: "same bytes", claimedScore: claim("0.052632") },
        wrong,
      );
      expect(again?.alreadyStored).toBe(true);
      expect(again?.kind === "ledger" && again.claimAgrees).toBe(true);
      expect(await db.prisma.ledger.count({ where: { origin: "upload", sha256: stored.sha256 } })).toBe(1);
      // both uploads are events with their own label and claim
      const events = await db.prisma.uploadEvent.findMany({ where: { ledgerId: r.ledgerId }, orderBy: { createdAt: "asc" } });
      expect(events.map((e) => [e.label, e.claimedScore, e.alreadyStored])).toEqual([
        ["wrong labels", 0.25, false],
        ["same bytes", 0.052632, true],
      ]);
    });

    // the demo ledger scores 1/19 = 0.052632 (1 of 19 actions matched, asserted above); "0.05" claims two
    // decimals (|Δ| 0.0026 ≤ 0.005 agrees), "0.050" claims three (0.0026 > 0.0005 disagrees)
    it.each([
      ["0.05", true],
      ["0.050", false],
      ["0.0526", true],
      ["0.0527", false],
    ])("compares a claim typed %s at its written precision (agrees: %s)", async (typed, agrees) => {
      const wrong = file(path.join(DEMO, "calibration/rollouts/claude-opus-4.8.solution.json"));
      const r = await storeUpload(db.prisma, "demo-shapes-activity", { kind: "ledger", label: typed, claimedScore: claim(typed) }, wrong);
      expect(r?.kind === "ledger" && r.claimAgrees).toBe(agrees);
    });

    it("records the author of an upload", async () => {
      const bytes = new TextEncoder().encode('{"events": []}');
      const r = await storeUpload(
        db.prisma,
        "demo-shapes-activity",
        { kind: "ledger", label: "empty", claimedScore: claim("0") },
        { name: "empty.json", bytes },
        { userId: "user-1", name: "Ada", submission: "submitted" },
      );
      const event = await db.prisma.uploadEvent.findUniqueOrThrow({ where: { id: r!.eventId } });
      expect(event).toMatchObject({ authorId: "user-1", authorName: "Ada", kind: "ledger", label: "empty" });
      expect((await db.prisma.ledger.findUniqueOrThrow({ where: { id: r!.kind === "ledger" ? r!.ledgerId : "" } })).authorId).toBe(
        "user-1",
      );
    });

    it("50 concurrent uploads of the same bytes all succeed, one stores", async () => {
      const bytes = new TextEncoder().encode('{"events": [{"start": 0, "end": 1, "label": "x"}]}');
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          storeUpload(
            db.prisma,
            "demo-shapes-activity",
            { kind: "ledger", label: `racer ${i}`, claimedScore: null },
            { name: "race.json", bytes },
          ),
        ),
      );
      expect(results.filter((r) => r && !r.alreadyStored)).toHaveLength(1);
      expect(new Set(results.map((r) => (r?.kind === "ledger" ? r.ledgerId : null))).size).toBe(1);
      const ledgerId = results[0]!.kind === "ledger" ? results[0]!.ledgerId : "";
      expect(await db.prisma.uploadEvent.count({ where: { ledgerId } })).toBe(50);
      expect(await db.prisma.scoreRun.count({ where: { ledgerId } })).toBe(2);
    }, 60_000);

    it("counts an uploaded trajectory's tool-call turns", async () => {
      const traj = file(path.join(FG, "calibration/rollouts/codex-gpt-5.6-sol.jsonl"));
      const r = await storeUpload(
        db.prisma,
        "flightgear-atc-clearance-compliance-ledger",
        { kind: "rollout", label: "codex", claimedScore: null },
        traj,
      );
      expect(r).toMatchObject({ kind: "rollout", format: "codex-exec-json", toolCallTurns: 88, alreadyStored: false });
    });

    it("answers null for an unknown task and writes nothing", async () => {
      const before = await db.prisma.ledger.count();
      expect(
        await storeUpload(
          db.prisma,
          "no-such-task",
          { kind: "ledger", label: "x", claimedScore: null },
          { name: "a.json", bytes: new TextEncoder().encode("{}") },
        ),
      ).toBeNull();
      expect(await db.prisma.ledger.count()).toBe(before);
    });
  });
}
