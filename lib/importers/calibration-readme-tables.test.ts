// Rows stated in calibration README tables: a run scores.md lists stays one row (the scores.md one),
// a run only the README lists is added citing the README line. Inline folders; expectations written
// from the tables below, not from running the code.
import { describe, expect, it } from "vitest";
import { toFiles } from "./__tests__/foreign-task-folders";
import { addReadmeRows, rowsFromCalibrationReadmes } from "./calibration-readme-tables";
import { parseScoresMd } from "./scores-md/parse-scores-md";

const folder = toFiles;

const SCORES = [
  "# Scores",
  "",
  "| harness | model | input | reward | tool-call turns |",
  "|---|---|---|---|---|",
  "| Codex CLI | gpt-5.6-sol | full match | 0.21 | 140 |",
  "| Codex CLI | gpt-5.6-sol | no media | 0.0 | 4 |",
  "| Codex CLI | gpt-5.6-sol | frame dump, no tools | 0.02 | 0 |",
  "",
].join("\n");

const ABLATIONS = [
  "# Ablations",
  "",
  "| ablation | harness | score |",
  "|---|---|---|",
  "| no_media | Codex CLI | 0.0 |", // line 5: scores.md's "no media"
  "| all frames pasted as contact sheets | Codex CLI | 0.02 |", // line 6: scores.md's frame dump, other words
  "| single_frame | Codex CLI | 0.01 |", // line 7: only here
  "",
].join("\n");

const ROLLOUTS = ["# Rollouts", "", "| agent | score |", "|---|---|", "| Codex CLI | 0.21 |", "| Claude Code | 0.05 |", ""].join("\n");

function imported(files: Record<string, string>) {
  const base = parseScoresMd(SCORES).rows;
  const rows = addReadmeRows(base, rowsFromCalibrationReadmes(folder(files)));
  return rows.map((r) => [r.ordinal, r.sourceFile, r.sourceLine, r.kind, r.harness, r.condition, r.claimedScore]);
}

describe("calibration README tables", () => {
  it("add the runs scores.md does not list, once, citing the README line", () => {
    expect(
      imported({
        "calibration/ablations/README.md": ABLATIONS,
        "calibration/rollouts/README.md": ROLLOUTS,
      }),
    ).toEqual([
      [1, "calibration/scores.md", 5, "agent", "Codex CLI", "full", 0.21],
      [2, "calibration/scores.md", 6, "ablation", "Codex CLI", "no_media", 0],
      [3, "calibration/scores.md", 7, "ablation", "Codex CLI", "frame_dump_no_tools", 0.02],
      [4, "calibration/ablations/README.md", 7, "ablation", "Codex CLI", "single_frame", 0.01],
      [5, "calibration/rollouts/README.md", 6, "agent", "Claude Code", "full", 0.05],
    ]);
  });

  it("keep two ablations of one condition apart when the README names each (frame_dump and all_frames)", () => {
    const readme = ["| ablation | score |", "|---|---|", "| frame_dump | 0.02 |", "| all_frames | 0.02 |", ""].join("\n");
    const rows = imported({ "calibration/ablations/README.md": readme });
    // neither README name is scores.md's "frame dump, no tools": both are added, none merged away
    expect(rows.filter((r) => r[1] !== "calibration/scores.md").map((r) => r[2])).toEqual([3, 4]);
  });

  it("read only READMEs that list runs: run folders, parity/ and other folders are not tables of runs", () => {
    const table = ["| agent | score |", "|---|---|", "| Claude Code | 0.05 |", ""].join("\n");
    expect(
      rowsFromCalibrationReadmes(
        folder({
          "calibration/parity/README.md": table,
          "calibration/rollouts/run-1/README.md": table,
          "calibration/observability/README.md": table,
          "SPEC.md": table,
        }),
      ),
    ).toEqual([]);
    expect(rowsFromCalibrationReadmes(folder({ "calibration/README.md": table })).map((r) => r.sourceFile)).toEqual([
      "calibration/README.md",
    ]);
  });
});
