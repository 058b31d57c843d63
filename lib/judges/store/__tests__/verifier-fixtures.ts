// Test-only: a task folder of a never-seen family (lib/sandbox/__fixtures__/verifiers/task) with
// one of the verifier fixtures laid into steps/solve/tests/: the shared events-judge.py unless the
// kind ships its own judge.py, the kind's test.sh, its task.toml when it has one, and without the
// files its `omit` list names (the missing-gt kind drops the ground truth).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const VERIFIER_FIXTURES = path.resolve(import.meta.dirname, "../../../sandbox/__fixtures__/verifiers");
export const VERIFIER_KINDS = ["fine", "bad-flag", "missing-gt", "crash", "timeout", "no-reward"] as const;
export type VerifierKind = (typeof VERIFIER_KINDS)[number];

/** A fresh folder named `verifier-<kind>` (the task id); the caller removes `path.dirname(result)`. */
export function assembleVerifierTask(kind: VerifierKind, change?: (dir: string) => void): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vbench-verifier-task-")), `verifier-${kind}`);
  fs.cpSync(path.join(VERIFIER_FIXTURES, "task"), dir, { recursive: true });
  const tests = path.join(dir, "steps/solve/tests");
  const own = path.join(VERIFIER_FIXTURES, kind);
  fs.copyFileSync(path.join(VERIFIER_FIXTURES, "events-judge.py"), path.join(tests, "judge.py"));
  for (const name of fs.readdirSync(own)) {
    if (name === "omit") continue;
    fs.copyFileSync(path.join(own, name), name === "task.toml" ? path.join(dir, name) : path.join(tests, name));
  }
  const omit = path.join(own, "omit");
  if (fs.existsSync(omit)) for (const name of fs.readFileSync(omit, "utf8").split("\n").filter(Boolean)) fs.rmSync(path.join(tests, name));
  change?.(dir);
  return dir;
}
