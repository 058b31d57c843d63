// Integration (PGlite, and Postgres when DATABASE_URL names one): the contract review runs on
// import, is stored on the revision (TaskRevision.contractFindings), read back through its schema,
// feeds the `contract` gate and the export's "Contract review" section.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { renderReviewComment } from "../../export";
import { evaluateGates } from "../../gates/evaluate-gates";
import { BUNDLED_IMPORT_TIMEOUT_MS, BUNDLED_TASKS_DIR, DEMO, EGOCENTRIC } from "./__tests__/bundled-tasks";
import { importTaskFolder } from "./import-task-folder";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { gateFactsOf } from "../../gates/store/gate-facts";
import { reviewCommentInputWithSections } from "../../reviews/review-comment-sections";

for (const kind of testDatabaseKinds()) {
  describe(`contract review at import on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    const overview = async (id: string) => (await getTaskOverview(db.prisma, id))!;
    beforeAll(async () => {
      db = await kind.open();
      for (const id of [EGOCENTRIC, DEMO]) {
        const r = await importTaskFolder(db.prisma, path.join(BUNDLED_TASKS_DIR, id), { sourceKind: "fixture" });
        expect(r.ok, JSON.stringify(r)).toBe(true);
      }
    }, BUNDLED_IMPORT_TIMEOUT_MS);
    afterAll(async () => {
      await db?.drop();
    });

    it("egocentric: the stored review holds the leak and the missing tolerance; the contract gate fails on them", async () => {
      const o = await overview(EGOCENTRIC);
      const codes = o.revision.contractFindings!.findings.map((f) => f.code);
      expect(codes).toEqual(expect.arrayContaining(["instruction_leaks_ground_truth", "tolerance_not_in_instruction"]));
      const gate = evaluateGates(gateFactsOf(o.revision)).find((g) => g.id === "contract")!;
      expect(gate.outcome).toBe("fail");
      expect(gate.evidence.some((e) => e.text.includes("steps/solve/instruction.md:74"))).toBe(true);
      const md = renderReviewComment(await reviewCommentInputWithSections(db.prisma, o));
      expect(md).toContain("Contract review");
      expect(md).toContain("instruction_leaks_ground_truth");
    });

    it("demo: no findings; the gate is insufficient (no Dockerfile to check), never a pass", async () => {
      const o = await overview(DEMO);
      expect(o.revision.contractFindings!.findings).toEqual([]);
      const gate = evaluateGates(gateFactsOf(o.revision)).find((g) => g.id === "contract")!;
      expect(gate.outcome).toBe("insufficient");
      expect(gate.evidence.filter((e) => e.kind === "ok")).toHaveLength(3);
    });
  });
}
