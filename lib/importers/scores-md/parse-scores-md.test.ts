// Every row of the three real scores.md files, checked against the file (table written by reading
// the files, not by running the parser). Statuses here are what scores.md alone says; the folder
// importer later refines some (instruction hashes, manifest words), tested in parse-*-folder.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CalibrationRowSchema, NoteSchema } from "../types";
import { parseScoresMd } from "./parse-scores-md";

const TASKS = path.resolve(import.meta.dirname, "../../../prisma/fixtures/tasks");
const scoresOf = (task: string) => parseScoresMd(readFileSync(path.join(TASKS, task, "calibration/scores.md"), "utf8"));

// [line, kind, harness, model, condition, score, turns, status]
type Expected = [number, string, string, string | null, string, number | null, number | null, string];

function checkRows(task: string, expected: Expected[]) {
  const { rows } = scoresOf(task);
  for (const row of rows) CalibrationRowSchema.parse(row);
  const actual = rows.map((r) => [r.sourceLine, r.kind, r.harness, r.model, r.condition, r.claimedScore, r.claimedTurns, r.status]);
  expect(actual).toEqual(expected);
  expect(rows.map((r) => r.ordinal)).toEqual(expected.map((_, i) => i + 1));
}

describe("FlightGear scores.md", () => {
  const task = "flightgear-atc-clearance-compliance-ledger";
  it("has every row, in file order", () =>
    checkRows(task, [
      [32, "agent", "Codex CLI", "GPT-5.6 Sol", "full", 0.0938, 88, "official"],
      [33, "agent", "Claude Code", "Claude Opus 4.8", "full", 0, 147, "official"],
      [34, "agent", "Antigravity", "Gemini 3.6 Flash High", "full", 0, 89, "official"],
      // only in the credit table; score 0.6060 is stated in prose at line 118
      [63, "agent", "claude Opus 4.8 (replaced agent-host round)", null, "full", 0.606, null, "replaced"],
      [84, "anchor", "anchor", null, "other", 1, null, "official"],
      [85, "anchor", "anchor", null, "other", 0, null, "official"],
      [86, "anchor", "anchor", null, "other", 0, null, "constructed"],
      [87, "ablation", "unstated", null, "no_media", 0, 9, "official"],
      [88, "ablation", "unstated", null, "single_frame", 0, 9, "official"],
      [89, "ablation", "unstated", null, "video_only", 0, 65, "official"],
      [90, "ablation", "unstated", null, "audio_only", 0, 28, "official"],
      [91, "ablation", "unstated", null, "frame_dump_no_tools", 0, 1, "official"],
    ]));

  it("keeps versions, reasoning, raw texts and trajectory paths relative to the task root", () => {
    const [codex, claude, antigravity, replaced, oracle, , transcript, , , , , dump] = scoresOf(task).rows;
    expect([codex.harnessVersion, codex.reasoning, codex.claimedScoreText]).toEqual(["0.147.0", "high", "0.0938"]);
    expect(codex.citedRolloutPath).toBe("calibration/rollouts/codex-gpt-5.6-sol.jsonl");
    expect(claude.harnessRaw).toBe("Claude Code (native claude -p)");
    expect([claude.harnessVersion, claude.wrapped]).toEqual(["2.1.226", false]);
    expect(antigravity.citedRolloutPath).toBe("calibration/rollouts/antigravity-gemini-3.6-flash-high.jsonl");
    expect([replaced.wrapped, replaced.claimedScoreText]).toEqual([true, "0.6060"]);
    expect(replaced.notes).toContain("line 118");
    expect([oracle.conditionLabel, oracle.notes]).toEqual(["oracle", "submitted 65; matched 65"]);
    expect(transcript.conditionLabel).toBe("transcript-only anchor (constructed upper bound)");
    expect(dump.conditionLabel).toBe("frame dump + transcript, no media tools");
    expect(codex.sourceTable).toBe("Required agent calibration");
  });

  it("parses the credit table into a note, not rows", () => {
    const { notes, findings } = scoresOf(task);
    expect(notes.map((n) => [n.kind, n.title, n.lineStart, n.lineEnd])).toEqual([
      ["credit_breakdown", "Where the credit actually comes from", 57, 63],
    ]);
    const data = NoteSchema.parse(notes[0]).data as {
      rows: { run: string; groups: Record<string, { earned: number; available: number }> }[];
    };
    expect(data.rows[0].run).toBe("codex GPT-5.6 Sol");
    expect(data.rows[0].groups.states).toEqual({ earned: 62, available: 260 });
    expect(data.rows[4].groups.states).toEqual({ earned: 242, available: 260 });
    expect(findings).toEqual([]);
  });
});

describe("kart scores.md", () => {
  const task = "kart-race-telemetry-ledger-s1";
  it("has every row; the n=3 cell is three rows, and 'no media / OCR-only' two", () =>
    checkRows(task, [
      [25, "agent", "Codex CLI", "gpt-5.6-sol", "full", 0.03, 242, "official"],
      [25, "agent", "Codex CLI", "gpt-5.6-sol", "full", 0, 120, "official"],
      [25, "agent", "Codex CLI", "gpt-5.6-sol", "full", 0.052, 237, "official"],
      [26, "agent", "Claude Code", "claude-opus-4-8", "full", 0.045, 108, "official"],
      [27, "agent", "Gemini CLI", "gemini-3.5-flash", "full", 0.0885, 134, "official"],
      [41, "anchor", "anchor", null, "other", 1, null, "official"],
      [42, "anchor", "anchor", null, "other", 0, null, "constructed"],
      [43, "anchor", "anchor", null, "other", 0.027, null, "constructed"],
      [44, "ablation", "unstated", null, "single_frame", 0, null, "official"],
      [45, "ablation", "unstated", null, "no_media", 0.009, null, "official"],
      [45, "ablation", "unstated", null, "other", 0, null, "official"],
      [46, "anchor", "anchor", null, "other", 0, null, "constructed"],
      [47, "anchor", "anchor", null, "other", 0, null, "official"],
    ]));

  it("numbers the three runs and keeps the whole cell in each row's notes", () => {
    const runs = scoresOf(task).rows.slice(0, 3);
    expect(runs.map((r) => r.run)).toEqual([1, 2, 3].map((index) => ({ index, count: 3 })));
    expect(runs.map((r) => r.claimedScoreText)).toEqual(["0.030", "0.000", "0.052"]);
    expect(runs[1].notes).toContain('"n=3: 0.030 / 0.000 / 0.052 (mean 0.027)"');
    expect(runs.map((r) => [r.harnessVersion, r.reasoning])).toEqual(Array(3).fill(["0.145.0", "xhigh"]));
  });

  it("reads versions from 'harness (version)', marks ~ scores approximate, cites no trajectory file", () => {
    const rows = scoresOf(task).rows;
    expect(rows[3].harnessVersion).toBe("2.1.241");
    expect(rows[3].reasoning).toBe("extended thinking");
    expect(rows[4].harnessVersion).toBe("0.57.0");
    expect([rows[7].claimedScoreApprox, rows[7].conditionLabel]).toEqual([true, "blind guess (random)"]);
    expect(rows[7].findings.map((f) => f.code)).toEqual(["score_approximate"]);
    expect(rows[0].citedRolloutPath).toBeNull();
    expect(rows[0].findings.map((f) => f.code)).toEqual(["cited_file_external"]);
    expect([rows[9].conditionLabel, rows[10].conditionLabel]).toEqual(["no media", "OCR-only"]);
  });
});

describe("egocentric scores.md", () => {
  const task = "egocentric-activity-understanding";
  it("has every row, including the wrapped diagnostic from the Codex details table", () =>
    checkRows(task, [
      [18, "anchor", "anchor", null, "other", 1, null, "official"],
      [19, "anchor", "anchor", null, "other", 0, null, "official"],
      [20, "anchor", "anchor", null, "other", 0, null, "constructed"],
      [21, "anchor", "anchor", null, "no_media", 0.005814, null, "constructed"],
      [38, "agent", "Codex CLI", "gpt-5.6-sol", "full", 0, 76, "official"],
      [39, "agent", "Claude Code", "claude-opus-4-8", "full", 0.033613, 302, "diagnostic"],
      [40, "agent", "Antigravity", "gemini-3.5-flash", "full", null, null, "todo"],
      [61, "diagnostic", "Codex CLI", "gpt-5.6-sol", "full", 0.08805, 76, "diagnostic"],
      [132, "ablation", "unstated", null, "no_media", 0.005814, null, "official"],
      [133, "ablation", "unstated", null, "single_frame", 0, null, "official"],
      [134, "ablation", "unstated", null, "video_only", null, null, "waived"],
      [135, "ablation", "unstated", null, "audio_only", null, null, "waived"],
    ]));

  it("keeps PENDING and n/a as text, and resolves manifest-listed trajectories beside the manifest", () => {
    const rows = scoresOf(task).rows;
    expect(rows[6].claimedScoreText).toBe("PENDING — not run due to credit limits; needs reviewer run");
    expect([rows[6].harnessVersion, rows[6].reasoning]).toEqual([null, null]);
    expect(rows[10].claimedScoreText).toBe("n/a");
    expect(rows[4].citedRolloutPath).toBe("calibration/rollouts/codex-gpt-5.6-sol.jsonl");
    expect(rows[5].citedRolloutPath).toBe("calibration/rollouts/claude-opus-4.8.jsonl.gz");
    expect(rows[5].notes).toBe("salvaged, run cut short");
    expect(rows[7].notes).toContain("never its official score");
  });

  it("keeps the probes and detail tables as notes, and the attempts table verbatim", () => {
    const { notes, findings } = scoresOf(task);
    expect(notes.map((n) => [n.kind, n.lineStart, n.lineEnd])).toEqual([
      ["probes", 25, 32],
      ["key_values", 55, 64],
      ["unparsed", 85, 88],
      ["key_values", 104, 113],
    ]);
    expect(notes[0].title).toBe("Scorer behaviour spot-checks");
    const probes = notes[0].data as { items: { probe: string; score: number }[] };
    expect(probes.items[3]).toMatchObject({ probe: "oracle labels, every entry duplicated", score: 0.666667 });
    expect(notes[2].data).toBeNull();
    expect(notes[2].raw.split("\n")[0]).toBe("| attempt | job | wall time | ended at | terminal utilization |");
    expect(findings.map((f) => [f.code, f.line])).toEqual([["unparsed_table", 85]]);
  });
});

describe("synthetic scores.md", () => {
  it("a table the parser does not understand becomes an unparsed note, never a crash", () => {
    const text = [
      "# Calibration",
      "",
      "## Odd",
      "",
      "| colour | weight |",
      "|---|---|",
      "| red | 3 kg |",
      "| blue | 4 kg |",
      "",
      "tail",
    ].join("\n");
    const { rows, notes, findings } = parseScoresMd(text);
    expect(rows).toEqual([]);
    expect(notes).toEqual([
      {
        kind: "unparsed",
        file: "calibration/scores.md",
        title: "Odd",
        lineStart: 5,
        lineEnd: 8,
        raw: "| colour | weight |\n|---|---|\n| red | 3 kg |\n| blue | 4 kg |",
        data: null,
      },
    ]);
    expect(findings).toMatchObject([{ code: "unparsed_table", line: 5 }]);
  });

  it("ragged rows, empty cells and tables inside code fences do not break it", () => {
    const text = [
      "```text",
      "| harness | reward |",
      "|---|---|",
      "| Codex CLI | 0.5 |",
      "```",
      "| harness | model | reward | tool-call turns |",
      "|---|---|---|---|",
      "| Codex CLI |",
      "| some new harness 2.0 | m | — | |",
    ].join("\n");
    const { rows } = parseScoresMd(text);
    expect(rows.map((r) => [r.sourceLine, r.harness, r.harnessVersion, r.model, r.claimedScore, r.status])).toEqual([
      [8, "Codex CLI", null, null, null, "todo"],
      [9, "some new harness 2.0", "2.0", "m", null, "todo"],
    ]);
  });

  it("an unclosed fence swallows the rest (kept out of the rows rather than misread)", () => {
    expect(parseScoresMd("```\n| harness | reward |\n|---|---|\n| Codex | 1 |").rows).toEqual([]);
  });
});
