// Integration (PGlite, and Postgres when DATABASE_URL is set), a real git repository and the real
// bubblewrap sandbox: the dashboard's "Import from git" job runs a never-seen family's own
// verifier on the newest imported revision (issue 31: every import path, not only the PR job and
// archive uploads), and runs nothing for a family a port scores.
//
// Expected rewards are the fixture's, derived by hand in lib/judges/store/__tests__/own-verifier-job.test.ts:
// the oracle equals the ground truth (F1 = 1), the emptied oracle predicts nothing (F1 = 0), the
// Codex ledger matches 1 of 4 expected events with 2 predictions (F1 = 2/6).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import type { Database } from "../../db/client";
import { makeTaskRepo, TASK_PATH, type TaskRepo } from "../__tests__/make-task-repo";
import type { JobContext } from "../../jobs/types";
import { probeSandbox } from "../../sandbox/probe";
import { assembleVerifierTask } from "../../judges/store/__tests__/verifier-fixtures";
import { runGitImportJob } from "./git-import-job";

const NEW_FAMILY_PATH = "tasks/new/verifier-fine";

function contextOf(db: Database, messages: string[]): JobContext {
  return {
    runId: "git-import-test",
    revisionId: null,
    actorId: null,
    progress: (_f, m) => void (m && messages.push(m)),
    setFindings: () => {},
    signal: new AbortController().signal,
    db,
  };
}

describe.skipIf(!probeSandbox().ok)("import:git runs a never-seen family's own verifier", () => {
  let newFamily: TaskRepo;
  let ported: TaskRepo;
  const temps: string[] = [];
  beforeAll(() => {
    const folder = assembleVerifierTask("fine");
    temps.push(path.dirname(folder));
    newFamily = makeTaskRepo(
      [
        [
          "Add a task of a new family",
          (taskDir) => {
            fs.rmSync(taskDir, { recursive: true, force: true });
            fs.cpSync(folder, taskDir, { recursive: true });
          },
        ],
        ["Instruction: one more line", (taskDir) => fs.appendFileSync(path.join(taskDir, "instruction.md"), "\nAnswer briefly.\n")],
      ],
      { taskPath: NEW_FAMILY_PATH },
    );
    ported = makeTaskRepo();
  });
  afterAll(() => {
    newFamily?.cleanup();
    ported?.cleanup();
    for (const t of temps) fs.rmSync(t, { recursive: true, force: true });
  });

  for (const kind of testDatabaseKinds()) {
    describe(kind.name, () => {
      let db: Database & { drop(): Promise<void> };
      beforeAll(async () => {
        db = await kind.open();
      });
      afterAll(async () => db?.drop());

      it("scores the newest revision's oracle, empty submission and ledger; one run per import", async () => {
        const messages: string[] = [];
        const r = await runGitImportJob(
          { source: newFamily.dir, ref: "main", folder: NEW_FAMILY_PATH, salvageSpec: false },
          contextOf(db, messages),
        );
        expect(r.commits.map((c) => c.outcome)).toEqual(["new", "new"]);
        expect(r.verifierRunId).toBeTruthy();
        const run = await db.prisma.jobRun.findUniqueOrThrow({ where: { id: r.verifierRunId! } });
        expect([run.kind, run.status, run.revisionId]).toEqual(["task-judge", "succeeded", r.commits[1].revisionId]);
        const results = run.results as { headline: string; ledgers: { reward: number }[] };
        expect(results.headline).toBe("scored 3 of 3 submissions (oracle 1.000, empty 0.000)");
        expect(results.ledgers.map((l) => l.reward).sort()).toEqual([0, 2 / 6, 1].sort());
        // the older commit's revision is not run (its page offers the button)
        expect(await db.prisma.jobRun.count({ where: { kind: "task-judge" } })).toBe(1);
        expect(messages.some((m) => m.startsWith("running the task's own verifier"))).toBe(true);

        // re-importing adds no revision and runs nothing again
        const again = await runGitImportJob(
          { source: newFamily.dir, ref: "main", folder: NEW_FAMILY_PATH, salvageSpec: false },
          contextOf(db, []),
        );
        expect(again.verifierRunId).toBeNull();
        expect(await db.prisma.jobRun.count({ where: { kind: "task-judge" } })).toBe(1);
      });

      it("runs no verifier for a family a port scores", async () => {
        const r = await runGitImportJob({ source: ported.dir, ref: "main", folder: TASK_PATH, salvageSpec: false }, contextOf(db, []));
        expect(r.commits.every((c) => c.outcome === "new")).toBe(true);
        expect(r.verifierRunId).toBeNull();
        expect(
          await db.prisma.jobRun.count({ where: { kind: "task-judge", revisionId: { in: r.commits.map((c) => c.revisionId!) } } }),
        ).toBe(0);
      });
    });
  }
});
