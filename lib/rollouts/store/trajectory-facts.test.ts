// Integration: FlightGear imported on real databases; its stored trajectories carry the audit
// findings computed at import, and the gate input joins them with their rows.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { trajectoryIntegrityGate } from "../../gates/trajectory-gates";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { gateFactsOf } from "../../gates/store/gate-facts";
import { storedSummary, trajectoryFactsOf } from "./trajectory-facts";
import { uploadAuditContext } from "./upload-audit-context";
import { readFileSync } from "node:fs";

const FG = path.resolve("prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger");

for (const kind of testDatabaseKinds()) {
  describe(`stored trajectory findings on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    beforeAll(async () => {
      db = await kind.open();
      await importTaskFolder(db.prisma, FG, { salvageSpec: true });
    }, 120_000);
    afterAll(async () => {
      await db?.drop();
    });

    it("import stores findings computed with the task's instruction, budget and posture", async () => {
      const rollouts = await db.prisma.rollout.findMany({ orderBy: { path: "asc" }, select: { path: true, summary: true } });
      const agy = storedSummary(rollouts.find((r) => r.path.endsWith("antigravity-gemini-3.6-flash-high.jsonl"))!.summary)!;
      expect(agy.auditedWith).toEqual(["instruction", "budget", "answer-key-paths", "file-name"]);
      expect(agy.findings!.map((f) => f.kind)).toEqual(["network_offered", "network_used", "instruction_unproven", "abnormal_ending"]);
      expect(agy.coverage!.mediaCalls).toBeGreaterThan(0);
    });

    it("the gate input joins each trajectory with its row; nothing blocking on FlightGear's two", async () => {
      const overview = await getTaskOverview(db.prisma, "flightgear-atc-clearance-compliance-ledger");
      const facts = trajectoryFactsOf(overview!.revision!);
      expect(facts.map((f) => [f.rolloutPath.split("/").pop(), f.rowId !== null])).toEqual([
        ["antigravity-gemini-3.6-flash-high.jsonl", true],
        ["codex-gpt-5.6-sol.jsonl", true],
      ]);
      const agy = facts[0];
      expect(agy.findings.filter((f) => f.severity === "fail")).toEqual([]);
      const gate = trajectoryIntegrityGate(gateFactsOf(overview!.revision!));
      expect(gate.evidence.length).toBeGreaterThan(0);
    });

    it("an upload is audited with the stored revision's instruction, budget and posture", async () => {
      const rev = await db.prisma.taskRevision.findFirstOrThrow({
        where: { taskId: "flightgear-atc-clearance-compliance-ledger" },
        select: { id: true },
      });
      const ctx = await uploadAuditContext(db.prisma, rev.id, "rerun.jsonl");
      expect(ctx.instructionText).toBe(readFileSync(path.join(FG, "steps/solve/instruction.md"), "utf8"));
      expect(ctx).toMatchObject({
        fileName: "rerun.jsonl",
        budget: { timeoutSec: 7200 },
        allowInternet: false,
        mediaFileNames: ["flight.mp4"],
      });
      expect(await uploadAuditContext(db.prisma, "no-such-revision", "x.jsonl")).toEqual({ fileName: "x.jsonl" });
    });
  });
}
