// A git repository made by the tests themselves: the bundled demo task under
// tasks/demo/demo-shapes-activity, committed three times the way a PR evolves (as in the seed
// threads): the task, a one-hunk instruction edit, a ground-truth event moved in time.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const DEMO_TASK = "demo-shapes-activity";
export const TASK_PATH = `tasks/demo/${DEMO_TASK}`;
const SOURCE = path.resolve(import.meta.dirname, "../../../prisma/fixtures/tasks", DEMO_TASK);

export interface TaskRepo {
  dir: string;
  commits: string[];
  git(...args: string[]): string;
  cleanup(): void;
}

type Step = (taskDir: string) => void;

/** Commit 2: one hunk in instruction.md (the thread's "single @@" shape). */
export const editInstruction: Step = (taskDir) => {
  const p = path.join(taskDir, "steps/solve/instruction.md");
  const text = fs.readFileSync(p, "utf8");
  const lines = text.split("\n");
  lines.splice(Math.floor(lines.length / 2), 0, "", "Report every action you can see, even a brief one.");
  fs.writeFileSync(p, lines.join("\n"));
};

/** Commit 3: the third gold action moved 48 frames (2 s at 24 fps) later, oracle kept in step. */
export const moveGoldEvent: Step = (taskDir) => {
  for (const rel of ["steps/solve/tests/gt.json", "steps/solve/solution/oracle.json", "calibration/rollouts/oracle.solution.json"]) {
    const p = path.join(taskDir, rel);
    const doc = JSON.parse(fs.readFileSync(p, "utf8")) as { actions: Array<{ start_frame: number; end_frame: number }> };
    doc.actions[2].start_frame += 48;
    doc.actions[2].end_frame += 48;
    fs.writeFileSync(p, JSON.stringify(doc, null, 2) + "\n");
  }
};

export const THREE_COMMITS: Array<[string, Step]> = [
  ["Add the demo task", () => undefined],
  ["Instruction: ask for brief actions too", editInstruction],
  ["Ground truth: re-time action 3", moveGoldEvent],
];

/** `parent`: where the repository folder is made (default: the system temp dir); `taskPath`: the folder inside it. */
export function makeTaskRepo(steps: Array<[string, Step]> = THREE_COMMITS, opts: { parent?: string; taskPath?: string } = {}): TaskRepo {
  const dir = fs.mkdtempSync(path.join(opts.parent ?? os.tmpdir(), "vbench-git-"));
  const git = (...args: string[]) =>
    execFileSync(
      "git",
      [
        "-c",
        "user.name=Test Contributor",
        "-c",
        "user.email=contributor@example.test",
        "-c",
        "init.defaultBranch=main",
        "-c",
        "commit.gpgsign=false",
        ...args,
      ],
      {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, GIT_AUTHOR_DATE: "2026-08-27T10:00:00Z", GIT_COMMITTER_DATE: "2026-08-27T10:00:00Z" },
      },
    ).trim();
  git("init", "-q");
  const taskDir = path.join(dir, opts.taskPath ?? TASK_PATH);
  fs.mkdirSync(path.dirname(taskDir), { recursive: true });
  fs.cpSync(SOURCE, taskDir, { recursive: true });
  fs.writeFileSync(path.join(dir, "README.md"), "benchmark repository\n");
  const commits: string[] = [];
  for (const [message, step] of steps) {
    step(taskDir);
    git("add", "-A");
    git("commit", "-q", "-m", message);
    commits.push(git("rev-parse", "HEAD"));
  }
  return { dir, commits, git, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
