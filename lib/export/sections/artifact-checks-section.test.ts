import { describe, expect, it } from "vitest";
import type { ArtifactCheck } from "../../importers/artifacts/types";
import { renderSection } from "../render-blocks";
import { artifactChecksSection, describeArtifactCheck } from "./artifact-checks-section";

const R = "calibration/rollouts";
const reward = (over: Partial<Extract<ArtifactCheck, { kind: "reward" }>>): ArtifactCheck => ({
  kind: "reward",
  source: "reward_file",
  file: `${R}/codex_masked_reward.json`,
  field: "reward",
  entry: null,
  statedText: "0.3454",
  stated: 0.3454,
  ledgerPath: `${R}/codex_masked_solution.json`,
  ledgerRows: [],
  judgeId: "kart-race-telemetry-ledger-s1@1ea24fc",
  recomputed: 0.1218,
  judgeReason: null,
  delta: 0.1218 - 0.3454,
  tolerance: 0.00005,
  rule: "|Δ| ≤ 0.00005 (half a unit of the 4th decimal)",
  agrees: false,
  agreesWithJudge: null,
  ...over,
});
const SHA = "0963eb1a" + "0".repeat(52) + "c3e1";
const CURRENT = "ab".repeat(32);

describe("describeArtifactCheck: one sentence per check, numbers and rule included", () => {
  it.each<[string, ArtifactCheck, "warning" | "info", string]>([
    [
      "a stale reward on an unlinked ledger",
      reward({}),
      "warning",
      "says 0.3454 (reward); its ledger calibration/rollouts/codex_masked_solution.json (linked to no row) recomputes to 0.1218 under kart-race-telemetry-ledger-s1@1ea24fc: stale: Δ −0.2236, outside |Δ| ≤ 0.00005 (half a unit of the 4th decimal)",
    ],
    [
      "a reward written under another judge",
      reward({ agreesWithJudge: "kart@old", ledgerRows: [{ ordinal: 1, label: "Codex CLI · gpt-5.6-sol · full", byName: false }] }),
      "warning",
      "says 0.3454 (reward); its ledger calibration/rollouts/codex_masked_solution.json (row 1 (Codex CLI · gpt-5.6-sol · full)) recomputes to 0.1218 under kart-race-telemetry-ledger-s1@1ea24fc: stale: Δ −0.2236, outside |Δ| ≤ 0.00005 (half a unit of the 4th decimal); it matches kart@old, so it was written under that judge",
    ],
    [
      "an agreeing entry of a results list on a rejected ledger",
      reward({
        entry: "no-media",
        field: "runs[0].reward",
        statedText: "0.0",
        stated: 0,
        recomputed: 0,
        delta: 0,
        agrees: true,
        judgeReason: "invalid solution",
        rule: "|Δ| ≤ 0.005",
      }),
      "info",
      "says 0.0 for no-media (runs[0].reward); its ledger calibration/rollouts/codex_masked_solution.json (linked to no row) recomputes to 0.0000 under kart-race-telemetry-ledger-s1@1ea24fc (the judge rejects it: invalid solution): agrees (Δ 0.0000, |Δ| ≤ 0.005)",
    ],
    [
      "a txt reward file written to 6 decimals",
      reward({
        field: "(file)",
        statedText: "0.033613",
        stated: 0.033613,
        recomputed: 0.033613,
        delta: 0,
        agrees: true,
        rule: "|Δ| ≤ 0.0000005",
      }),
      "info",
      "says 0.033613; its ledger calibration/rollouts/codex_masked_solution.json (linked to no row) recomputes to 0.033613 under kart-race-telemetry-ledger-s1@1ea24fc: agrees (Δ 0.0000, |Δ| ≤ 0.0000005)",
    ],
    [
      "an unpaired reward file",
      {
        kind: "reward_unpaired",
        file: "calibration/results.json",
        stated: [{ field: "models[0].reward", entry: "gpt-5.6-sol", text: "0.0415" }],
        why: "no sibling ledger by name",
      },
      "info",
      "says 0.0415 for gpt-5.6-sol: not checked (no sibling ledger by name)",
    ],
    [
      "a histogram below its claim",
      {
        kind: "tool_histogram",
        file: `${R}/codex.tool-histogram.txt`,
        total: 140,
        tools: 2,
        row: { ordinal: 2, label: "Codex CLI · gpt-5.6-sol · full", byName: false },
        claimedTurns: 386,
        claimedTurnsText: "386",
        countedTurns: null,
        agrees: false,
      },
      "warning",
      "counts 140 tool calls over 2 tools; row 2 (Codex CLI · gpt-5.6-sol · full) claims 386 turns: does not bear the claim out",
    ],
    [
      "metadata on an earlier instruction",
      {
        kind: "run_metadata",
        file: `${R}/codex.run-metadata.txt`,
        row: null,
        instructionSha256: { value: SHA, line: 2 },
        currentInstructionSha256: CURRENT,
        instructionAgrees: false,
        mediaSha256: null,
        pinnedMediaSha256: [],
        mediaAgrees: null,
        toolCalls: null,
        turnsAgree: null,
      },
      "warning",
      "ran instruction.md sha256 0963eb1a…c3e1 (line 2), not the current abababab…abab; no row names this run",
    ],
    [
      "a confessing name",
      { kind: "confessing_name", file: `${R}/x.copied-answer.json`, words: ["copied-answer"] },
      "warning",
      'the name says "copied-answer": a reviewer must look at what this file is',
    ],
    [
      "an unreadable histogram",
      {
        kind: "unreadable",
        file: `${R}/x.tool-histogram.txt`,
        what: "tool_histogram",
        line: 3,
        reason: "Read is counted twice",
        field: "Read",
      },
      "warning",
      "not read as a tool histogram (line 3, field Read): Read is counted twice; no number is taken from it",
    ],
    [
      "metadata counting fewer tool calls than claimed",
      {
        kind: "run_metadata",
        file: `${R}/codex.run-metadata.txt`,
        row: { ordinal: 2, label: "Codex CLI", byName: false },
        instructionSha256: null,
        currentInstructionSha256: CURRENT,
        instructionAgrees: null,
        mediaSha256: null,
        pinnedMediaSha256: [],
        mediaAgrees: null,
        toolCalls: { value: 140, line: 4 },
        turnsAgree: false,
      },
      "warning",
      "names no instruction sha256; counts 140 tool calls (line 4), not the turns the row claims; row 2 (Codex CLI)",
    ],
    [
      "metadata matched to a row by its name",
      {
        kind: "run_metadata",
        file: `${R}/claude.run-metadata.txt`,
        row: { ordinal: 4, label: "Claude Code · claude-opus-4-8 · full", byName: true },
        instructionSha256: { value: CURRENT, line: 1 },
        currentInstructionSha256: CURRENT,
        instructionAgrees: true,
        mediaSha256: null,
        pinnedMediaSha256: [],
        mediaAgrees: null,
        toolCalls: null,
        turnsAgree: null,
      },
      "info",
      "ran the current instruction.md (sha256 abababab…abab, line 1); row 4 (Claude Code · claude-opus-4-8 · full; linked by the file's name, please confirm)",
    ],
  ])("%s", (_label, check, severity, text) => {
    expect(describeArtifactCheck(check)).toEqual({ severity, file: check.file, text });
  });
});

describe("artifactChecksSection: the PR comment's Stale artifacts", () => {
  it("is absent when nothing was checked", () => {
    expect(artifactChecksSection([])).toBeNull();
  });

  it("tables the stale reward files with both numbers and folds what agrees", () => {
    const section = artifactChecksSection([
      reward({}),
      reward({
        file: `${R}/codex_exact_full_reward.json`,
        statedText: "0.0295",
        stated: 0.0295,
        recomputed: 0.0295,
        delta: 0,
        agrees: true,
      }),
      { kind: "confessing_name", file: `${R}/x-leak.md`, words: ["leak"] },
    ])!;
    expect(section).toMatchObject({ id: "stale-artifacts", title: "Stale artifacts", placement: "after-calibration" });
    const md = renderSection(section).join("\n");
    expect(md).toContain(
      "1 score the folder states (reward files, documents) is not what the ledger named recomputes to under `kart-race-telemetry-ledger-s1@1ea24fc`",
    );
    expect(md).toContain(
      "| `calibration/rollouts/codex_masked_reward.json` | 0.3454 | `calibration/rollouts/codex_masked_solution.json` | 0.1218 | −0.2236 | no row |",
    );
    expect(md).toContain('- `calibration/rollouts/x-leak.md` the name says "leak"');
    expect(md).toMatch(/<details>[\s\S]*1 artifact that agree or could not be compared[\s\S]*codex_exact_full_reward\.json[\s\S]*agrees/);
  });

  it("names a document's reference and line in the table", () => {
    const md = renderSection(
      artifactChecksSection([
        reward({
          source: "document",
          file: `${R}/README.md`,
          line: 3,
          field: "line 3",
          entry: "codex_ts_*",
          statedText: "0.0892",
          stated: 0.0892,
          ledgerPath: `${R}/codex_ts_solution.json`,
          recomputed: 0.0235,
          delta: 0.0235 - 0.0892,
        }),
      ])!,
    ).join("\n");
    expect(md).toContain(
      "| `calibration/rollouts/README.md` (codex_ts_*, line 3) | 0.0892 | `calibration/rollouts/codex_ts_solution.json` | 0.0235 | −0.0657 | no row |",
    );
  });

  it("says so when everything agrees", () => {
    const md = renderSection(artifactChecksSection([reward({ agrees: true, statedText: "0.1218", stated: 0.1218, delta: 0 })])!).join("\n");
    expect(md).toContain("Every reward file, tool histogram and run metadata file checked agrees with what the dashboard measured.");
    expect(md).not.toContain("| stated in |");
  });
});
