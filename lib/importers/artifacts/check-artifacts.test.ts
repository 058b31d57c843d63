import { describe, expect, it } from "vitest";
import { checkArtifacts, type ArtifactCheckInput, type ArtifactRow } from "./check-artifacts";
import { artifactCheckSeverity, type ArtifactCheck } from "./types";

const bytes = (s: string) => new TextEncoder().encode(s);
const R = "calibration/rollouts";
const PRIMARY = "kart@new";
const OLD = "kart@old";
const SHA = "c".repeat(64);
const MEDIA = "d".repeat(64);

function row(over: Partial<ArtifactRow> & Pick<ArtifactRow, "ordinal">): ArtifactRow {
  return {
    kind: "agent",
    condition: "full",
    status: "official",
    harness: "Codex CLI",
    harnessRaw: "Codex CLI",
    model: "gpt-5.6-sol",
    conditionLabel: "full",
    claimedTurns: null,
    claimedTurnsText: "",
    citedLedgerPath: null,
    citedRolloutPath: null,
    ...over,
  };
}

function input(over: Partial<ArtifactCheckInput>): ArtifactCheckInput {
  return { artifacts: [], ledgerPaths: [], rollouts: [], rows: [], scores: [], instructionSha256: SHA, mediaSha256: [MEDIA], ...over };
}

const score = (ledgerPath: string, value: number, judgeId = PRIMARY, reason = "ok") => ({
  ledgerPath,
  judgeId,
  isPrimary: judgeId === PRIMARY,
  value,
  reason,
});

describe("checkArtifacts: reward files against their siblings' recomputed scores", () => {
  const kart = input({
    artifacts: [
      { path: `${R}/codex_masked_reward.json`, raw: bytes('{"reward": 0.3454, "details": {}}') },
      { path: `${R}/codex_exact_full_reward.json`, raw: bytes('{"reward": 0.0295}') },
      { path: `${R}/codex_ts_reward.json`, raw: bytes('{"reward": 0.0892}') },
      { path: `${R}/codex_exact_rescore_reward.json`, raw: bytes('{"reward": 0.1218}') },
      { path: `${R}/claude.reward.txt`, raw: bytes("0.030\n") },
    ],
    ledgerPaths: [
      `${R}/codex_masked_solution.json`,
      `${R}/codex_exact_full_solution.json`,
      `${R}/codex_ts_solution.json`,
      `${R}/claude.solution.json`,
    ],
    rows: [row({ ordinal: 1, citedLedgerPath: `${R}/codex_exact_full_solution.json` })],
    scores: [
      score(`${R}/codex_masked_solution.json`, 0.1218),
      score(`${R}/codex_masked_solution.json`, 0, OLD),
      score(`${R}/codex_exact_full_solution.json`, 0.0295),
      score(`${R}/codex_ts_solution.json`, 0.0235),
      score(`${R}/codex_ts_solution.json`, 0.0892, OLD),
      score(`${R}/claude.solution.json`, 0.0295),
    ],
  });
  const checks = checkArtifacts(kart);
  const reward = (file: string) =>
    checks.find((c): c is Extract<ArtifactCheck, { kind: "reward" }> => c.kind === "reward" && c.file === `${R}/${file}`);

  it.each([
    ["codex_masked_reward.json", "codex_masked_solution.json", 0.3454, 0.1218, false, null],
    ["codex_ts_reward.json", "codex_ts_solution.json", 0.0892, 0.0235, false, OLD],
    ["codex_exact_full_reward.json", "codex_exact_full_solution.json", 0.0295, 0.0295, true, null],
    ["claude.reward.txt", "claude.solution.json", 0.03, 0.0295, true, null],
  ])("%s ↔ %s: %s vs %s agrees %s", (file, ledger, stated, recomputed, agrees, otherJudge) => {
    const c = reward(file);
    expect(c).toMatchObject({ ledgerPath: `${R}/${ledger}`, stated, recomputed, agrees, agreesWithJudge: otherJudge, judgeId: PRIMARY });
    expect(artifactCheckSeverity(c!)).toBe(agrees ? "info" : "warning");
  });

  it("names the rows citing the ledger (none for an unlinked one) and the rule", () => {
    expect(reward("codex_exact_full_reward.json")?.ledgerRows).toEqual([
      { ordinal: 1, label: "Codex CLI · gpt-5.6-sol · full", byName: false },
    ]);
    expect(reward("codex_masked_reward.json")?.ledgerRows).toEqual([]);
    expect(reward("codex_masked_reward.json")?.rule).toBe("|Δ| ≤ 0.00005 (half a unit of the 4th decimal)");
    expect(reward("codex_masked_reward.json")?.delta).toBeCloseTo(-0.2236, 10);
  });

  it("keeps a reward file without a sibling ledger as unpaired, with its number as written", () => {
    expect(checks.filter((c) => c.kind === "reward_unpaired")).toEqual([
      {
        kind: "reward_unpaired",
        file: `${R}/codex_exact_rescore_reward.json`,
        stated: [{ field: "reward", entry: null, text: "0.1218" }],
        why: "no sibling ledger by name",
      },
    ]);
  });

  it("pairs the entries of a results list with the ledgers named after them", () => {
    const ablations = checkArtifacts(
      input({
        artifacts: [
          {
            path: "calibration/ablations/results.json",
            raw: bytes(
              '{"runs": [{"mode": "no-media", "reward": 0.0}, {"mode": "audio-only", "reward": 0.0031}, {"mode": "single-frame", "reward": 0.0}]}',
            ),
          },
        ],
        ledgerPaths: ["calibration/ablations/ledgers/no-media.json", "calibration/ablations/ledgers/audio-only.json"],
        scores: [score("calibration/ablations/ledgers/no-media.json", 0), score("calibration/ablations/ledgers/audio-only.json", 0)],
      }),
    );
    expect(ablations.map((c) => (c.kind === "reward" ? [c.entry, c.agrees] : [c.kind]))).toEqual([
      ["no-media", true],
      ["audio-only", false],
      ["reward_unpaired"],
    ]);
  });

  it.each([
    [
      "a Harbor trial's verifier/reward.txt",
      "calibration/runs/t1/verifier/reward.txt",
      "0.25\n",
      "calibration/runs/t1/solution.json",
      true,
    ],
    ["a reward_<stem> prefix", `${R}/reward_codex-run.json`, '{"reward": 0.25}', `${R}/codex-run.solution.json`, true],
    ["a name that hides its run", `${R}/codex-run_reward_v2.json`, '{"reward": 0.25}', `${R}/codex-run.solution.json`, false],
  ])("pairs %s", (_label, path, text, ledger, paired) => {
    const [c] = checkArtifacts(
      input({
        artifacts: [{ path, raw: bytes(text) }],
        ledgerPaths: [ledger, `${R}/solution.json`],
        scores: [score(ledger, 0.25), score(`${R}/solution.json`, 0.9)],
      }),
    );
    expect(c.kind).toBe(paired ? "reward" : "reward_unpaired");
    if (c.kind === "reward") expect([c.ledgerPath, c.agrees]).toEqual([ledger, true]);
    if (c.kind === "reward_unpaired") expect(c.why).toBe("its name does not say which run it belongs to");
  });

  it("does not compare without a primary judge score, and says why", () => {
    const none = checkArtifacts(
      input({ artifacts: [{ path: `${R}/a_reward.json`, raw: bytes('{"reward": 0.5}') }], ledgerPaths: [`${R}/a_solution.json`] }),
    );
    expect(none).toEqual([
      {
        kind: "reward_unpaired",
        file: `${R}/a_reward.json`,
        stated: [{ field: "reward", entry: null, text: "0.5" }],
        why: `no judge scored ${R}/a_solution.json`,
      },
    ]);
  });

  it("reports an unreadable reward file with its line and reason, and takes no number from it", () => {
    const bad = checkArtifacts(
      input({ artifacts: [{ path: `${R}/a.reward.txt`, raw: bytes("reward 0.5\n") }], ledgerPaths: [`${R}/a.solution.json`] }),
    );
    expect(bad).toEqual([
      { kind: "unreadable", file: `${R}/a.reward.txt`, what: "reward", line: 1, reason: 'expected one number, found "reward 0.5"' },
    ]);
  });

  it("looks only under calibration/", () => {
    expect(checkArtifacts(input({ artifacts: [{ path: "steps/solve/tests/reward.json", raw: bytes("{}") }] }))).toEqual([]);
  });
});

describe("checkArtifacts: scores documents state for the ledgers they name", () => {
  it("compares a README item's score with its ledger's, and reads SPEC.md too", () => {
    const checks = checkArtifacts(
      input({
        artifacts: [
          { path: `${R}/README.md`, raw: bytes("- `codex_ts_*` — shipped run (reward **0.0892**, 12 races)\n") },
          { path: "SPEC.md", raw: bytes("- `calibration/rollouts/codex_ts_solution.json` scores **0.0235**\n") },
          { path: "calibration/scores.md", raw: bytes("| Codex | 0.0892 | `rollouts/codex_ts_solution.json` |\n") },
        ],
        ledgerPaths: [`${R}/codex_ts_solution.json`],
        scores: [score(`${R}/codex_ts_solution.json`, 0.0235)],
      }),
    );
    expect(checks.map((c) => (c.kind === "reward" ? [c.source, c.file, c.line, c.entry, c.statedText, c.agrees] : c.kind))).toEqual([
      ["document", `${R}/README.md`, 1, "codex_ts_*", "0.0892", false],
      ["document", "SPEC.md", 1, "calibration/rollouts/codex_ts_solution.json", "0.0235", true],
    ]);
  });
});

describe("checkArtifacts: tool histograms against claimed turns", () => {
  const rows = [
    row({ ordinal: 2, claimedTurns: 386, claimedTurnsText: "386", citedRolloutPath: `${R}/codex-run.jsonl` }),
    row({
      ordinal: 3,
      harness: "Claude Code",
      harnessRaw: "Claude Code",
      model: "fable-5",
      claimedTurns: 597,
      claimedTurnsText: "~597",
      citedLedgerPath: `${R}/fable-run.solution.json`,
    }),
  ];
  it.each([
    ["codex-run.tool-histogram.txt", "120 exec_command\n20 view_image\n", 140, 2, 386, false],
    ["fable-run.tool-histogram.txt", "Read: 280\nBash: 146\nWrite: 9\n", 435, 3, 597, false],
    ["fable-run.tool-histogram.txt", "Read: 400\nBash: 190\n", 590, 3, 597, true],
  ])("%s", (file, text, total, ordinal, claimed, agrees) => {
    const [c] = checkArtifacts(
      input({
        artifacts: [{ path: `${R}/${file}`, raw: bytes(text) }],
        rows,
        rollouts: [{ path: `${R}/codex-run.jsonl`, toolCallTurns: 141 }],
      }),
    );
    expect(c).toMatchObject({ kind: "tool_histogram", total, claimedTurns: claimed, agrees, row: { ordinal } });
    if (ordinal === 2) expect(c).toMatchObject({ countedTurns: 141 });
  });

  it("falls back to the one agent row the name points at, marked to confirm", () => {
    const [c] = checkArtifacts(
      input({ artifacts: [{ path: `${R}/claude-fable-5.tool-histogram.txt`, raw: bytes("Read: 280\nBash: 146\n") }], rows }),
    );
    expect(c).toMatchObject({ kind: "tool_histogram", total: 426, row: { ordinal: 3, byName: true }, claimedTurns: 597, agrees: false });
  });

  it("keeps a histogram no row names, with nothing to compare", () => {
    const [c] = checkArtifacts(input({ artifacts: [{ path: `${R}/other.tool-histogram.txt`, raw: bytes("3 Read\n") }], rows }));
    expect(c).toMatchObject({ kind: "tool_histogram", total: 3, row: null, agrees: null });
    expect(artifactCheckSeverity(c)).toBe("info");
  });
});

describe("checkArtifacts: run metadata as instruction and media evidence", () => {
  const rows = [row({ ordinal: 4, citedRolloutPath: `${R}/codex-run.jsonl` })];
  it.each([
    ["the current instruction and the pinned media", `instruction_sha256: ${SHA}\nmedia_sha256: ${MEDIA}\n`, true, true],
    ["an earlier instruction", `instruction_sha256: ${"e".repeat(64)}\n`, false, null],
    ["another video", `video_sha256: ${"f".repeat(64)}\n`, null, false],
  ])("%s", (_label, text, instructionAgrees, mediaAgrees) => {
    const [c] = checkArtifacts(input({ artifacts: [{ path: `${R}/codex-run.run-metadata.txt`, raw: bytes(text) }], rows }));
    expect(c).toMatchObject({ kind: "run_metadata", row: { ordinal: 4 }, instructionAgrees, mediaAgrees, currentInstructionSha256: SHA });
    expect(artifactCheckSeverity(c)).toBe(instructionAgrees === false || mediaAgrees === false ? "warning" : "info");
  });

  it("compares the tool calls it counts with the row's claimed turns", () => {
    const claimed = [row({ ordinal: 4, claimedTurns: 386, claimedTurnsText: "386", citedRolloutPath: `${R}/codex-run.jsonl` })];
    const [c] = checkArtifacts(
      input({ artifacts: [{ path: `${R}/codex-run.run-metadata.txt`, raw: bytes("tool_calls: 140\n") }], rows: claimed }),
    );
    expect(c).toMatchObject({ kind: "run_metadata", toolCalls: { value: 140, line: 1 }, turnsAgree: false });
    expect(artifactCheckSeverity(c)).toBe("warning");
  });

  it("refuses a malformed metadata file as evidence", () => {
    const [c] = checkArtifacts(
      input({ artifacts: [{ path: `${R}/codex-run.run-metadata.txt`, raw: bytes("instruction_sha256: 0963eb1a…c3e1\n") }], rows }),
    );
    expect(c).toMatchObject({ kind: "unreadable", what: "run_metadata", line: 1, field: "instruction_sha256" });
  });
});

describe("checkArtifacts: file names that confess", () => {
  it("lists every calibration file (artifact, ledger, trajectory) whose name announces trouble, once", () => {
    const checks = checkArtifacts(
      input({
        artifacts: [{ path: `${R}/notes-leak.md`, raw: bytes("") }],
        ledgerPaths: [`${R}/codex.copied-answer.solution.json`, "steps/solve/tests/answer_key.json"],
        rollouts: [{ path: `${R}/claude-BypassSandbox.jsonl`, toolCallTurns: 3 }],
      }),
    );
    expect(checks).toEqual([
      { kind: "confessing_name", file: `${R}/claude-BypassSandbox.jsonl`, words: ["BypassSandbox"] },
      { kind: "confessing_name", file: `${R}/codex.copied-answer.solution.json`, words: ["copied-answer"] },
      { kind: "confessing_name", file: `${R}/notes-leak.md`, words: ["leak"] },
    ]);
  });
});
