import { describe, expect, it } from "vitest";
import { conditionFromLabel, harnessKeyword, normaliseHarness, parseScoreCell, parseTurnsCell, versionInHarnessCell } from "./cells";

describe("parseScoreCell", () => {
  it.each([
    ["0.0938", [0.0938], "", false, false, null],
    ["**0.045**", [0.045], "", false, false, null],
    ["**n=3: 0.030 / 0.000 / 0.052** (mean 0.027)", [0.03, 0, 0.052], "mean 0.027", false, false, 3],
    ["0.033613 (salvaged, run cut short)", [0.033613], "salvaged, run cut short", false, false, null],
    ["PENDING — not run due to credit limits", [], "PENDING — not run due to credit limits", true, false, null],
    ["TODO", [], "TODO", true, false, null],
    ["n/a", [], "", false, true, null],
    ["~0.027", [0.027], "", false, false, null],
    ["0.009 / 0.0", [0.009, 0], "", false, false, null],
    ["—", [], "—", false, false, null],
  ])("%s", (cell, values, qualifier, pending, na, runs) => {
    const s = parseScoreCell(cell);
    expect([s.values, s.qualifier, s.pending, s.notApplicable, s.declaredRuns]).toEqual([values, qualifier, pending, na, runs]);
  });

  it("flags ~ as approximate and keeps the contributor's text without markdown", () => {
    expect(parseScoreCell("~0.027").approx).toBe(true);
    expect(parseScoreCell("**1.0000**").text).toBe("1.0000");
  });
});

describe("harness and condition names", () => {
  it.each([
    ["Codex CLI", "Codex CLI"],
    ["Codex CLI (0.145.0)", "Codex CLI"],
    ["Claude Code (native `claude -p`)", "Claude Code"],
    ["Claude Code CLI (2.1.241)", "Claude Code"],
    ["Antigravity CLI", "Antigravity"],
    ["Gemini CLI (0.57.0)", "Gemini CLI"],
    ["VS Code Claude Agent SDK", "VS Code Claude Agent SDK"],
  ])("normaliseHarness(%s) = %s", (cell, harness) => expect(normaliseHarness(cell)).toBe(harness));

  it("matches prose labels loosely, Antigravity before Gemini", () => {
    expect(harnessKeyword("Antigravity Gemini 3.6 Flash High")).toBe("Antigravity");
    expect(harnessKeyword("Claude Opus 4.8 (native)")).toBe("Claude Code");
    expect(harnessKeyword("the audio-only ablation")).toBeNull();
  });

  it.each([
    ["Claude Code CLI (2.1.241)", "2.1.241"],
    ["Antigravity CLI 1.1.12", "1.1.12"],
    ["Codex CLI", null],
  ])("versionInHarnessCell(%s)", (cell, version) => expect(versionInHarnessCell(cell)).toBe(version));

  it.each([
    ["no media", "no_media"],
    ["no-media prior (best fixed guess)", "no_media"],
    ["one frame", "single_frame"],
    ["single-frame", "single_frame"],
    ["video only", "video_only"],
    ["audio_only", "audio_only"],
    ["frame dump + transcript, no media tools", "frame_dump_no_tools"],
    ["all-frames / no tools", "frame_dump_no_tools"],
    ["all_frames", "frame_dump_no_tools"], // usc-wsu ablations/README.md:12, a name written as a file stem
    ["OCR-only", "other"],
  ])("conditionFromLabel(%s) = %s", (label, condition) => expect(conditionFromLabel(label)).toBe(condition));

  it("turn cells", () => {
    expect(parseTurnsCell("88")).toEqual([88]);
    expect(parseTurnsCell("242 / 120 / 237")).toEqual([242, 120, 237]);
    expect(parseTurnsCell("—")).toEqual([]);
    expect(parseTurnsCell(">430")).toEqual([]);
  });
});
