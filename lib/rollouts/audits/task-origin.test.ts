import { describe, expect, it } from "vitest";
import { claudeInit, claudeResult, claudeTool, claudeUser, cleanClaudeRun, encodeLines } from "../__fixtures__/hand-made";
import { parseTrajectory } from "../parse/parse-trajectory";
import { summarizeTrajectory } from "../summarize-trajectory";
import type { TaskOriginContext } from "./context";
import { sha256Text } from "./first-user-message";
import { auditTaskOrigin } from "./task-origin";

const THIS = "flightgear-atc-clearance-compliance-ledger";
const OTHER = "kart-race-telemetry-ledger-s1";
const NOW = "Reconstruct the clearance ledger of the flight.\n";
const BEFORE = "Reconstruct the clearance ledger.\n";
const origin = (over: Partial<TaskOriginContext> = {}): TaskOriginContext => ({
  taskId: THIS,
  instructionSha256s: [sha256Text(NOW), sha256Text(BEFORE)],
  otherTaskIds: [THIS, OTHER, "demo"],
  ...over,
});
const run = (prompt: string, ...calls: Record<string, unknown>[]) =>
  encodeLines([claudeInit(), claudeUser(prompt), ...calls.flatMap((c) => claudeTool("Bash", c)), claudeResult()]);
const audit = (bytes: Uint8Array, o: TaskOriginContext | undefined) =>
  auditTaskOrigin(parseTrajectory(bytes).steps, { taskOrigin: o }).map((f) => [f.kind, f.severity, f.title]);

describe("auditTaskOrigin", () => {
  type Case = [string, Uint8Array, TaskOriginContext | undefined, RegExp[]];
  const CASES: Case[] = [
    ["the current instruction", cleanClaudeRun(NOW), origin(), []],
    ["an earlier revision's instruction (this task, older contract)", cleanClaudeRun(BEFORE), origin(), []],
    [
      "another task's prompt",
      cleanClaudeRun("Count the laps of every race.\n"),
      origin(),
      [/none of this task's instructions \(2 revisions/],
    ],
    ["no task context: nothing is checked", cleanClaudeRun("Count the laps of every race.\n"), undefined, []],
    ["a task with no known instruction: not checked", cleanClaudeRun("anything"), origin({ instructionSha256s: [] }), []],
    [
      "a tool call reading another task's folder",
      run(NOW, { command: `cat /data/tasks/${OTHER}/steps/solve/tests/gt.json` }),
      origin(),
      [/call opens a file of another task \(kart-race-telemetry-ledger-s1\)/],
    ],
    ["a relative path into another task", run(NOW, { command: `ls ${OTHER}/calibration` }), origin(), [/another task \(kart/]],
    ["its own folder is not foreign", run(NOW, { command: `ls /tasks/${THIS}/steps` }), origin(), []],
    ["a name that only starts like another task", run(NOW, { command: `ls /x/${OTHER}-notes.txt` }), origin(), []],
    ["a short task id is too generic to look for", run(NOW, { command: "ls demo/ demo/x" }), origin(), []],
    [
      "prose naming another task is not a file access",
      encodeLines([claudeInit(), claudeUser(NOW), claudeUser(`see ${OTHER}/x`)]),
      origin(),
      [],
    ],
  ];
  it.each(CASES)("%s", (_name, bytes, o, expected) => {
    const got = audit(bytes, o);
    expect(got).toHaveLength(expected.length);
    expected.forEach((re, i) => {
      expect(got[i][0]).toBe("foreign_task");
      expect(got[i][1]).toBe("fail");
      expect(got[i][2]).toMatch(re);
    });
  });

  it("is part of the summary's findings when the caller gives the task origin, and says it was checked", () => {
    const s = summarizeTrajectory(cleanClaudeRun("Count the laps.\n"), { taskOrigin: origin() });
    expect((s.findings ?? []).filter((f) => f.kind === "foreign_task")).toHaveLength(1);
    expect(s.auditedWith).toContain("task-origin");
    expect((summarizeTrajectory(cleanClaudeRun("Count the laps.\n")).findings ?? []).some((f) => f.kind === "foreign_task")).toBe(false);
  });
});
