import { describe, expect, it } from "vitest";
import { confessingWords, ledgerRunName, ledgersOfRun, runNameOf } from "./artifact-names";

const REWARD = /rewards?/;

describe("runNameOf: the run a reward / histogram / metadata file names", () => {
  it.each([
    ["calibration/rollouts/codex_masked_reward.json", REWARD, { dir: "calibration/rollouts", stem: "codex_masked" }],
    ["calibration/rollouts/claude-opus-4.8.reward.txt", REWARD, { dir: "calibration/rollouts", stem: "claude-opus-4.8" }],
    ["calibration/rollouts/claude-opus-4.8.partial.reward.json", REWARD, { dir: "calibration/rollouts", stem: "claude-opus-4.8.partial" }],
    ["calibration/runs/a/reward.json", REWARD, { dir: "calibration/runs/a", stem: "" }],
    ["calibration/runs/a/results.json", /results?/, { dir: "calibration/runs/a", stem: "" }],
    ["calibration/rollouts/fable-run.tool-histogram.txt", /tool[-_]?histogram/, { dir: "calibration/rollouts", stem: "fable-run" }],
    ["calibration/rollouts/Codex-Run.run-metadata.txt", /run[-_]?metadata/, { dir: "calibration/rollouts", stem: "codex-run" }],
    ["calibration/rollouts/reward_codex-run.json", REWARD, { dir: "calibration/rollouts", stem: "codex-run" }],
    ["calibration/runs/trial-1/verifier/reward.txt", REWARD, { dir: "calibration/runs/trial-1", stem: "" }],
    ["calibration/rollouts/codex_reward_v2.json", REWARD, null],
    ["calibration/rollouts/codex_solution.json", REWARD, null],
  ])("%s", (path, suffix, expected) => {
    expect(runNameOf(path, suffix)).toEqual(expected);
  });
});

describe("ledgerRunName: the run a ledger file belongs to", () => {
  it.each([
    ["calibration/rollouts/codex_masked_solution.json", { dir: "calibration/rollouts", stem: "codex_masked" }],
    ["calibration/rollouts/claude-opus-4.8.solution.json", { dir: "calibration/rollouts", stem: "claude-opus-4.8" }],
    ["calibration/rollouts/ledgers/codex-gpt-5.6-sol.json", { dir: "calibration/rollouts", stem: "codex-gpt-5.6-sol" }],
    ["calibration/ablations/ledgers/no-media.json", { dir: "calibration/ablations", stem: "no-media" }],
    ["calibration/ablations/no_media.solution.json", { dir: "calibration/ablations", stem: "no_media" }],
    ["calibration/runs/a/solution.json", { dir: "calibration/runs/a", stem: "" }],
    ["calibration/runs/a/submission.json", { dir: "calibration/runs/a", stem: "" }],
  ])("%s", (path, expected) => {
    expect(ledgerRunName(path)).toEqual(expected);
  });
});

describe("ledgersOfRun", () => {
  const ledgers = [
    "calibration/rollouts/codex_masked_solution.json",
    "calibration/rollouts/claude-opus-4.8.solution.json",
    "calibration/rollouts/claude-opus-4.8.partial.solution.json",
    "calibration/ablations/ledgers/no-media.json",
    "calibration/runs/a/solution.json",
  ];
  it.each([
    [{ dir: "calibration/rollouts", stem: "codex_masked" }, ["calibration/rollouts/codex_masked_solution.json"]],
    [{ dir: "calibration/rollouts", stem: "claude-opus-4.8" }, ["calibration/rollouts/claude-opus-4.8.solution.json"]],
    [{ dir: "calibration/ablations", stem: "no_media" }, ["calibration/ablations/ledgers/no-media.json"]],
    [{ dir: "calibration/runs/a", stem: "" }, ["calibration/runs/a/solution.json"]],
    [{ dir: "calibration/rollouts", stem: "codex_exact_rescore" }, []],
    [{ dir: "calibration", stem: "no-media" }, []],
  ])("%j", (run, expected) => {
    expect(ledgersOfRun(run, ledgers)).toEqual(expected);
  });
});

describe("confessingWords: file names that announce trouble", () => {
  it.each([
    ["calibration/rollouts/codex.copied-answer.solution.json", ["copied-answer"]],
    ["calibration/rollouts/claude-BypassSandbox.jsonl", ["BypassSandbox"]],
    ["calibration/rollouts/bypass_sandbox_run.md", ["BypassSandbox"]],
    ["calibration/rollouts/gt-leak-check.txt", ["leak"]],
    ["calibration/notes/answer_key_probe.json", ["answer-key"]],
    ["calibration/cheat-sheet.md", ["cheat"]],
    ["calibration/rollouts/codex_masked_solution.json", []],
    ["calibration/leaky/run.json", []],
  ])("%s -> %j", (path, words) => {
    expect(confessingWords(path)).toEqual(words);
  });
});
