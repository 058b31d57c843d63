// Integration (PGlite and Postgres): the task-judge job on the imported demo task, end to end
// through the job system: every ledger scored by the task's own Python judge in the sandbox and
// stored as a ScoreRun under task:<hash>; the cross-check agrees with the TypeScript port on every
// ledger; a deliberately changed copy of the judge disagrees; a hostile judge ends as a stored
// result with its reason, never a failed server call.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../../../db/__tests__/test-databases";
import type { Database } from "../../../db/client";
import { probeSandbox } from "../../../sandbox/probe";
import { untilFinished, useJobSystem } from "./job-harness";
import { importTaskFolder } from "../../../importers/store/import-task-folder";
import { crossCheckRevision } from "../task-judge-cross-check";
import { TASK_JUDGE_KIND } from "../task-judge-params";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const FIXTURE_JUDGES = path.resolve("lib/sandbox/__fixtures__/judges");

// a copy of the demo task whose verifier is changed (or replaced): a new revision of its own task
function variant(name: string, change: (testsDir: string) => void): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vbench-task-judge-")), name);
  fs.cpSync(DEMO, dir, {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}media${path.sep}`) && !src.endsWith(`${path.sep}media`),
  });
  change(path.join(dir, "steps/solve/tests"));
  return dir;
}

async function revisionOf(db: Database, taskId: string) {
  return db.prisma.taskRevision.findFirstOrThrow({
    where: { taskId },
    orderBy: { importedAt: "desc" },
    select: { id: true, _count: { select: { ledgers: true } } },
  });
}

describe.skipIf(!probeSandbox().ok)("task-judge job", () => {
  for (const kind of testDatabaseKinds()) {
    describe(kind.name, () => {
      const h = useJobSystem(kind);

      it("scores every demo ledger with the task's own judge and agrees with the TypeScript port", async () => {
        expect((await importTaskFolder(h.db.prisma, DEMO)).ok).toBe(true);
        const rev = await revisionOf(h.db, "demo-shapes-activity");
        const queued = await h.jobs.enqueue(TASK_JUDGE_KIND, { revisionId: rev.id }, { revisionId: rev.id, actorId: "maintainer-1" });
        const run = await untilFinished(h.jobs, queued.id);
        expect(run.status).toBe("succeeded");
        const results = run.results as {
          judgeId: string;
          ledgers: { status: string; path: string }[];
          crossCheck: { portJudgeId: string; compared: number; differ: number; finding: string };
        };
        expect(results.judgeId).toMatch(/^task:[0-9a-f]{12}$/);
        expect(results.ledgers).toHaveLength(rev._count.ledgers);
        expect(results.ledgers.every((l) => l.status === "scored")).toBe(true);
        expect(results.crossCheck).toMatchObject({
          portJudgeId: "egocentric-activity-understanding@e25513b",
          compared: rev._count.ledgers,
          differ: 0,
        });
        expect(results.crossCheck.finding).toBe(
          `the PR's judge (${results.judgeId}) agrees with egocentric-activity-understanding@e25513b on all ${rev._count.ledgers} ledgers`,
        );
        const runs = await h.db.prisma.scoreRun.findMany({
          where: { judgeId: results.judgeId, ledger: { revisionId: rev.id } },
          select: { rewardValue: true, ledger: { select: { path: true } } },
        });
        expect(runs).toHaveLength(rev._count.ledgers);
        expect(runs.find((r) => r.ledger.path.endsWith("oracle.solution.json"))?.rewardValue).toBe(1);
        // re-running stores over the same rows (one ScoreRun per ledger and judge)
        await untilFinished(h.jobs, (await h.jobs.enqueue(TASK_JUDGE_KIND, { revisionId: rev.id }, { revisionId: rev.id })).id);
        // (on this revision: another test's variant of the demo may run the same judge on a task of its own)
        expect(await h.db.prisma.scoreRun.count({ where: { judgeId: results.judgeId, ledger: { revisionId: rev.id } } })).toBe(
          rev._count.ledgers,
        );
      });

      it("a deliberately changed judge (13-frame tolerance) disagrees, and says on how many ledgers", async () => {
        const dir = variant("demo-changed-judge", (tests) => {
          const judge = path.join(tests, "judge.py");
          fs.writeFileSync(judge, fs.readFileSync(judge, "utf8").replace("TOLERANCE = 12", "TOLERANCE = 13"));
        });
        h.temps.push(dir);
        expect((await importTaskFolder(h.db.prisma, dir)).ok).toBe(true);
        const rev = await revisionOf(h.db, "demo-changed-judge");
        const run = await untilFinished(h.jobs, (await h.jobs.enqueue(TASK_JUDGE_KIND, { revisionId: rev.id }, { revisionId: rev.id })).id);
        expect(run.status).toBe("succeeded");
        const r = run.results as { judgeId: string };
        const cross = await crossCheckRevision(h.db.prisma, rev.id, r.judgeId);
        // every ledger still compares; the reported frame_tolerance alone differs on each
        expect(cross.compared).toBe(rev._count.ledgers);
        expect(cross.differ).toBe(rev._count.ledgers);
        expect(cross.ledgers[0].agreement).toMatchObject({ kind: "differ", path: "frame_tolerance" });
        expect(cross.finding).toBe(
          `the PR's judge (${r.judgeId}) differs from egocentric-activity-understanding@e25513b on ${rev._count.ledgers} of ${rev._count.ledgers} ledgers`,
        );
        // besides the instruction's worked example scored as a submission (an info, lib/contract/verifier-source.ts)
        const findings = (run.findings ?? []) as { code: string }[];
        expect(findings.filter((f) => f.code !== "verifier-example-scored")).toEqual([
          expect.objectContaining({ code: "task-judge-differs", gatesUse: "egocentric-activity-understanding@e25513b" }),
        ]);
      });

      it("a crashing verifier is a stored result with its reason and stderr tail, and a finding", async () => {
        const dir = variant("demo-crashing-judge", (tests) => {
          fs.copyFileSync(path.join(FIXTURE_JUDGES, "crash/judge.py"), path.join(tests, "judge.py"));
          fs.copyFileSync(path.join(FIXTURE_JUDGES, "crash/test.sh"), path.join(tests, "test.sh"));
        });
        h.temps.push(dir);
        expect((await importTaskFolder(h.db.prisma, dir)).ok).toBe(true);
        const rev = await revisionOf(h.db, "demo-crashing-judge");
        const run = await untilFinished(h.jobs, (await h.jobs.enqueue(TASK_JUDGE_KIND, { revisionId: rev.id }, { revisionId: rev.id })).id);
        // it scored nothing: the run fails saying so, never "succeeded"
        expect(run.status).toBe("failed");
        expect(run.error).toMatch(/^ran, scored nothing: 0 of \d+ submissions scored \(crashed on \d+ of \d+ submissions/);
        const judgeId = (
          await h.db.prisma.judgePairing.findFirstOrThrow({ where: { revisionId: rev.id, judgeId: { startsWith: "task:" } } })
        ).judgeId;
        const stored = await h.db.prisma.scoreRun.findMany({
          where: { judgeId },
          select: { reward: true, rewardValue: true, reason: true },
        });
        expect(stored).toHaveLength(rev._count.ledgers);
        for (const s of stored) {
          expect(s.reward).toEqual({ reward: null, status: "crashed" });
          expect(s.rewardValue).toBe(0);
          expect(s.reason).toMatch(
            /^crashed: the verifier exited 1 without a reward; stderr: ValueError: ground truth has 0 events\n--- stderr \(tail\) ---\nTraceback/,
          );
        }
        // a crash is a verdict of reward 0: it agrees with the port only where the port gives 0
        const cross = await crossCheckRevision(h.db.prisma, rev.id, judgeId);
        expect(cross.compared).toBe(rev._count.ledgers);
        expect(cross.ledgers.filter((l) => l.agreement.kind === "agree").every((l) => l.portReward === 0)).toBe(true);
        expect(cross.differ).toBeGreaterThan(0);
      });

      // finding 8: a NUL (and a lone surrogate) in reward.json failed the whole job with 22P05
      it("a reward.json with NUL and a lone surrogate in strings and keys is stored, every ledger scored", async () => {
        const dir = variant("demo-nul-judge", (tests) => {
          fs.writeFileSync(
            path.join(tests, "judge.py"),
            'import json, sys\nwith open(sys.argv[2] + "/reward.json", "w") as f:\n    json.dump({"reward": 0.25, "detail": "a\\u0000b", "k\\u0000": "\\ud800"}, f)\n',
          );
          fs.copyFileSync(path.join(FIXTURE_JUDGES, "crash/test.sh"), path.join(tests, "test.sh"));
        });
        h.temps.push(dir);
        expect((await importTaskFolder(h.db.prisma, dir)).ok).toBe(true);
        const rev = await revisionOf(h.db, "demo-nul-judge");
        const run = await untilFinished(h.jobs, (await h.jobs.enqueue(TASK_JUDGE_KIND, { revisionId: rev.id }, { revisionId: rev.id })).id);
        expect(run.status).toBe("succeeded");
        const results = run.results as { judgeId: string; ledgers: { status: string }[] };
        expect(results.ledgers.map((l) => l.status)).toEqual(Array(rev._count.ledgers).fill("scored"));
        const stored = await h.db.prisma.scoreRun.findMany({
          where: { judgeId: results.judgeId },
          select: { reward: true, rewardValue: true },
        });
        expect(stored).toHaveLength(rev._count.ledgers);
        for (const s of stored) {
          expect(s.rewardValue).toBe(0.25);
          expect(s.reward).toEqual({ reward: 0.25, detail: "a\u2400b", "k\u2400": "\ufffd" });
        }
      });

      it("a ledger whose result the database refuses is that ledger's storage-error; the others are scored", async () => {
        const dir = variant("demo-refused-store", () => {});
        h.temps.push(dir);
        expect((await importTaskFolder(h.db.prisma, dir)).ok).toBe(true);
        const rev = await revisionOf(h.db, "demo-refused-store");
        const refusal = new Error("Invalid `prisma.scoreRun.upsert()` invocation:\nunsupported Unicode escape sequence (22P05)");
        const spy = vi.spyOn(h.db.prisma.scoreRun, "upsert").mockRejectedValueOnce(refusal);
        try {
          const run = await untilFinished(
            h.jobs,
            (await h.jobs.enqueue(TASK_JUDGE_KIND, { revisionId: rev.id }, { revisionId: rev.id })).id,
          );
          expect(run.status).toBe("succeeded");
          const results = run.results as { judgeId: string; ledgers: { status: string; reason: string }[] };
          expect(results.ledgers.filter((l) => l.status === "storage-error")).toEqual([
            {
              ...results.ledgers.find((l) => l.status === "storage-error"),
              reason: expect.stringMatching(/^storage-error: .*\(unsupported Unicode escape sequence \(22P05\)\)$/),
            },
          ]);
          expect(results.ledgers.filter((l) => l.status === "scored")).toHaveLength(rev._count.ledgers - 1);
          const stored = await h.db.prisma.scoreRun.findMany({
            where: { judgeId: results.judgeId, ledger: { revisionId: rev.id } },
            select: { reward: true, reason: true },
          });
          expect(stored).toHaveLength(rev._count.ledgers);
          expect(stored.filter((r) => (r.reward as { status?: string }).status === "storage-error")).toHaveLength(1);
          expect(run.findings).toEqual(expect.arrayContaining([expect.objectContaining({ code: "task-judge-storage-error" })]));
        } finally {
          spy.mockRestore();
        }
      });

      it("a revision without a verifier fails the run with the reason", async () => {
        const dir = variant("demo-no-verifier", (tests) => {
          fs.rmSync(path.join(tests, "test.sh"));
          fs.rmSync(path.join(tests, "judge.py"));
        });
        h.temps.push(dir);
        expect((await importTaskFolder(h.db.prisma, dir)).ok).toBe(true);
        const rev = await revisionOf(h.db, "demo-no-verifier");
        const run = await untilFinished(h.jobs, (await h.jobs.enqueue(TASK_JUDGE_KIND, { revisionId: rev.id }, { revisionId: rev.id })).id);
        expect(run).toMatchObject({
          status: "failed",
          error: "ran, scored nothing: this revision carries no verifier of its own (no steps/solve/tests/test.sh)",
        });
      });
    });
  }
});
