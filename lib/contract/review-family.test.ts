// The contract review reads its per-family tables (policy, event fields, label fields) under the
// primary judge's family (review-family.ts), not the family string the folder names. Each row is
// the bundled demo (an egocentric folder) with its family string and primary judge swapped; the
// expectations are read off the tables by hand for the judge's family:
//   egocentric: event fields verb + nouns, label fields verb and nouns, method not to be stated;
//   kart: events under `races` (the demo's ground truth has none), no label fields, method stated;
//   task-verifier (a "task:<hex>" judge), no family, an unknown judge: no events, no label fields,
//   the default policy (method not to be stated).
// The instruction below lists no label in backticks (so every ground-truth label is reported as
// not listed when the label fields are read) and states the method ("the score is F1", a
// scoring_stated_differently unless the policy says the method is stated).
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readTaskFolder } from "../importers/read-folder";
import { parseTaskFolder } from "../importers/parse-task-folder";
import type { ParsedTask, TaskFiles } from "../importers/types";
import { TASK_VERIFIER_FAMILY } from "../judges/judge-family";
import { JUDGE_TABLE } from "../judges/judge-table";
import { reviewContract } from "./review";
import { reviewFamilyOf } from "./review-family";
import type { ScoringNumber } from "./types";

const DEMO = path.resolve(import.meta.dirname, "../../prisma/fixtures/tasks/demo-shapes-activity");
const EGO = "egocentric-activity-understanding";
const KART = "kart-race-telemetry-ledger-s1";
const UNKNOWN_FAMILY = "hands-bimanual-manipulation-3d-joint-trajectory";
const TASK_JUDGE = `task:${"ab12".repeat(16)}`;
const INSTRUCTION = "Report each action as a verb and its shapes. A boundary within 12 frames counts; the score is F1.\n";
const frames12: ScoringNumber = { kind: "tolerance", key: "frameTolerance", label: "boundary", unit: "frames", value: 12 };

/** a real judge id of the family (the review reads only the part before "@") */
const judgeOf = (family: string) => Object.keys(JUDGE_TABLE).find((id) => id.startsWith(`${family}@`))!;

let demo: { task: ParsedTask; files: TaskFiles };
beforeAll(async () => {
  const files = await readTaskFolder(DEMO);
  const parsed = parseTaskFolder("demo", files, { kind: "fixture", location: "demo" }, { specCardErrors: "finding" });
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.reason).join("; "));
  demo = { task: parsed.task, files };
});

/** the demo under another family string and primary judge (none: no pairing at all) */
function variant(family: string | null, judgeId: string | null): ParsedTask {
  const primary = demo.task.pairings.find((p) => p.isPrimary)!;
  return {
    ...demo.task,
    family,
    judgeId,
    pairings: judgeId === null ? [] : [{ ...primary, judgeId }],
    instruction: { ...demo.task.instruction, text: INSTRUCTION },
    spec: null,
  };
}

describe("the contract review's per-family key", () => {
  it.each([
    // what, folder's family, primary judge, key, leak check, label findings, method finding
    ["a family no judge scores, paired with the egocentric judge", UNKNOWN_FAMILY, judgeOf(EGO), EGO, "ran", true, true],
    ["an egocentric folder paired with the kart judge", EGO, judgeOf(KART), KART, "absent", false, false],
    ["an egocentric folder scored by its own verifier", EGO, TASK_JUDGE, TASK_VERIFIER_FAMILY, "absent", false, true],
    ["a kart folder scored by its own verifier", KART, TASK_JUDGE, TASK_VERIFIER_FAMILY, "absent", false, true],
    ["a primary judge no family applies to", EGO, "someone-elses-judge@0000000", null, "absent", false, true],
    // fallback without a primary pairing: the family the folder names (review-family.ts says why)
    ["no pairing, an egocentric folder", EGO, null, EGO, "ran", true, true],
    ["no pairing, no family a judge scores", null, null, null, "absent", false, true],
  ] as const)("%s", (_, family, judgeId, key, leaks, labelFindings, methodFinding) => {
    const task = variant(family, judgeId);
    expect(reviewFamilyOf(task)).toBe(key);
    const review = reviewContract({ task, files: demo.files, scoring: [frames12], sensitivity: null });
    const codes = review.findings.map((f) => f.code);
    expect(review.checks.find((c) => c.check === "ground_truth_leaks")?.state).toBe(leaks);
    expect(codes.includes("label_not_in_vocabulary")).toBe(labelFindings);
    expect(codes.includes("scoring_stated_differently")).toBe(methodFinding);
  });

  it("says whose event fields are unknown: the task's own verifier, not the family its folder names", () => {
    const review = reviewContract({ task: variant(EGO, TASK_JUDGE), files: demo.files, scoring: [frames12], sensitivity: null });
    expect(review.checks.find((c) => c.check === "ground_truth_leaks")?.note).toBe(
      "no identity fields known for the task's own verifier (no port reads its ground truth)",
    );
  });
});
