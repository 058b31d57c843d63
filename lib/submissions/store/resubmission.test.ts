// Integration (issue 34): a contributor resubmits the ledger and trajectory bytes of the FlightGear
// Codex row the folder labels "earlier instruction 0963eb1a…c3e1" as a new current-instruction row
// through the CLI (`row add … --instruction <the shipped instruction.md>`). It is ONE proposal, its
// same-bytes findings block Accept server-side, its ledger and trajectory are decided with it, the
// instruction is "claimed by the contributor (CLI)" (the Codex log shows no prompt), and a row
// without notes reads back without an unreadable-value finding. The ledger or trajectory alone,
// uploaded on its own, is held to the same same-bytes finding; every stored file keeps its source.
// Real PGlite (and Postgres when set).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds, type PreparedDatabase, type TestDatabase } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { rowInputSchema } from "../../uploads/row-input";
import { readRowJson } from "../../data/views/revision-json";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { evaluateGates } from "../../gates";
import { gateFactsOf } from "../../gates/store/gate-facts";
import { submitRow } from "./submit-row";
import { listTriage } from "../../asks/store/triage-list";
import { listSubmissions } from "./list-submissions";
import { reviewSubmission } from "./review-submission";
import { storeUpload } from "./store-upload";
import { getArtifactProvenance } from "./artifact-source";

// the same folder as /work/shared/fixtures/tasks/flightgear-atc-clearance-compliance-ledger (byte-identical copy in the repo)
const FG = path.resolve("prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger");
const TASK = "flightgear-atc-clearance-compliance-ledger";
const read = (p: string) => ({ name: path.basename(p), bytes: new Uint8Array(fs.readFileSync(path.join(FG, p))) });
const LEDGER = "calibration/rollouts/ledgers/codex-gpt-5.6-sol.json";
const TRAJECTORY = "calibration/rollouts/codex-gpt-5.6-sol.jsonl";
// what `row add --instruction steps/solve/instruction.md` sends: the shipped file's sha256, hashed here independently
const SHIPPED_SHA = crypto
  .createHash("sha256")
  .update(fs.readFileSync(path.join(FG, "steps/solve/instruction.md")))
  .digest("hex");
const contributor = { userId: null, name: "Casey", submission: "submitted" as const, channel: "CLI" as const };
const maintainer = { userId: null, name: "Morgan" };

// the CLI's row body as the route parses it: no notes, the claim typed as scores.md writes it
const cliRow = (over: Record<string, string> = {}) =>
  rowInputSchema.parse({
    harness: "Codex CLI",
    harnessVersion: "0.147.0",
    model: "GPT-5.6 Sol",
    reasoning: "high",
    condition: "full",
    claimedScore: "0.0938",
    claimedTurns: "88",
    instructionSha256: SHIPPED_SHA,
    networkPosture: "network_none",
    wrapped: false,
    ...over,
  });

for (const kind of testDatabaseKinds()) {
  describe(`resubmitting an earlier-instruction run as current on ${kind.name}`, () => {
    // a database per test: the uploaded bytes are stored once per revision, so one test's proposal
    // would be another's twin. The folder is imported once; each test gets a copy of that database.
    let imported: PreparedDatabase;
    let db: TestDatabase;
    beforeAll(async () => {
      imported = await kind.prepared(async (fresh) => {
        expect((await importTaskFolder(fresh.prisma, FG)).ok).toBe(true);
      });
    });
    afterAll(async () => {
      await imported?.drop();
    });
    beforeEach(async () => {
      db = await imported.open();
    });
    afterEach(async () => {
      await db?.drop();
    });

    const decideRow = (id: string, decision: "accept" | "reject", reason: string, options: { override?: boolean } = {}) =>
      reviewSubmission(db.prisma, { taskId: TASK, kind: "row", id }, decision, reason, maintainer, options);

    const resubmit = async () => {
      const r = await submitRow(db.prisma, TASK, cliRow(), { ledger: read(LEDGER), trajectory: read(TRAJECTORY) }, contributor);
      expect(r).not.toBeNull();
      return r!;
    };

    it("is one proposal whose same-bytes findings name the folder's earlier-instruction row", async () => {
      const folderRow = await db.prisma.calibrationRow.findFirstOrThrow({
        where: { revision: { taskId: TASK }, harness: { contains: "Codex" }, submissionState: null },
        select: { id: true, status: true, sourceFile: true, sourceLine: true, ledgerId: true, rolloutId: true },
      });
      // the folder's own facts the finding must repeat: the row is labelled earlier instruction, and cites both files
      expect(folderRow.status).toBe("earlier_instruction");
      expect(folderRow.ledgerId && folderRow.rolloutId).toBeTruthy();

      const r = await resubmit();
      const where = `${folderRow.sourceFile}:${folderRow.sourceLine}`;
      expect(r.blocking.map((f) => f.message)).toEqual([
        expect.stringMatching(
          new RegExp(`^the ledger has the same bytes as Codex CLI .*\\(${where}\\), labelled earlier instruction 0963eb1a…c3e1`),
        ),
        expect.stringMatching(
          new RegExp(`^the trajectory has the same bytes as Codex CLI .*\\(${where}\\), labelled earlier instruction 0963eb1a…c3e1`),
        ),
      ]);
      // the Codex log records no prompt and no read of instruction.md: parity is claimed, not matched
      const instruction = r.checks.find((c) => c.claim === "instruction")!;
      expect(instruction.reproduces).toBeNull();
      expect(instruction.message).toMatch(/^claimed by the contributor \(CLI\), not shown: /);

      const items = (await listSubmissions(db.prisma, TASK)).filter((i) => i.state === "submitted");
      expect(items.map((i) => [i.kind, i.id])).toEqual([["row", r.rowId]]);
      expect(items[0].parts).toEqual([
        `ledger ${r.ledger.path}`,
        `trajectory ${r.trajectory!.path} (${r.trajectory!.toolCallTurns} tool-call turns)`,
      ]);
      expect(items[0].findings.filter((f) => f.blocking)).toHaveLength(2);
      // the triage list counts the one proposal once, not its ledger and trajectory again
      const triage = (await listTriage(db.prisma, null)).find((t) => t.id === TASK)!;
      expect(triage.submissionsAwaiting).toBe(1);
    });

    it("refuses Accept server-side while the finding stands; the parts are decided only with the row", async () => {
      const r = await resubmit();
      const ref = { taskId: TASK, kind: "row" as const, id: r.rowId };
      const refused = await reviewSubmission(db.prisma, ref, "accept", null, maintainer);
      expect(refused).toMatchObject({
        ok: false,
        code: "CONFLICT",
        message: expect.stringContaining("blocked: the ledger has the same bytes"),
      });
      const alone = await reviewSubmission(db.prisma, { taskId: TASK, kind: "ledger", id: r.ledger.id }, "accept", null, maintainer);
      expect(alone).toMatchObject({ ok: false, code: "CONFLICT", message: expect.stringContaining(`part of row ${r.rowId}'s proposal`) });
      const noReason = await reviewSubmission(db.prisma, ref, "accept", null, maintainer, { override: true });
      expect(noReason).toMatchObject({ ok: false, code: "INVALID", field: "reason" });

      const states = async () => [
        (await db.prisma.calibrationRow.findUniqueOrThrow({ where: { id: r.rowId } })).submissionState,
        (await db.prisma.ledger.findUniqueOrThrow({ where: { id: r.ledger.id } })).submissionState,
        (await db.prisma.rollout.findUniqueOrThrow({ where: { id: r.trajectory!.id } })).submissionState,
      ];
      expect(await states()).toEqual(["submitted", "submitted", "submitted"]);
      // the gates do not count it: the instruction-parity evidence has no line for this row
      const gatesBefore = evaluateGates(gateFactsOf((await getTaskOverview(db.prisma, TASK))!.revision));
      const parity = (g: typeof gatesBefore) => g.find((x) => x.id === "instruction-parity")!.evidence.filter((e) => e.rowId === r.rowId);
      expect(parity(gatesBefore).filter((e) => e.kind === "ok")).toEqual([]);

      const overridden = await reviewSubmission(db.prisma, ref, "accept", "checked with the contributor: a re-run", maintainer, {
        override: true,
      });
      expect(overridden).toMatchObject({ ok: true, to: "accepted" });
      expect(await states()).toEqual(["accepted", "accepted", "accepted"]);
      const log = await db.prisma.auditLog.findFirstOrThrow({ where: { target: `row:${r.rowId}` } });
      expect(JSON.stringify(log.details)).toContain("same bytes");
      // once counted, its parity is graded as the contributor's claim, made through the CLI
      const gatesAfter = evaluateGates(gateFactsOf((await getTaskOverview(db.prisma, TASK))!.revision));
      expect(parity(gatesAfter).map((e) => [e.grade, e.text])).toEqual([
        ["claimed", expect.stringContaining("claimed by the contributor (CLI)")],
      ]);
    });

    it("a rejection moves the row with its ledger and trajectory, once", async () => {
      const r = await resubmit();
      const out = await decideRow(r.rowId, "reject", "same bytes as the Codex row");
      expect(out).toMatchObject({ ok: true, to: "rejected" });
      const row = await db.prisma.calibrationRow.findUniqueOrThrow({ where: { id: r.rowId }, include: { ledger: true, rollout: true } });
      // the ledger and trajectory bytes are stored once per revision: the latest decision on this proposal is theirs
      expect([row.submissionState, row.ledger?.submissionState, row.rollout?.submissionState]).toEqual([
        "rejected",
        "rejected",
        "rejected",
      ]);
    });

    it.each([
      ["ledger", LEDGER],
      ["rollout", TRAJECTORY],
    ] as const)(
      "a %s uploaded on its own with the Codex row's bytes: the same blocking finding beside its Accept, refused until overridden",
      async (what, file) => {
        const up = await storeUpload(db.prisma, TASK, { kind: what, label: "a re-run", claimedScore: null }, read(file), contributor);
        const id = up?.kind === "ledger" ? up.ledgerId : up?.kind === "rollout" ? up.rolloutId : "";
        const artifact = what === "ledger" ? "ledger" : "trajectory";
        const sameBytes = expect.stringMatching(
          new RegExp(`^the ${artifact} has the same bytes as Codex CLI .*, labelled earlier instruction 0963eb1a…c3e1`),
        );
        // beside its Accept in the maintainer's list, and kept with the upload event
        const item = (await listSubmissions(db.prisma, TASK)).find((i) => i.id === id)!;
        expect([item.kind, item.state, item.findings]).toEqual([what, "submitted", [{ message: sameBytes, blocking: true }]]);
        const event = await db.prisma.uploadEvent.findFirstOrThrow({ where: { [what === "ledger" ? "ledgerId" : "rolloutId"]: id } });
        expect((event.outcome as { blocking: { message: string }[] }).blocking).toEqual([expect.objectContaining({ message: sameBytes })]);
        // the server refuses Accept (the route answers 409 for CONFLICT), then wants a reason for the override
        const ref = { taskId: TASK, kind: what, id };
        expect(await reviewSubmission(db.prisma, ref, "accept", null, maintainer)).toMatchObject({
          ok: false,
          code: "CONFLICT",
          message: expect.stringContaining(`blocked: the ${artifact} has the same bytes`),
        });
        expect(await reviewSubmission(db.prisma, ref, "accept", null, maintainer, { override: true })).toMatchObject({
          ok: false,
          code: "INVALID",
          field: "reason",
        });
        const accepted = await reviewSubmission(db.prisma, ref, "accept", "the contributor re-ran it", maintainer, { override: true });
        expect(accepted).toMatchObject({ ok: true, to: "accepted" });
        const log = await db.prisma.auditLog.findFirstOrThrow({ where: { target: `${what}:${id}` } });
        expect((log.details as { overridden?: string[] }).overridden).toEqual([sameBytes]);
      },
    );

    it("a ledger or trajectory whose bytes no row cites is accepted without an override", async () => {
      // the same trajectory with one more line: other bytes than any stored file
      const other = read(TRAJECTORY);
      other.bytes = new Uint8Array([...other.bytes, ...new TextEncoder().encode("\n")]);
      const up = await storeUpload(db.prisma, TASK, { kind: "rollout", label: "fresh", claimedScore: null }, other, contributor);
      const id = up?.kind === "rollout" ? up.rolloutId : "";
      expect((await listSubmissions(db.prisma, TASK)).find((i) => i.id === id)?.findings).toEqual([]);
      expect(await reviewSubmission(db.prisma, { taskId: TASK, kind: "rollout", id }, "accept", null, maintainer)).toMatchObject({
        ok: true,
      });
    });

    it("every stored ledger and trajectory says where it came from: the CLI for the proposal's, the folder file for the folder's", async () => {
      const r = await resubmit();
      const stored = await db.prisma.ledger.findUniqueOrThrow({ where: { id: r.ledger.id }, select: { origin: true, source: true } });
      // origin keeps its meaning for every reader of it; the channel is the new column
      expect(stored).toEqual({ origin: "upload", source: "upload (CLI)" });
      for (const ref of [
        { kind: "ledger" as const, id: r.ledger.id },
        { kind: "rollout" as const, id: r.trajectory!.id },
      ]) {
        const p = await getArtifactProvenance(db.prisma, TASK, ref);
        expect(p?.source).toEqual({ kind: "upload", text: "uploaded by the contributor (CLI)", claimedWhere: "by the contributor (CLI)" });
        expect(p?.claimedWhereByRow[r.rowId]).toBe("by the contributor (CLI)");
      }
      const folderRow = await db.prisma.calibrationRow.findFirstOrThrow({
        where: { revision: { taskId: TASK }, harness: { contains: "Codex" }, submissionState: null },
        select: { id: true, ledger: { select: { id: true, path: true } }, revision: { select: { source: true } } },
      });
      const folder = await getArtifactProvenance(db.prisma, TASK, { kind: "ledger", id: folderRow.ledger!.id });
      expect(folder?.source).toEqual({
        kind: "folder",
        text: `${folderRow.ledger!.path} in ${folderRow.revision.source}`,
        claimedWhere: "in the folder",
      });
      expect(folder?.claimedWhereByRow[folderRow.id]).toBe("in scores.md");
      // a thing of another task is not found through this one
      expect(await getArtifactProvenance(db.prisma, "demo-shapes-activity", { kind: "ledger", id: r.ledger.id })).toBeNull();
    });

    it("the Antigravity run sent as current: its log lists instruction.md at another size, so the gates never count it as current", async () => {
      const agy = cliRow({ harness: "Antigravity", model: "Gemini 3.6 Flash", harnessVersion: "" });
      const files = {
        ledger: read("calibration/rollouts/ledgers/antigravity-gemini-3.6-flash-high.json"),
        trajectory: read("calibration/rollouts/antigravity-gemini-3.6-flash-high.jsonl"),
      };
      const r = (await submitRow(db.prisma, TASK, agy, files, contributor))!;
      expect(r.blocking.map((f) => f.code)).toContain("instruction_differs");
      const accepted = await decideRow(r.rowId, "accept", "counted on purpose", { override: true });
      expect(accepted).toMatchObject({ ok: true });
      // accepted and claiming the shipped hash, yet the gate reads the log: another instruction, measured
      const gates = evaluateGates(gateFactsOf((await getTaskOverview(db.prisma, TASK))!.revision));
      const parity = gates.find((x) => x.id === "instruction-parity")!;
      expect(parity.evidence.filter((e) => e.rowId === r.rowId).map((e) => [e.kind, e.grade])).toEqual([["problem", "measured"]]);
      expect(parity.evidence.find((e) => e.rowId === r.rowId)?.text).toContain("6887 B");
      expect(parity.outcome).toBe("fail");
    });

    it("a CLI row without notes reads back without an unreadable-value finding (notes kept out of cells, the claim as typed)", async () => {
      const r = await resubmit();
      const stored = await db.prisma.calibrationRow.findUniqueOrThrow({ where: { id: r.rowId } });
      // at the source: the stored cells are text only, no null for the absent notes
      expect(Object.entries(stored.cells as Record<string, unknown>).filter(([, v]) => typeof v !== "string")).toEqual([]);
      const shown = readRowJson(stored);
      expect(shown.findings.filter((f) => f.code === "stored_value_unreadable")).toEqual([]);
      expect(shown.cells).toMatchObject({ harness: "Codex CLI", claimedScore: "0.0938", claimedTurns: "88", wrapped: "false" });
      expect(shown.cells).not.toHaveProperty("notes");
      expect(stored.sourceFile).toBe("submission (CLI)");
    });
  });
}
