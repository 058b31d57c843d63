import { describe, expect, it } from "vitest";
import { minecraftCommandLedger, toFiles } from "./__tests__/foreign-task-folders";
import { ablationNameFit, linkAblationsByName } from "./ablation-ledger-names";
import { parseTaskFolder } from "./parse-task-folder";
import type { CalibrationRow, Ledger } from "./types";

describe("ablationNameFit: does a ledger's name say the condition?", () => {
  it.each([
    ["calibration/ablations/no_media.solution.json", "no_media", 2],
    ["calibration/ablations/no-media_solution.json", "no_media", 2],
    ["calibration/ablations/nomedia.json", "no_media", 2],
    ["calibration/ablations/ledgers/single-frame.json", "single_frame", 2],
    ["calibration/rollouts/codex_no_media.solution.json", "no_media", 1],
    ["calibration/rollouts/codex-audio-only.solution.json", "audio_only", 1],
    ["calibration/rollouts/codex-audio-only.solution.json", "video_only", 0],
    ["calibration/rollouts/no_media_notes.solution.json", "no_media", 0],
    ["calibration/ablations/frame_dump_no_tools.solution.json", "frame_dump_no_tools", 2],
    ["steps/solve/no_media.solution.json", "no_media", 0],
  ])("%s / %s -> %i", (path, condition, fit) => {
    expect(ablationNameFit(path, condition)).toBe(fit);
  });
});

function ablation(condition: CalibrationRow["condition"], over: Partial<CalibrationRow> = {}): CalibrationRow {
  return {
    ordinal: 1,
    kind: "ablation",
    harness: "unstated",
    harnessRaw: "",
    harnessVersion: null,
    model: null,
    reasoning: null,
    condition,
    conditionLabel: condition.replace(/_/g, " "),
    claimedScore: 0,
    claimedScoreText: "0.0",
    claimedScoreApprox: false,
    run: null,
    claimedTurns: null,
    claimedTurnsText: "",
    instructionSha256: null,
    wrapped: null,
    networkPosture: null,
    status: "official",
    notes: "",
    sourceFile: "calibration/scores.md",
    sourceTable: "ablations",
    sourceLine: 12,
    citedLedgerPath: null,
    citedRolloutPath: null,
    ledgerLink: null,
    declaredTransform: null,
    findings: [{ code: "no_ledger_retained", severity: "warning", message: "no submitted ledger in the folder" }],
    flags: [],
    runEnd: null,
    cells: {},
    ...over,
  };
}
const ledger = (path: string): Ledger => ({
  path,
  raw: new Uint8Array(),
  sha256: "0".repeat(64),
  byteLength: 0,
  label: path,
  origin: "unlinked",
  parsesAsJson: true,
});

describe("linkAblationsByName", () => {
  it("links the one ledger named for the condition, asks to confirm, and drops the 'no ledger' note", () => {
    const [row] = linkAblationsByName(
      [ablation("no_media")],
      [ledger("calibration/ablations/no_media.solution.json"), ledger("calibration/ablations/audio_only.solution.json")],
    );
    expect(row.citedLedgerPath).toBe("calibration/ablations/no_media.solution.json");
    expect(row.ledgerLink).toBe("by_name");
    expect(row.findings).toEqual([
      {
        code: "ledger_linked_by_name",
        severity: "warning",
        file: "calibration/scores.md",
        line: 12,
        field: "ledger",
        message: "linked by name, please confirm: no_media.solution.json (its name says no-media)",
      },
    ]);
  });

  it("prefers the exact name over one that ends with the condition", () => {
    const [row] = linkAblationsByName(
      [ablation("no_media")],
      [ledger("calibration/rollouts/codex_no_media.solution.json"), ledger("calibration/ablations/no-media.solution.json")],
    );
    expect(row.citedLedgerPath).toBe("calibration/ablations/no-media.solution.json");
  });

  it("links nothing on a tie and names the candidates", () => {
    const [row] = linkAblationsByName(
      [ablation("no_media")],
      [ledger("calibration/rollouts/codex_no_media.solution.json"), ledger("calibration/rollouts/claude_no_media.solution.json")],
    );
    expect(row.citedLedgerPath).toBeNull();
    expect(row.findings.at(-1)).toMatchObject({
      code: "ledger_link_ambiguous",
      message: "no ledger linked: codex_no_media.solution.json, claude_no_media.solution.json fit this no media row's name equally well",
    });
  });

  it.each([
    ["a row that already has its ledger", ablation("no_media", { citedLedgerPath: "calibration/ablations/ledgers/no-media.json" })],
    ["a full-condition agent row", ablation("full", { kind: "agent" })],
    ["a waived row", ablation("no_media", { status: "waived" })],
    ["a ledger another row cites", ablation("no_media", { ordinal: 2 })],
  ])("leaves alone %s", (_label, row) => {
    const other = ablation("single_frame", { ordinal: 9, citedLedgerPath: "calibration/ablations/no_media.solution.json" });
    const rows = _label === "a ledger another row cites" ? [other, row] : [row];
    const out = linkAblationsByName(rows, [ledger("calibration/ablations/no_media.solution.json")]);
    expect(out.at(-1)).toEqual(row);
  });
});

describe("a folder's no_media.solution.json reaches its no-media row through the parser", () => {
  it("links it by name on the minecraft folder (Codex no-media row), leaving the full-condition row's ledger alone", () => {
    const files = toFiles({ ...minecraftCommandLedger(), "calibration/ablations/no_media.solution.json": '{"commands": []}\n' });
    const parsed = parseTaskFolder("minecraft-command-ledger", files, { kind: "fixture", location: "test" });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const noMedia = parsed.task.rows.find((r) => r.condition === "no_media")!;
    expect([noMedia.citedLedgerPath, noMedia.ledgerLink]).toEqual(["calibration/ablations/no_media.solution.json", "by_name"]);
    expect(noMedia.findings.map((f) => f.message)).toContain(
      "linked by name, please confirm: no_media.solution.json (its name says no-media)",
    );
    const full = parsed.task.rows.find((r) => r.condition === "full" && r.harness === "Codex CLI")!;
    expect(full.citedLedgerPath).toBe("calibration/rollouts/codex-gpt-5.6-sol.solution.json");
  });
});
