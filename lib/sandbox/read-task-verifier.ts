// A task folder's verifier read straight from disk (the CLI works without a database): every file
// under steps/solve/tests/ (bounded, no symlinks followed), the ledger path from the instruction,
// the time limit from task.toml.
import fs from "node:fs";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { limitsForTask, type SandboxLimits } from "./limits";
import { DEFAULT_SOLUTION_TARGET, solutionTargetOf, taskJudgeId, verifierRewardRangeOf, verifierTimeoutOf } from "./verifier-files";

const MAX_FILE_BYTES = 100 * 1024 * 1024;

export interface FolderVerifier {
  judgeId: string;
  files: Map<string, Uint8Array>;
  solutionTarget: string;
  limits: SandboxLimits;
}

function walk(dir: string, rel: string, out: Map<string, Uint8Array>): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const r = rel ? `${rel}/${entry.name}` : entry.name;
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(abs, r, out);
    else if (entry.isFile()) {
      if (fs.statSync(abs).size > MAX_FILE_BYTES) throw new Error(`${abs}: larger than ${MAX_FILE_BYTES} bytes`);
      out.set(r, new Uint8Array(fs.readFileSync(abs)));
    } // symlinks and devices are not part of a verifier
  }
}

export function readFolderVerifier(taskDir: string): { ok: true; verifier: FolderVerifier } | { ok: false; reason: string } {
  const tests = path.join(taskDir, "steps/solve/tests");
  if (!fs.existsSync(path.join(tests, "test.sh")))
    return { ok: false, reason: `${tests}/test.sh not found: the task carries no verifier of its own` };
  const files = new Map<string, Uint8Array>();
  try {
    walk(tests, "", files);
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
  let instruction = "";
  try {
    instruction = fs.readFileSync(path.join(taskDir, "steps/solve/instruction.md"), "utf8");
  } catch {
    /* no instruction: the default ledger path */
  }
  let timeout: number | null = null;
  let rewardRange: [number, number] | null = null;
  try {
    const toml = parseToml(fs.readFileSync(path.join(taskDir, "task.toml"), "utf8"));
    timeout = verifierTimeoutOf(toml);
    rewardRange = verifierRewardRangeOf(toml);
  } catch {
    /* no or unreadable task.toml: the default limits */
  }
  return {
    ok: true,
    verifier: {
      judgeId: taskJudgeId(files),
      files,
      solutionTarget: instruction ? solutionTargetOf(instruction) : DEFAULT_SOLUTION_TARGET,
      limits: limitsForTask(timeout, undefined, rewardRange),
    },
  };
}
