import { describe, expect, it } from "vitest";
import { isRewardFile, readRewardFile } from "./reward-file";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("isRewardFile", () => {
  it.each([
    ["calibration/rollouts/codex_masked_reward.json", true],
    ["calibration/rollouts/claude-opus-4.8.reward.txt", true],
    ["calibration/results.json", true],
    ["calibration/ablations/results.json", true],
    ["calibration/rewards.md", false],
    ["calibration/result.json", false],
    ["calibration/rollouts/codex_masked_solution.json", false],
  ])("%s -> %s", (path, expected) => {
    expect(isRewardFile(path)).toBe(expected);
  });
});

describe("readRewardFile: the number(s) a reward file states", () => {
  it.each([
    ["a.reward.txt", "0.033613\n", [{ field: "(file)", entry: null, value: 0.033613, text: "0.033613" }]],
    ["a.reward.txt", "  0.0  \r\n\n", [{ field: "(file)", entry: null, value: 0, text: "0.0" }]],
    ["a_reward.json", '{"reward": 0.3454, "details": {"reward": 0.1}}', [{ field: "reward", entry: null, value: 0.3454, text: "0.3454" }]],
    ["a_reward.json", '{"details": {"score": 0.5}, "score": 0.50}', [{ field: "score", entry: null, value: 0.5, text: "0.50" }]],
    ["a_reward.json", '{"total": 0.0}', [{ field: "total", entry: null, value: 0, text: "0.0" }]],
    ["a_reward.json", "0.25", [{ field: "(file)", entry: null, value: 0.25, text: "0.25" }]],
    [
      "results.json",
      '{"model": "m", "runs": [{"mode": "no-media", "reward": 0.0}, {"mode": "audio-only", "reward": 0.0031}, "x", {"note": 1}]}',
      [
        { field: "runs[0].reward", entry: "no-media", value: 0, text: "0.0" },
        { field: "runs[1].reward", entry: "audio-only", value: 0.0031, text: "0.0031" },
      ],
    ],
    [
      "results.json",
      '{"models": [{"model": "gpt-5.6-sol", "reward": 0.0415}], "ablations": [{"mode": "no-media", "reward": 0.0}]}',
      [
        { field: "models[0].reward", entry: "gpt-5.6-sol", value: 0.0415, text: "0.0415" },
        { field: "ablations[0].reward", entry: "no-media", value: 0, text: "0.0" },
      ],
    ],
  ])("%s %j", (path, text, rewards) => {
    expect(readRewardFile(path, bytes(text))).toEqual({ ok: true, rewards });
  });

  it.each([
    ["a.reward.txt", "", { line: 1, reason: "empty file: expected one number" }],
    ["a.reward.txt", "0.1\n0.2\n", { line: 2, reason: "expected one number, found more than one line of text" }],
    ["a.reward.txt", "reward: 0.1", { line: 1, reason: 'expected one number, found "reward: 0.1"' }],
    ["a.reward.txt", "0.1 0.2", { line: 1, reason: 'expected one number, found "0.1 0.2"' }],
    ["a.reward.txt", "NaN", { line: 1, reason: 'expected one number, found "NaN"' }],
    ["a_reward.json", '{"reward": "0.3"}', { field: "reward", reason: "expected a number, found string" }],
    ["a_reward.json", '{"reward": null}', { field: "reward", reason: "expected a number, found null" }],
    ["a_reward.json", "[0.1]", { reason: "expected a JSON object with a reward, score or total" }],
    [
      "a_reward.json",
      '{"details": {"reward": 0.1}}',
      { field: "reward | score | total", reason: "no reward, score, total number at the top level or in a named list entry" },
    ],
    [
      "results.json",
      '{"runs": [{"reward": 0.1}]}',
      { field: "runs[0]", reason: "an entry with a reward has no name (name, label, mode, condition, model, id, run)" },
    ],
    ["results.json", '{"runs": [{"mode": "x", "reward": true}]}', { field: "runs[0].reward", reason: "expected a number, found boolean" }],
  ])("%s %j is refused", (path, text, problem) => {
    expect(readRewardFile(path, bytes(text))).toEqual({ ok: false, problem });
  });

  it("names the line of broken JSON", () => {
    const r = readRewardFile("a_reward.json", bytes('{\n  "reward": 0.1,\n}'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.line).toBe(3);
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(readRewardFile("a.reward.txt", new Uint8Array([0xff, 0x30]))).toEqual({ ok: false, problem: { reason: "not valid UTF-8" } });
  });
});
