import { describe, expect, it } from "vitest";
import type { CalibrationTableRow } from "@/components/calibration/calibration-rows";
import { conditionLabel, conditionScoresOf, groupLabel, scoreByCondition, type ConditionScore } from "./score-by-condition";

const r = (harness: string, model: string | null, condition: string, score: number | null, status = "official"): ConditionScore => ({ harness, model, condition, score, status });

const rows = [
  r("Codex CLI", "gpt-5.6", "full", 0.05),
  r("Codex CLI", "gpt-5.6", "no_media", 0.02),
  r("Codex CLI", "gpt-5.6", "full", 0.08), // second run: the higher one is plotted
  r("Claude Code", "opus-4.8", "full", 0.09),
  r("Claude Code", "opus-4.8", "frame_dump_no_tools", 0.12),
  r("Claude Code", "opus-4.8", "full", 0.5, "diagnostic"), // never replaces the official score
  r("Antigravity", null, "full", null), // no score
  r("Antigravity", "gemini", "weird", 0.01),
  r("anchor", null, "other", 1), // the oracle: not an agent run
];

describe("scoreByCondition", () => {
  it("groups by model, conditions in gate order, max per cell", () => {
    const d = scoreByCondition(rows);
    expect(d.groups).toEqual(["gpt-5.6", "opus-4.8"]);
    expect(d.conditions).toEqual(["full", "no_media", "frame_dump_no_tools"]);
    expect(d.data[0]).toEqual({ group: "gpt-5.6", full: 0.08, no_media: 0.02, frame_dump_no_tools: null });
    expect(d.cells.find((c) => c.group === "gpt-5.6" && c.condition === "full")?.runs).toBe(2);
    expect(d.excluded).toBe(4);
  });

  it("can chart other conditions, unknown ones after the known", () => {
    const d = scoreByCondition(rows, { conditions: ["full", "weird", "other"] });
    expect(d.conditions).toEqual(["full", "other", "weird"]);
    expect(d.groups).toEqual(["gpt-5.6", "opus-4.8", "gemini", "anchor (model unknown)"]);
  });

  it.each([
    ["harness", ["Codex CLI", "Claude Code"]],
    ["harness-model", ["Codex CLI · gpt-5.6", "Claude Code · opus-4.8"]],
  ] as const)("group by %s", (by, groups) => expect(scoreByCondition(rows, { groupBy: by }).groups).toEqual(groups));

  it("can include other statuses", () => {
    const d = scoreByCondition(rows, { statuses: ["official", "diagnostic"] });
    expect(d.data.find((x) => x.group === "opus-4.8")?.full).toBe(0.5);
  });

  it("empty", () => expect(scoreByCondition([])).toEqual({ groups: [], conditions: [], data: [], cells: [], excluded: 0 }));
});

describe("labels", () => {
  it.each([
    ["frame_dump_no_tools", "frame-dump-no-tools"],
    ["full", "full"],
  ])("%s", (c, l) => expect(conditionLabel(c)).toBe(l));
  it("unknown model", () => expect(groupLabel({ harness: "Codex CLI", model: null }, "model")).toBe("Codex CLI (model unknown)"));
});

describe("conditionScoresOf", () => {
  it("prefers the recomputed score, falls back to the claim", () => {
    const base = { harness: "Codex CLI", model: "gpt", condition: "full", status: "official" };
    const rows = [
      { ...base, recomputed: 0.05, claimed: 0.2 },
      { ...base, recomputed: null, claimed: 0.2 },
      { ...base, recomputed: null, claimed: null },
    ] as CalibrationTableRow[];
    expect(conditionScoresOf(rows).map((r) => r.score)).toEqual([0.05, 0.2, null]);
  });
});
