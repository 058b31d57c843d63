// Run-folder READMEs (`calibration/rollouts/<run>/README.md`, "- Key: value" bullets): a waiver a
// reviewer granted there becomes a `waiver_stated` finding on the row of that run, with its line; a
// waiver only asked for, or denied, is none. Inline folders; lines counted by hand.
import { describe, expect, it } from "vitest";
import { toFiles } from "./__tests__/foreign-task-folders";
import { applyRunReadmes, parseRunReadme, readRunReadmes } from "./run-readmes";
import { parseScoresMd } from "./scores-md/parse-scores-md";

const folder = toFiles;

const SCORES = [
  "| harness | model | reward | tool-call turns |",
  "|---|---|---|---|",
  "| Codex CLI | gpt-5.6-sol | 0.12 | 140 |",
  "| Claude Code | Opus 5 | 0.04 | 60 |",
].join("\n");

const runReadme = (harness: string, reward: string, extra: string[]) =>
  ["# Run", "", `- Agent: ${harness}`, "- Model: Opus 5", `- Reward: ${reward}`, ...extra].join("\n");

function waiversOnRows(files: Record<string, string>) {
  const rows = applyRunReadmes(parseScoresMd(SCORES).rows, readRunReadmes(folder(files)));
  return rows.map((r) => ({
    harness: r.harness,
    source: `${r.sourceFile}:${r.sourceLine}`,
    waivers: r.findings.filter((f) => f.code === "waiver_stated").map((f) => `${f.file}:${f.line}`),
  }));
}

describe("waivers in run-folder READMEs", () => {
  it("a granted waiver lands on the row of the run the README describes, with its line", () => {
    const file = "calibration/rollouts/claude-run/README.md";
    // line 7: the waiver; the README's harness matches the one Claude Code row of scores.md
    expect(
      waiversOnRows({
        [file]: runReadme("Claude Code", "0.04", ["- Turns: 60", "Reviewer granted a waiver for the 60-turn minimum (short clip)."]),
      }),
    ).toEqual([
      { harness: "Codex CLI", source: "calibration/scores.md:3", waivers: [] },
      { harness: "Claude Code", source: "calibration/scores.md:4", waivers: [`${file}:7`] },
    ]);
  });

  it("a run scores.md does not list becomes its own row, carrying the waiver", () => {
    const file = "calibration/rollouts/antigravity-run/README.md";
    const rows = waiversOnRows({ [file]: runReadme("Antigravity", "0.02", ["", "Waiver approved by the maintainer: turn floor."]) });
    expect(rows[2]).toEqual({ harness: "Antigravity", source: `${file}:5`, waivers: [`${file}:7`] });
  });

  it.each([
    ["Waiver approved by the maintainer.", [3]],
    ["The turn floor was waived by the reviewer.", [3]],
    ["We granted a waiver.", [3]],
    ["A waiver was requested; not granted yet.", []],
    ["No waiver was granted for this run.", []],
    ["This run needs a waiver.", []],
    ["Waiver denied: the turn floor was never met.", []],
  ])("%j -> waiver lines %j", (sentence, lines) => {
    const readme = parseRunReadme("calibration/rollouts/r/README.md", ["- Agent: Codex CLI", "- Reward: 0.1", sentence].join("\n"));
    expect(readme?.waivers.map((w) => w.line)).toEqual(lines);
  });

  it("calibration/README.md and rollouts/README.md are not run folders", () => {
    const text = runReadme("Codex CLI", "0.5", ["Waiver approved."]);
    expect(readRunReadmes(folder({ "calibration/README.md": text, "calibration/rollouts/README.md": text }))).toEqual([]);
  });
});
