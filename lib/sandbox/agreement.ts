// Does the task's own judge agree with a TypeScript port on one ledger? The parity rules of the
// judge-parity corpus (lib/judges/reward-compare.ts): the task's judge plays the reference, the
// port the re-implementation. Pure.
import { firstRewardDiff, writesDetailsObject } from "../judges/reward-compare";
import type { JudgeResult } from "../judges/types";
import type { JobRunView } from "../jobs/types";
import type { SandboxProbe } from "./probe";

export type Agreement =
  | { kind: "agree" }
  | { kind: "differ"; path: string; message: string }
  // the task's judge gave no verdict to compare (timeout, limits, sandbox) or the port could not run
  | { kind: "not-compared"; why: string };

export interface TaskJudgeVerdict {
  status: string;
  rewardObject: Record<string, unknown> | null;
  reason: string;
}

const PORT = "the port's reward";

export function agreementOf(
  portJudgeId: string,
  port: { ok: true; result: JudgeResult } | { ok: false; error: string },
  task: TaskJudgeVerdict,
): Agreement {
  if (!port.ok) return { kind: "not-compared", why: `the port could not score: ${port.error}` };
  if (task.status !== "scored" && task.status !== "crashed")
    return { kind: "not-compared", why: `the task's judge gave no verdict (${task.status})` };
  if (task.status === "crashed") {
    // a reference crash is a verdict of reward 0 (the parity rule for crashed originals)
    const r = port.result.reward.reward;
    return firstRewardDiff({ reward: 0 }, { reward: r }) === null
      ? { kind: "agree" }
      : { kind: "differ", path: "reward", message: `the task's judge crashed (reward 0); the port gives ${String(r)}` };
  }
  const diff = firstRewardDiff(task.rewardObject, port.result.reward, PORT);
  if (diff) return { kind: "differ", ...diff };
  // families whose judge writes a details object (reward numbers + reason): the reasons must match too
  if (writesDetailsObject(portJudgeId)) {
    const d = firstRewardDiff({ reason: task.reason }, { reason: port.result.reason }, PORT);
    if (d) return { kind: "differ", path: `<details>.${d.path}`, message: d.message };
  }
  return { kind: "agree" };
}

export function crossCheckFinding(
  taskJudgeId: string,
  portJudgeId: string,
  counts: { compared: number; differ: number; notCompared: number },
): string {
  const tail = counts.notCompared ? ` (${counts.notCompared} not compared)` : "";
  if (counts.compared === 0) return `the PR's judge (${taskJudgeId}) could not be compared with ${portJudgeId} on any ledger${tail}`;
  if (counts.differ === 0) return `the PR's judge (${taskJudgeId}) agrees with ${portJudgeId} on all ${counts.compared} ledgers${tail}`;
  return `the PR's judge (${taskJudgeId}) differs from ${portJudgeId} on ${counts.differ} of ${counts.compared} ledgers${tail}`;
}

export interface LedgerAgreement {
  ledgerId: string;
  path: string;
  label: string;
  taskReward: number | null;
  taskStatus: string;
  portReward: number | null;
  agreement: Agreement;
}

export interface CrossCheck {
  taskJudgeId: string;
  // the task judge's pairing (the ledger inspector's ?judge=)
  taskPairingId: string | null;
  // the judge the gates use (the revision's primary pairing); null when the family has no port
  portJudgeId: string | null;
  ledgers: LedgerAgreement[];
  compared: number;
  differ: number;
  finding: string | null;
}

// what the task page's "Task's own judge" section shows (built by lib/judges/store/task-judge-view)
export interface TaskJudgeView {
  sandbox: SandboxProbe;
  verifier: { ok: true; judgeId: string; fileNames: string[]; solutionTarget: string; wallSeconds: number } | { ok: false; reason: string };
  latestRun: JobRunView | null;
  crossCheck: CrossCheck | null;
  gatesJudgeId: string | null;
  /** what the latest finished run scored, in one line ("scored 3 of 5 submissions …", "ran, scored nothing: …") */
  latestHeadline: string | null;
}
