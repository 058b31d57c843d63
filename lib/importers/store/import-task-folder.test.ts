// Integration: the importer on real databases (PGlite always, Postgres when DATABASE_URL names one).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import type { Database } from "../../db/client";
import { importTaskFolder } from "./import-task-folder";

const FIXTURES = path.resolve("prisma/fixtures/tasks");
const FG = path.join(FIXTURES, "flightgear-atc-clearance-compliance-ledger");
const REAL = ["flightgear-atc-clearance-compliance-ledger", "kart-race-telemetry-ledger-s1", "egocentric-activity-understanding"];

/** A copy of a task folder, changed by `mutate`; named `as` (a task of its own) or like the source (the same task). */
function copyTask(src: string, mutate: (dir: string) => void, as = path.basename(src)): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vbench-import-")), as);
  fs.cpSync(src, dir, { recursive: true });
  mutate(dir);
  return dir;
}

async function tableCounts(db: Database) {
  const p = db.prisma;
  const [tasks, revisions, rows, ledgers, rollouts, runs, pairings, media, artifacts] = await Promise.all([
    p.task.count(),
    p.taskRevision.count(),
    p.calibrationRow.count(),
    p.ledger.count(),
    p.rollout.count(),
    p.scoreRun.count(),
    p.judgePairing.count(),
    p.media.count(),
    p.artifact.count(),
  ]);
  return { tasks, revisions, rows, ledgers, rollouts, runs, pairings, media, artifacts };
}

for (const kind of testDatabaseKinds()) {
  describe(`import on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    // what the tests below read: the three real tasks, imported once here, so no test leans on another's writes
    let firstImport: Awaited<ReturnType<typeof importTaskFolder>>[];
    let imported: Awaited<ReturnType<typeof tableCounts>>;
    beforeAll(async () => {
      db = await kind.open();
      firstImport = [];
      for (const id of REAL) firstImport.push(await importTaskFolder(db.prisma, path.join(FIXTURES, id), { salvageSpec: true }));
      imported = await tableCounts(db);
    });
    afterAll(async () => {
      await db?.drop();
    });

    it("imports the three real tasks, scores their ledgers, and re-import is a no-op", async () => {
      for (const r of firstImport) {
        expect(r.ok, JSON.stringify(r)).toBe(true);
        if (r.ok) expect(r.revision).toBe("new");
      }
      expect(imported.tasks).toBe(3);
      expect(imported.revisions).toBe(3);
      expect(imported.rows).toBeGreaterThan(15);
      expect(imported.runs).toBeGreaterThan(10);
      const before = await tableCounts(db);
      for (const id of REAL) {
        const again = await importTaskFolder(db.prisma, path.join(FIXTURES, id), { salvageSpec: true });
        expect(again.ok && again.revision).toBe("unchanged");
      }
      expect(await tableCounts(db)).toEqual(before);
    });

    it("recomputes FlightGear's official scores: oracle 1.0, empty 0, Codex 0.0938, the bare-array Claude ledger 0", async () => {
      const revision = await db.prisma.taskRevision.findFirstOrThrow({
        where: { taskId: "flightgear-atc-clearance-compliance-ledger" },
        include: { pairings: true, ledgers: { include: { scoreRuns: true } } },
      });
      const primary = revision.pairings.find((p) => p.isPrimary)!;
      expect(primary.judgeId).toBe("flightgear-atc-clearance-compliance-ledger@cbfc22d");
      const score = (origin: string, pathPart = "") =>
        revision.ledgers
          .find((l) => l.origin === origin || (pathPart && l.path.includes(pathPart)))
          ?.scoreRuns.find((s) => s.pairingId === primary.id)?.rewardValue;
      expect(score("oracle")).toBe(1);
      expect(score("empty")).toBe(0);
      expect(score("-", "codex-gpt-5.6-sol.json")).toBeCloseTo(0.0938, 6);
      expect(score("-", "claude-opus-4.8-native.json")).toBe(0);
      // the stored reward text keeps the judge's key order and numbers (jsonb would reorder keys)
      const codex = revision.ledgers
        .find((l) => l.path.endsWith("codex-gpt-5.6-sol.json"))!
        .scoreRuns.find((s) => s.pairingId === primary.id)!;
      const expected = JSON.parse(
        fs.readFileSync("lib/judges/__fixtures__/parity/flightgear-atc-clearance-compliance-ledger@cbfc22d/expected/codex.json", "utf8"),
      ).reward;
      expect(Object.keys(JSON.parse(codex.rewardText))).toEqual(Object.keys(expected));
      expect(JSON.parse(codex.rewardText)).toEqual(expected);
    });

    it("keeps kart's newer judge pairing beside the official one, each scored", async () => {
      const pairings = await db.prisma.judgePairing.findMany({
        where: { revision: { taskId: "kart-race-telemetry-ledger-s1" } },
        include: { _count: { select: { scoreRuns: true } } },
      });
      expect(pairings.map((p) => `${p.judgeId}:${p.isPrimary}`).sort()).toEqual([
        "kart-race-telemetry-ledger-s1@1ea24fc:true",
        "kart-race-telemetry-ledger-s1@f933449:false",
      ]);
      for (const p of pairings) expect(p._count.scoreRuns).toBeGreaterThan(0);
    });

    it("kart's real SPEC card (invalid YAML in `difficulty:`) is refused without --salvage-spec", async () => {
      const before = await tableCounts(db);
      const r = await importTaskFolder(
        db.prisma,
        copyTask(path.join(FIXTURES, "kart-race-telemetry-ledger-s1"), () => {}),
      );
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors[0].text).toMatch(/^SPEC\.md, line 56, field yaml card: /);
      expect(await tableCounts(db)).toEqual(before);
    });

    it("a broken folder writes nothing and names the file", async () => {
      const before = await tableCounts(db);
      const cases: [string, (dir: string) => void, RegExp][] = [
        [
          "ground truth not JSON",
          (d) => fs.writeFileSync(path.join(d, "steps/solve/tests/ground_truth.json"), "{not json"),
          /ground_truth\.json/,
        ],
        ["bad TOML", (d) => fs.writeFileSync(path.join(d, "task.toml"), "[metadata\nname = 1"), /task\.toml/],
        [
          "SPEC YAML does not parse",
          (d) => fs.writeFileSync(path.join(d, "SPEC.md"), "# spec\n\n```yaml\ntask: [unclosed\n  bad: : :\n```\n"),
          /SPEC\.md/,
        ],
        ["missing instruction", (d) => fs.rmSync(path.join(d, "steps/solve/instruction.md")), /instruction\.md/],
      ];
      for (const [, mutate, names] of cases) {
        const r = await importTaskFolder(db.prisma, copyTask(FG, mutate));
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.errors.map((e) => e.text).join("\n")).toMatch(names);
      }
      expect(await tableCounts(db)).toEqual(before);
    });

    it("stores a ledger that is not JSON as it is, and records a cited file that is missing", async () => {
      // a task of its own (imported as it is, then changed), so the real FlightGear task keeps one revision
      const TASK = "flightgear-not-json-copy";
      expect(
        (
          await importTaskFolder(
            db.prisma,
            copyTask(FG, () => {}, TASK),
          )
        ).ok,
      ).toBe(true);
      const dir = copyTask(
        FG,
        (d) => {
          fs.writeFileSync(path.join(d, "calibration/rollouts/ledgers/codex-gpt-5.6-sol.json"), "{ this is not json");
          fs.rmSync(path.join(d, "calibration/ablations/ledgers/audio-only.json"));
        },
        TASK,
      );
      const r = await importTaskFolder(db.prisma, dir);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.revision).toBe("new");
      const ledger = await db.prisma.ledger.findFirstOrThrow({
        where: { revisionId: r.revisionId, path: "calibration/rollouts/ledgers/codex-gpt-5.6-sol.json" },
        include: { scoreRuns: true },
      });
      expect(Buffer.from(ledger.raw).toString()).toBe("{ this is not json");
      expect(ledger.scoreRuns[0]?.rewardValue).toBe(0);
      const rows = await db.prisma.calibrationRow.findMany({
        where: { revisionId: r.revisionId, citedLedgerPath: "calibration/ablations/ledgers/audio-only.json" },
      });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.ledgerId === null)).toBe(true);
      expect(JSON.stringify(rows.map((row) => row.findings))).toMatch(/cited_file_missing/);
      // the changed content is a new revision; the earlier one is kept
      expect(await db.prisma.taskRevision.count({ where: { taskId: TASK } })).toBe(2);
    });
  });
}
