// Integration (PGlite always; Postgres when DATABASE_URL names one): the gate facts as the task
// page, the status route and the PR comment read them from a real database — the bundled tasks'
// verdicts as the seed threads reached them, the scorer-audit gates fed by a real "audit:suite" job,
// and a row demoted by its own stored trajectory (answer-key access) whose instruction hash the
// trajectory proves.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { renderReviewComment } from "../../export";
import { evaluateGates } from "../evaluate-gates";
import type { Gate, GateFacts, GateId } from "../types";
import { createJobSystem, type JobSystem } from "../../jobs/job-system";
import type { JobRunView } from "../../jobs/types";
import { claudeInit, claudeResult, claudeTool, claudeUser, encodeLines } from "../../rollouts/__fixtures__/hand-made";
import { summarizeTrajectory } from "../../rollouts/summarize-trajectory";
import { AUDIT_JOB_KIND } from "../../audits/store/audit-job-params";
import { JOB_KINDS } from "../../job-kinds/table";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { uploadAuditContext } from "../../rollouts/store/upload-audit-context";
import { gateFactsOf, gateFactsWithAudits } from "./gate-facts";
import { reviewCommentInputWithSections } from "../../reviews/review-comment-sections";

const FIXTURES = path.resolve("prisma/fixtures/tasks");
const FG = "flightgear-atc-clearance-compliance-ledger";
const EGO = "egocentric-activity-understanding";

// no limit of its own: vitest's hookTimeout is the safety net (a fixed limit failed under load)
async function until(jobs: JobSystem, id: string): Promise<JobRunView> {
  for (;;) {
    const run = await jobs.get(id);
    if (run && ["succeeded", "failed", "cancelled"].includes(run.status)) return run;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const outcomes = (gates: Gate[]) => Object.fromEntries(gates.map((g) => [g.id, g.outcome])) as Record<GateId, string>;
const gate = (gates: Gate[], id: GateId) => gates.find((g) => g.id === id)!;

for (const kind of testDatabaseKinds()) {
  describe(`gate facts from the database on ${kind.name}`, () => {
    let db: Database & { drop(): Promise<void> };
    let jobs: JobSystem;
    // the facts as the import left them, read before the audit job below runs
    let beforeAudits: { fg: GateFacts; ego: GateFacts; egoRollouts: unknown[] };
    // the one audit:suite job (the 29,100-probe sweep) every test reads, run once here: inside a
    // test it made that test as slow as the sweep under load, and later tests depended on it
    let auditRun: JobRunView;
    const overview = async (id: string) => (await getTaskOverview(db.prisma, id))!;
    beforeAll(async () => {
      db = await kind.open();
      for (const id of [FG, EGO]) {
        const r = await importTaskFolder(db.prisma, path.join(FIXTURES, id), { sourceKind: "fixture", salvageSpec: true });
        if (!r.ok) throw new Error(JSON.stringify(r.errors));
      }
      jobs = await createJobSystem(db, { kinds: JOB_KINDS, heartbeatMs: 200, workerId: `gate-facts-test-${kind.name}` });
      await jobs.startWorker();
      const ego = await overview(EGO);
      beforeAudits = {
        fg: await gateFactsWithAudits(db.prisma, (await overview(FG)).revision),
        ego: await gateFactsWithAudits(db.prisma, ego.revision),
        egoRollouts: ego.revision.rollouts,
      };
      const { revision } = await overview(FG);
      const queued = await jobs.enqueue(AUDIT_JOB_KIND, { audits: ["omission", "probes"] }, { revisionId: revision.id });
      auditRun = await until(jobs, queued.id);
    });
    afterAll(async () => {
      await jobs?.stop();
      await db?.drop();
    });

    it("FlightGear and egocentric keep the seed threads' verdicts; no bundled trajectory demotes a row; audits not run yet", async () => {
      const fgFacts = beforeAudits.fg;
      expect(fgFacts.rows.filter((r) => (r.demotedBy?.length ?? 0) > 0)).toEqual([]);
      const fgGates = evaluateGates(fgFacts);
      // the thread: Codex and Antigravity are earlier-instruction evidence (parity fails, coverage
      // misses them); the native Claude row's only ledger is a bare array the judge rejected and its
      // trajectory is a release asset, so strong agents, turns and integrity stand on nothing measured;
      // the SPEC card's duration and resolution are claims until ffprobe measures the file
      expect(outcomes(fgGates)).toMatchObject({
        "media-duration": "claimed",
        "media-resolution": "claimed",
        "harness-coverage": "fail",
        "instruction-parity": "fail",
        "agent-below-bar": "insufficient",
        "agent-turns": "insufficient",
        "trajectory-integrity": "insufficient",
        "shortcut-probes-below-bar": "insufficient",
        "omission-never-helps": "insufficient",
      });
      const claude = fgFacts.rows.find((r) => r.condition === "full" && r.status === "official")!;
      expect(claude.recomputedRejected).toBe("top-level object must contain clearances");
      expect(gate(fgGates, "agent-below-bar").evidence.find((e) => e.rowId === claude.id)).toMatchObject({
        kind: "unknown",
        grade: "rejected",
      });
      expect(claude.trajectory?.state).toBe("absent");
      expect(gate(fgGates, "agent-turns").evidence.find((e) => e.rowId === claude.id)).toMatchObject({ kind: "unknown", grade: "absent" });
      expect(gate(fgGates, "trajectory-integrity").evidence.find((e) => e.rowId === claude.id)).toMatchObject({
        kind: "unknown",
        grade: "absent",
      });
      expect(gate(fgGates, "omission-never-helps").evidence).toEqual([
        { kind: "unknown", grade: "absent", text: "not run yet: no finished audit run for this revision", numbers: {} },
      ]);
      // the two bundled logs record no prompt: parity reads the scores.md claims, unless the log shows the
      // instruction otherwise (Antigravity lists instruction.md at 6887 B, the shipped file is 7407 B: measured)
      expect(fgFacts.rows.filter((r) => r.provenInstruction)).toEqual([]);
      expect(
        gate(fgGates, "instruction-parity")
          .evidence.map((e) => e.text)
          .slice(0, 3),
      ).toEqual([
        "Codex CLI / GPT-5.6 Sol (full, earlier instruction): ran 0963eb1a…c3e1 (claimed in scores.md), not the shipped a970d16d…11e4; it would count toward the strong-agent gates: re-run it or record a waiver",
        "Claude Code / Claude Opus 4.8 (full): current instruction a970d16d…11e4 (claimed in scores.md)",
        expect.stringMatching(
          /^Antigravity \/ Gemini 3\.6 Flash High \(full, earlier instruction\): the trajectory shows another instruction .*instruction\.md was 6887 B .*\(7407 B\); it would count toward the strong-agent gates/,
        ),
      ]);

      const egoGates = evaluateGates(beforeAudits.ego);
      // the thread: Codex ran an older prompt, Claude is a salvaged diagnostic, Antigravity pending (no
      // official full row at all); no-media is constructed, frame-dump pending
      expect(outcomes(egoGates)).toMatchObject({
        "harness-coverage": "fail",
        ablations: "fail",
        "agent-below-bar": "insufficient",
        "shortcut-probes-below-bar": "insufficient",
        "omission-never-helps": "insufficient",
      });
      expect(beforeAudits.egoRollouts).toEqual([]);
    });

    it("a finished audit:suite job feeds the audit gates with the thread's numbers; the PR comment shows them", async () => {
      const { revision } = await overview(FG);
      expect(auditRun.status, auditRun.error ?? "").toBe("succeeded");

      const gates = evaluateGates(await gateFactsWithAudits(db.prisma, revision));
      const probes = gate(gates, "shortcut-probes-below-bar");
      expect(probes.outcome).toBe("pass");
      expect(probes.evidence[0]).toMatchObject({ kind: "ok", numbers: { probes: 29_100, max: 0, aboveBar: 0, bar: 0.1 } });
      expect(probes.evidence[0].text).toMatch(
        /^flightgear-atc-clearance-compliance-ledger@cbfc22d: 29100 video-free probes, max 0\.0000 \(.*\) < 0\.1000/,
      );

      const omission = gate(gates, "omission-never-helps");
      expect(omission.outcome).toBe("fail"); // Codex 0.0938 -> 0.3291 crosses the strong-agent bar
      const codex = omission.evidence.find((e) => e.text.includes("0.0938 → 0.3291"))!;
      expect(codex).toMatchObject({ kind: "problem", numbers: { base: 0.0938, retained: 45, withheldMatched: 20 } });
      expect(codex.text).toMatch(/45 of \d+ retained \(exact\): withholding alone lifts it over the 0\.1000 strong-agent bar/);
      const host = omission.evidence.find((e) => e.text.includes("0.6060 → 0.6594"))!;
      expect(host).toMatchObject({ kind: "warning", numbers: { retained: 60, withheldMatched: 5 } });

      const markdown = renderReviewComment(await reviewCommentInputWithSections(db.prisma, await overview(FG)));
      const section = markdown.slice(markdown.indexOf("**❌ fail: Withholding predictions never raises the score**"));
      expect(section).toContain("Threshold: no stored ledger scores higher with some of its matched answers withheld");
      expect(section).toMatch(/- ❌ .*0\.0938 → 0\.3291 by withholding 20 matched answers, 45 of \d+ retained/);
      expect(section).toMatch(/0\.6060 → 0\.6594 by withholding 5 matched answers, 60 of \d+ retained/);
      expect(markdown).toMatch(/Shortcut probes stay below the strong-agent bar/);
      expect(markdown).toMatch(/29100 video-free probes, max 0\.0000/);
    });

    it("a newer run that failed is named, and the finished one still decides", async () => {
      const { revision } = await overview(FG);
      const failed = await db.prisma.jobRun.create({
        data: { kind: AUDIT_JOB_KIND, revisionId: revision.id, params: { audits: ["omission"] }, status: "failed", error: "worker lost" },
      });
      try {
        const facts = await gateFactsWithAudits(db.prisma, revision);
        expect(facts.audits).toMatchObject({ newerRunStatus: "failed", unreadable: null });
        expect(facts.audits?.latest?.omissionRan).toBe(true);
        expect(gate(evaluateGates(facts), "omission-never-helps").outcome).toBe("fail");
        // another revision's audits never count: egocentric has none
        const ego = await gateFactsWithAudits(db.prisma, (await overview(EGO)).revision);
        expect(ego.audits).toEqual({ latest: null, newerRunStatus: null, unreadable: null });
      } finally {
        // the other tests read the database as beforeAll left it
        await db.prisma.jobRun.delete({ where: { id: failed.id } });
      }
    });

    it("a stored trajectory that reads the answer key demotes its row; its first user message proves the instruction", async () => {
      const { revision } = await overview(FG);
      const instruction = readFileSync(path.join(FIXTURES, FG, "steps/solve/instruction.md"), "utf8");
      const bytes = encodeLines([
        claudeInit(),
        claudeUser(instruction),
        ...claudeTool("Bash", { command: "cat /workspace/steps/solve/tests/ground_truth.json" }),
        ...claudeTool("Bash", { command: "ffmpeg -ss 0 -t 60 -i /workspace/materials/flight.mp4 -vf fps=1 /tmp/f_%03d.png" }),
        claudeResult(),
      ]);
      const summary = summarizeTrajectory(bytes, await uploadAuditContext(db.prisma, revision.id, "claude-rerun.jsonl"));
      const rollout = await db.prisma.rollout.create({
        data: {
          revisionId: revision.id,
          path: "calibration/rollouts/claude-rerun.jsonl",
          origin: "upload",
          raw: Buffer.from(bytes),
          sha256: createHash("sha256").update(bytes).digest("hex"),
          byteLength: bytes.byteLength,
          format: summary.format,
          toolCallTurns: summary.toolCalls,
          summary: JSON.parse(JSON.stringify(summary)),
        },
      });
      const claude = revision.rows.find((r) => r.status === "official" && r.condition === "full" && r.harness.startsWith("Claude Code"))!;
      const linkedBefore = claude.rollout?.id ?? null;
      await db.prisma.calibrationRow.update({ where: { id: claude.id }, data: { rolloutId: rollout.id } });
      try {
        const { revision: now } = await overview(FG);
        const facts = gateFactsOf(now);
        const row = facts.rows.find((r) => r.id === claude.id)!;
        expect(row.demotedBy?.map((d) => [d.kind, d.rolloutPath])).toEqual([
          ["answer_key_access", "calibration/rollouts/claude-rerun.jsonl"],
        ]);
        const step = summary.firstUserMessage!.step;
        expect(row.provenInstruction).toEqual({
          sha256: now.instructionSha256,
          step,
          rolloutPath: "calibration/rollouts/claude-rerun.jsonl",
        });

        const gates = evaluateGates(facts);
        expect(gate(gates, "trajectory-integrity").outcome).toBe("fail");
        // the row is still listed, with why it does not count; nothing else counts for Claude Code now
        const coverage = gate(gates, "harness-coverage").evidence.filter((e) => e.text.startsWith("Claude Code:"));
        expect(coverage.map((e) => e.kind)).toEqual(["missing", "note"]);
        expect(coverage[1].text).toMatch(/^Claude Code: .* is official but its trajectory shows .*\(step \d+\), does not count$/);
        expect(gate(gates, "agent-below-bar").evidence.find((e) => e.rowId === claude.id)?.text).toMatch(
          /is official but does not count: its trajectory shows/,
        );
        expect(gate(gates, "instruction-parity").evidence.find((e) => e.rowId === claude.id)?.text).toMatch(
          new RegExp(`current instruction .* \\(proven from trajectory step ${step}\\)$`),
        );
      } finally {
        // the other tests read the database as beforeAll left it
        await db.prisma.calibrationRow.update({ where: { id: claude.id }, data: { rolloutId: linkedBefore } });
        await db.prisma.rollout.delete({ where: { id: rollout.id } });
      }
    });
  });
}
