// Pure facts about a task's verifier: which stored files form tests/, the judge id their content
// names (`task:<sha256 prefix>`), where the ledger goes (from the instruction), and the verifier's
// time limit (from task.toml). No I/O.
import crypto from "node:crypto";
import { isSafeSolutionTarget } from "./bwrap-args";
import { isRecord } from "../input/is-record";
import { TASK_JUDGE_PREFIX } from "../judges/task-judge-id";

export { TASK_JUDGE_PREFIX, isTaskJudgeId } from "../judges/task-judge-id";

export const TESTS_PREFIX = "steps/solve/tests/";
export const DEFAULT_SOLUTION_TARGET = "/workspace/output/solution.json";

// the verifier's files keyed by their path under tests/, from (task-relative path, bytes) pairs
export function verifierFilesOf(files: Iterable<{ path: string; raw: Uint8Array }>): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const f of files)
    if (f.path.startsWith(TESTS_PREFIX) && f.path.length > TESTS_PREFIX.length) out.set(f.path.slice(TESTS_PREFIX.length), f.raw);
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// content hash over every file (path and bytes, length-prefixed so no two layouts collide)
export function taskJudgeId(files: ReadonlyMap<string, Uint8Array>): string {
  const h = crypto.createHash("sha256");
  for (const [p, bytes] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    h.update(`${Buffer.byteLength(p)}:${p}:${bytes.length}:`);
    h.update(bytes);
  }
  return TASK_JUDGE_PREFIX + h.digest("hex").slice(0, 12);
}

// the first /workspace/...json path the instruction tells the agent to write, else the default
export function solutionTargetOf(instruction: string): string {
  const write = /\b(?:write|save|put)\b[^\n`]*`(\/workspace\/[^`\s]+\.json)`/i.exec(instruction);
  const any = /`(\/workspace\/output\/[^`\s]+\.json)`/.exec(instruction);
  const found = write?.[1] ?? any?.[1];
  return found && isSafeSolutionTarget(found) ? found : DEFAULT_SOLUTION_TARGET;
}

// the [steps.verifier] table of the "solve" step (or the first step, or a top-level [verifier])
function verifierTableOf(taskToml: unknown): Record<string, unknown> {
  if (!isRecord(taskToml)) return {};
  const steps = Array.isArray(taskToml.steps) ? taskToml.steps.filter(isRecord) : [];
  const step = steps.find((s) => s.name === "solve") ?? steps[0];
  const table = step?.verifier ?? taskToml.verifier;
  return isRecord(table) ? table : {};
}

export function verifierTimeoutOf(taskToml: unknown): number | null {
  const v = verifierTableOf(taskToml).timeout_sec;
  return typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null;
}

// reward_range = [lo, hi]: finite, lo < hi; anything else is no declaration (the default [0, 1])
export function verifierRewardRangeOf(taskToml: unknown): [number, number] | null {
  const r = verifierTableOf(taskToml).reward_range;
  if (!Array.isArray(r) || r.length !== 2) return null;
  const [lo, hi] = r;
  return typeof lo === "number" && typeof hi === "number" && Number.isFinite(lo) && Number.isFinite(hi) && lo < hi ? [lo, hi] : null;
}
