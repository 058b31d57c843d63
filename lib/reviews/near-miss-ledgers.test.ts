// Integration (PGlite always; Postgres when DATABASE_URL names one): the export's near-miss
// section read from the demo task as the importer stored it, scored by the real egocentric judge.
// Hand-derived: gt #2 enter [blue_circle] 240–311, codex's P2 enter [blue_circle] 227–311.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { testDatabaseKinds } from "../db/__tests__/test-databases";
import { renderSection } from "../export/render-blocks";
import { importTaskFolder } from "../importers/store/import-task-folder";
import { nearMissSectionFor } from "./near-miss-ledgers";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");

for (const kind of testDatabaseKinds()) {
  describe(`near-miss section on ${kind.name}`, () => {
    let db: Database & { drop(): Promise<void> };
    let revisionId = "";
    beforeAll(async () => {
      db = await kind.open();
      const r = await importTaskFolder(db.prisma, DEMO, { sourceKind: "fixture" });
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      revisionId = r.revisionId;
    }, 120_000);
    afterAll(async () => db?.drop());

    it("pairs codex's early start with expected #2", async () => {
      const section = await nearMissSectionFor(db.prisma, revisionId);
      const md = renderSection(section!).join("\n");
      expect(md).toContain("codex-gpt-5.6-sol.solution.json");
      expect(md).toMatch(/\| #2 \| [^|]*enter \[blue_circle\] 240-311[^|]* \| P2 \| start 13 frames early; tolerance ±12 \|/);
    });

    it("says nothing about the oracle, which has no misses", async () => {
      const md = renderSection((await nearMissSectionFor(db.prisma, revisionId))!).join("\n");
      expect(md).not.toContain("oracle.solution.json");
    });
  });
}
