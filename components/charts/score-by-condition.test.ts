import { describe, expect, it } from "vitest";
import type { CalibrationTableRow } from "@/components/calibration/calibration-rows";
import { axisMax, axisTicks, chartGroups, entryLabel, sqrtPosition } from "./score-by-condition";

type Over = Partial<CalibrationTableRow> & Pick<CalibrationTableRow, "id" | "harness" | "condition">;
const row = (over: Over): CalibrationTableRow =>
  ({
    model: null,
    conditionLabel: over.condition,
    claimed: null,
    recomputed: null,
    status: "official",
    rejectedReason: null,
    ...over,
  }) as CalibrationTableRow;

// the FlightGear rows as the importer stores them (9.7)
const flightgear = [
  row({
    id: "codex",
    harness: "Codex CLI",
    model: "GPT-5.6 Sol",
    condition: "full",
    claimed: 0.0938,
    recomputed: 0.0938,
    status: "earlier_instruction",
  }),
  row({
    id: "claude",
    harness: "Claude Code",
    model: "Claude Opus 4.8",
    condition: "full",
    claimed: 0,
    recomputed: 0,
    rejectedReason: "top-level object must contain clearances",
  }),
  row({
    id: "agy",
    harness: "Antigravity",
    model: "Gemini 3.6 Flash High",
    condition: "full",
    claimed: 0,
    recomputed: 0,
    status: "earlier_instruction",
  }),
  row({
    id: "replaced",
    harness: "claude Opus 4.8 (replaced agent-host round)",
    condition: "full",
    claimed: 0.606,
    recomputed: 0.606,
    status: "replaced",
  }),
  row({ id: "oracle", harness: "anchor", condition: "other", conditionLabel: "oracle", claimed: 1 }),
  row({ id: "no-media", harness: "unstated", condition: "no_media", conditionLabel: "no media", claimed: 0, recomputed: 0 }),
  row({ id: "single", harness: "unstated", condition: "single_frame", conditionLabel: "one frame", claimed: 0 }),
  row({ id: "todo", harness: "Antigravity", condition: "full", status: "todo" }),
];

describe("chartGroups (9.7: every row with a score, marked by status)", () => {
  const groups = chartGroups(flightgear);

  it("keeps every scored row, official or not, and leaves out rows with no number at all", () => {
    expect(groups.map((g) => [g.condition, g.entries.map((e) => e.id)])).toEqual([
      ["full", ["codex", "claude", "agy", "replaced"]],
      ["no_media", ["no-media"]],
      ["single_frame", ["single"]],
      ["other", ["oracle"]],
    ]);
  });

  it("shows the Codex 0.0938 and the replaced 0.6060, with their status and the bar they are read against", () => {
    const full = groups[0].entries;
    expect(full.find((e) => e.id === "codex")).toMatchObject({
      recomputed: 0.0938,
      status: "earlier_instruction",
      bar: 0.1,
      overBar: false,
    });
    expect(full.find((e) => e.id === "replaced")).toMatchObject({ recomputed: 0.606, status: "replaced", bar: 0.1, overBar: true });
    expect(full.find((e) => e.id === "claude")?.rejected).toBe(true);
    expect(groups[1].entries[0].bar).toBe(0.15);
    expect(groups[3].entries[0].bar).toBeNull();
  });

  it("names rows whose harness is not stated instead of 'unstated · ?'", () => {
    const labels = groups.flatMap((g) => g.entries.map((e) => e.label));
    expect(labels).toEqual([
      "Codex CLI · GPT-5.6 Sol",
      "Claude Code · Claude Opus 4.8",
      "Antigravity · Gemini 3.6 Flash High",
      "claude Opus 4.8 (replaced agent-host round)",
      "no media (harness not stated)",
      "one frame (harness not stated)",
      "anchor: oracle",
    ]);
    expect(labels.join(" ")).not.toMatch(/unstated|\?/);
  });

  it("reads a claim against the bar when nothing is recomputed", () => {
    const [g] = chartGroups([row({ id: "x", harness: "Codex CLI", condition: "no_media", claimed: 0.2 })]);
    expect(g.entries[0]).toMatchObject({ overBar: true, bar: 0.15 });
  });
});

describe("scale", () => {
  it.each([
    [[0.0938], 0.2],
    [[0.606], 1],
    [[0.3], 0.5],
    [[1.7], 2],
  ])("axisMax(%j) = %s", (scores, max) => {
    expect(axisMax([{ condition: "full", label: "full", entries: scores.map((s) => ({ claimed: s, recomputed: null }) as never) }])).toBe(
      max,
    );
  });

  it("keeps values near 0 readable: 0.0094 and 0.0938 sit well apart from 0 and from each other", () => {
    expect(sqrtPosition(0, 1)).toBe(0);
    expect(sqrtPosition(1, 1)).toBe(100);
    expect(sqrtPosition(0.0094, 1)).toBeCloseTo(9.7, 1);
    expect(sqrtPosition(0.0938, 1)).toBeCloseTo(30.6, 1);
    expect(sqrtPosition(0.1, 1)).toBeCloseTo(31.6, 1);
    expect(sqrtPosition(5, 1)).toBe(100);
    expect(sqrtPosition(-1, 1)).toBe(0);
  });

  it("ticks stay within the axis", () => {
    expect(axisTicks(0.2)).toEqual([0, 0.01, 0.05]);
    expect(axisTicks(1)).toEqual([0, 0.01, 0.05, 0.25, 0.5, 1]);
  });

  it("labels an anchor by its own words and a full row by harness and model", () => {
    expect(entryLabel({ harness: "anchor", model: null, condition: "other", conditionLabel: "empty/null" })).toBe("anchor: empty/null");
    expect(entryLabel({ harness: "Codex CLI", model: null, condition: "full", conditionLabel: "full" })).toBe("Codex CLI");
  });
});
