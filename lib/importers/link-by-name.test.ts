import { describe, expect, it } from "vitest";
import { agreesToPrecision, marksRetired, tokensOf } from "./link-by-name";

describe("agreesToPrecision: a stored reward against a claim as written", () => {
  it.each([
    [0.0295, 0.03, "0.030", true],
    [0.0295, 0.03, "**0.030**", true],
    [0.0236, 0.03, "0.030", false],
    [0.0892, 0.0885, "0.0885", false],
    [0.08805, 0.08805, "0.088050", true],
    [0.1, 0, "0", false],
    [0, 0, "0", true],
    [0.6, 0, "0", false],
  ])("%s vs %s (%s) -> %s", (value, claimed, text, agrees) => {
    expect(agreesToPrecision(value, claimed, text)).toBe(agrees);
  });
});

describe("tokensOf", () => {
  it("splits names the way file stems and labels are written", () => {
    expect(tokensOf("codex_exact_full_solution")).toEqual(["codex", "exact", "full", "solution"]);
    expect(tokensOf("**gpt-5.6-sol**")).toEqual(["gpt", "5", "6", "sol"]);
  });
});

describe("marksRetired: a folder or name that retires what it holds", () => {
  it.each([
    ["calibration/rollouts/_superseded-old-schema/codex-gpt-5.6-sol.jsonl", true],
    ["calibration/rollouts/old/codex-gpt-5.6-sol.jsonl", true],
    ["calibration/old-runs/claude.jsonl", true],
    ["calibration/rollouts/codex-replaced-round.jsonl", true],
    ["calibration/rollouts/claude-opus-4.8-agent-host-superseded.json", true],
    ["calibration/deprecated/codex.solution.json", true],
    ["calibration/rollouts/codex-gpt-5.6-sol.pre-rerun.jsonl", true],
    ["calibration/rollouts/codex_old.solution.json", true],
    ["calibration/rollouts/legacy/antigravity.jsonl", true],
    ["calibration/rollouts/codex-gpt-5.6-sol.jsonl", false],
    ["calibration/rollouts/gold-codex.jsonl", false],
    ["calibration/rollouts/holdout/codex.jsonl", false],
    ["calibration/rollouts/claude-opus-4.8.partial.solution.json", false],
    ["calibration/ablations/ledgers/video-only.json", false],
  ])("%s -> %s", (path, retired) => {
    expect(marksRetired(path)).toBe(retired);
  });
});
