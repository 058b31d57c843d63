// Folders of the benchmark shaped unlike the bundled three (built by __tests__/foreign-task-folders):
// a family with no judge here, a folder without its ground truth, a SPEC card broken in three places,
// and calibration tables of other shapes. They import, with findings saying what cannot be checked.
import { describe, expect, it } from "vitest";
import { codexTrajectory, minecraftCommandLedger, toFiles, volleyballBlockTimeline } from "./__tests__/foreign-task-folders";
import { parseTaskFolder } from "./parse-task-folder";
import { ParsedTaskSchema, type ParseTaskResult } from "./types";

const SRC = { kind: "folder" as const, location: "tmp" };
const VB = "volleyball-block-timeline";
const MC = "minecraft-command-ledger";

function imported(result: ParseTaskResult) {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  ParsedTaskSchema.parse(result.task);
  return { ...result, codes: result.findings.map((f) => f.code) };
}
const row = (r: {
  harness: string;
  kind: string;
  condition: string;
  status: string;
  claimedScore: number | null;
  claimedTurns: number | null;
}) => [r.kind, r.harness, r.condition, r.status, r.claimedScore, r.claimedTurns];

describe("volleyball block timeline (no judge, no ground truth, SPEC card broken three times)", () => {
  it("without --salvage-spec: refused, and the one error names the cause and every broken key with its line", () => {
    const r = parseTaskFolder(VB, toFiles(volleyballBlockTimeline()), SRC);
    expect(r.ok).toBe(false);
    const [error] = r.ok ? [] : r.errors;
    expect(error).toMatchObject({ file: "SPEC.md", line: 12, field: "yaml card" });
    expect(error.reason).toMatch(/^the value of `evidence` holds an unquoted ": "/);
    expect(error.reason).toMatch(/broken keys: `evidence` \(line 12.*`scorer` \(line 15.*`anti_shortcut` \(line 18/);
  });

  it("with --salvage-spec: imports claims, turns, the rollout, files and findings", () => {
    const { task, findings, codes } = imported(parseTaskFolder(VB, toFiles(volleyballBlockTimeline()), SRC, { specCardErrors: "recover" }));
    expect(task.groundTruth).toBeNull();
    expect(task.family).toBeNull();
    expect(task.pairings).toEqual([]);
    expect(codes).toEqual(expect.arrayContaining(["spec_card_invalid", "family_unknown", "ground_truth_missing", "unparsed_table"]));
    expect(findings.find((f) => f.code === "family_unknown")?.message).toMatch(/^no judge for this family/);
    expect(findings.find((f) => f.code === "ground_truth_missing")?.message).toMatch(/^ground truth not in the folder/);
    expect(findings.find((f) => f.code === "spec_card_invalid")?.message).toMatch(
      /`evidence` \(line 12.*`scorer` \(line 15.*`anti_shortcut` \(line 18.*a review needs `scorer`/,
    );
    expect(task.spec?.card).toMatchObject({ question: expect.any(String), input: { length_min: 94.5 } });
    expect(task.media[0]).toMatchObject({ durationSec: 5670, width: 1920, height: 1080 });

    // the model matrix: agent / model-or-setting / score / work (turns in prose) / integrity
    expect(task.rows.map(row)).toEqual([
      ["agent", "Codex CLI", "full", "official", 0.061, 212],
      ["agent", "Claude Code", "full", "official", 0.048, 96],
      ["agent", "Antigravity", "full", "todo", null, null],
      ["anchor", "anchor", "other", "official", 1, null],
      ["anchor", "anchor", "other", "official", 0, null],
      ["anchor", "anchor", "other", "constructed", 0, null],
    ]);
    expect(task.rows[0]).toMatchObject({
      model: "gpt-5.6-sol",
      reasoning: "xhigh",
      harnessVersion: "0.145.0",
      wrapped: false,
      networkPosture: "network off",
      sourceLine: 7,
    });
    expect(task.rows[0].notes).toContain("integrity: native, network off; no answer-key paths opened");
    expect(task.rows[0].notes).toContain("work: 212 tool-call turns over 3 h");
    expect(task.rows[2].claimedScoreText).toBe("not run");
    expect(task.rows[3]).toMatchObject({ conditionLabel: "oracle", notes: expect.stringContaining("a perfect ledger scores 1") });

    // the rollout and ledger, linked to the Codex row by name, for a reviewer to confirm
    expect(task.rollouts).toMatchObject([
      { path: "calibration/rollouts/codex-gpt-5.6-sol.jsonl", toolCallTurns: 212, format: "codex-exec-json", origin: "cited" },
    ]);
    expect(task.rows[0]).toMatchObject({
      citedLedgerPath: "calibration/rollouts/codex-gpt-5.6-sol.solution.json",
      ledgerLink: "by_name",
      citedRolloutPath: "calibration/rollouts/codex-gpt-5.6-sol.jsonl",
    });
    expect(task.rows[0].findings.map((f) => f.message)).toContainEqual(expect.stringMatching(/^linked by name, please confirm/));
    // the table no parser knows is kept verbatim
    expect(task.notes).toMatchObject([
      { kind: "unparsed", title: "Per-rally spot checks", raw: expect.stringContaining("| 12 | 3 | 1 |") },
    ]);
  });
});

describe("a folder whose own account says none of its rows is clean", () => {
  const spec = minecraftCommandLedger();
  spec["calibration/scores.md"] = [
    "# Calibration",
    "",
    "**Verdict: the difficulty gate is currently UNDETERMINED — none of the four rows is a clean measurement.**",
    "",
    "| harness | model | reasoning | score | tool-call turns | trajectory |",
    "|---|---|---|---:|---:|---|",
    "| Codex CLI 0.150.0 | gpt-5.6-sol | high | 0.041 | 140 | `rollouts/codex-a.jsonl` |",
    "| Codex CLI 0.150.0 | gpt-5.6-sol | high | 0.052 | 131 | `rollouts/codex-b.jsonl` |",
    "| Claude Code 2.1.250 | claude-opus-4-8 | high | 0.000 | 12 | `rollouts/claude.jsonl` |",
    "| Antigravity 1.2.0 | gemini-3.6-flash | high | 0.019 | 77 | `rollouts/antigravity.jsonl` |",
    "",
    "## Why none of these counts yet",
    "",
    "The workspace was pre-populated with an earlier round's output directory, and the two Codex runs",
    "shared it, so they could read each other's solution.json. The Claude run hit the usage limit after",
    "12 tool calls and submitted nothing; its 0.000 is the empty-submission score. Antigravity ran",
    "natively with no rate limit and no wrapper prompt, but on the same pre-populated workspace.",
    "",
  ].join("\n");

  it("every row is labelled contaminated from the bold line, the Claude run quota-terminated, and the verdict is undetermined", () => {
    const { task } = imported(parseTaskFolder(MC, toFiles(spec), SRC));
    expect(task.taskVerdict).toMatchObject({ verdict: "undetermined", source: { file: "calibration/scores.md", line: 3 } });
    expect(task.rows.map((r) => [r.harness, r.flags.map((f) => `${f.code}:${f.source.line}`), r.runEnd?.kind ?? null])).toEqual([
      ["Codex CLI", ["contaminated:3"], null],
      ["Codex CLI", ["contaminated:3"], null],
      ["Claude Code", ["contaminated:3", "quota_terminated:16"], "quota"],
      ["Antigravity", ["contaminated:3"], null],
    ]);
  });
});

describe("a retired folder is never linked to a current row by name", () => {
  it("the Codex row takes its current trajectory and ledger, never the _superseded-old-schema/ ones", () => {
    const spec = minecraftCommandLedger();
    const old = "calibration/rollouts/_superseded-old-schema/";
    spec[`${old}codex-gpt-5.6-sol.jsonl`] = codexTrajectory(40, "old schema");
    spec[`${old}codex-gpt-5.6-sol.solution.json`] = spec["calibration/rollouts/codex-gpt-5.6-sol.solution.json"];
    const { task } = imported(parseTaskFolder(MC, toFiles(spec), SRC));
    expect(task.rows[0]).toMatchObject({
      citedRolloutPath: "calibration/rollouts/codex-gpt-5.6-sol.jsonl",
      citedLedgerPath: "calibration/rollouts/codex-gpt-5.6-sol.solution.json",
    });
  });
  it("with only the retired files, the row stays unlinked (turns and integrity have nothing to count)", () => {
    const spec = minecraftCommandLedger();
    const old = "calibration/rollouts/_superseded-old-schema/";
    spec[`${old}codex-gpt-5.6-sol.jsonl`] = spec["calibration/rollouts/codex-gpt-5.6-sol.jsonl"];
    spec[`${old}codex-gpt-5.6-sol.solution.json`] = spec["calibration/rollouts/codex-gpt-5.6-sol.solution.json"];
    delete spec["calibration/rollouts/codex-gpt-5.6-sol.jsonl"];
    delete spec["calibration/rollouts/codex-gpt-5.6-sol.solution.json"];
    const { task } = imported(parseTaskFolder(MC, toFiles(spec), SRC));
    expect(task.rows[0]).toMatchObject({ citedRolloutPath: null, citedLedgerPath: null, ledgerLink: null });
    expect(task.rollouts.map((r) => [r.path, r.origin])).toEqual([[`${old}codex-gpt-5.6-sol.jsonl`, "unlinked"]]);
  });
});

describe("minecraft command ledger (no judge here, ground truth shipped, other table shapes)", () => {
  it("imports: a pipe-less agent table, ablations with a condition column, invariants inside a list, not-run rows", () => {
    const { task, codes } = imported(parseTaskFolder(MC, toFiles(minecraftCommandLedger()), SRC));
    expect(task.groundTruth?.path).toBe("steps/solve/tests/ground_truth.json");
    expect(task.pairings).toEqual([]);
    expect(codes).toContain("family_unknown");
    expect(codes).not.toContain("ground_truth_missing");
    expect(task.rows.map(row)).toEqual([
      ["agent", "Codex CLI", "full", "official", 0.164, 388],
      ["agent", "Claude Code", "full", "todo", null, null],
      ["ablation", "Codex CLI", "no_media", "official", 0, 14],
      ["ablation", "Codex CLI", "single_frame", "todo", null, null],
      ["anchor", "anchor", "other", "official", 1, null],
      ["anchor", "anchor", "other", "official", 0, null],
    ]);
    expect(task.rows[0]).toMatchObject({ reasoning: "xhigh", sourceLine: 7 });
    expect(task.rows[4].sourceLine).toBe(21);
    expect(task.notes.map((n) => [n.kind, n.title])).toEqual([["unparsed", "Command counts"]]);
    expect(task.rollouts[0]).toMatchObject({ toolCallTurns: 388 });
  });
});
