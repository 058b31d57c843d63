// Near-miss pairing, table-tested on hand-built breakdowns. Expected texts are derived by hand
// from the numbers in each case (e.g. demo task: expected #2 enter [blue_circle] 240–311, codex's
// P2 enter [blue_circle] 227–311: 227 − 240 = −13, |−13| > 12, so "start 13 frames early").
import { describe, expect, it } from "vitest";
import type { JudgeEvent } from "./types";
import type { JudgeFamily } from "./judge-family";
import { belowBaseline, formatSigned, nearMisses } from "./near-miss";

const EGO = "egocentric-activity-understanding";
const FG = "flightgear-atc-clearance-compliance-ledger";
const KART = "kart-race-telemetry-ledger-s1";

function egoExpected(index: number, verb: string, nouns: string[], start: number, end: number, matched: number | null = null): JudgeEvent {
  return {
    kind: "expected",
    index,
    matchedPrediction: matched,
    label: `${verb}`,
    verdict: matched === null ? "none" : "full",
    timeSec: start / 30,
    earned: 0,
    available: 1,
    fields: [
      { name: "verb", expected: verb, predicted: null, verdict: "miss" },
      { name: "nouns", expected: nouns, predicted: null, verdict: "miss" },
    ],
    extra: { startFrame: start, endFrame: end, frameTolerance: 12 },
  };
}

function egoSpurious(
  index: number,
  verb: string,
  nouns: string[],
  start: number,
  end: number,
  extra: Record<string, unknown> = {},
): JudgeEvent {
  return {
    kind: "spurious",
    index,
    matchedPrediction: null,
    label: verb,
    verdict: "spurious",
    timeSec: start / 30,
    earned: 0,
    available: 0,
    fields: [],
    extra: { startFrame: start, endFrame: end, verb, nouns, dropped: false, nearMissOf: null, ...extra },
  };
}

/** FlightGear: an expected clearance carries its fields on the expected side, a prediction on the predicted side */
function fgEvent(kind: "expected" | "spurious", index: number, command: string, t: number, dropped = false): JudgeEvent {
  const side = (v: unknown) => (kind === "expected" ? { expected: v, predicted: null } : { expected: null, predicted: v });
  return {
    kind,
    index,
    matchedPrediction: null,
    label: command,
    verdict: kind === "expected" ? "none" : "spurious",
    timeSec: t,
    earned: 0,
    available: 1,
    fields: [
      { name: "command_type", ...side(command), verdict: "miss" },
      { name: "issued_time_s", ...side(t), verdict: "miss" },
    ],
    extra: kind === "expected" ? {} : { dropped, issueToleranceS: 2 },
  };
}
const fgExpected = (index: number, command: string, t: number) => fgEvent("expected", index, command, t);
const fgSpurious = (index: number, command: string, t: number, dropped = false) => fgEvent("spurious", index, command, t, dropped);

function kartRace(index: number, track: string, start: number, end: number): JudgeEvent {
  return {
    kind: "expected",
    index,
    matchedPrediction: null,
    label: `race ${index + 1}`,
    verdict: "none",
    timeSec: start,
    endSec: end,
    earned: 0,
    available: 1,
    fields: [],
    extra: { track, timeToleranceS: 15 },
  };
}

function kartPrediction(index: number, track: string | null, t: number): JudgeEvent {
  return { ...kartRace(index, track ?? "", t, t), kind: "spurious", verdict: "spurious", endSec: undefined, extra: { track } };
}

describe("nearMisses", () => {
  const cases: {
    name: string;
    family: JudgeFamily | null;
    events: JudgeEvent[];
    want: { expected: number; prediction: number; text: string }[];
  }[] = [
    {
      name: "demo task: start 13 frames early against ±12",
      family: EGO,
      events: [egoExpected(1, "enter", ["blue_circle"], 240, 311), egoSpurious(1, "enter", ["blue_circle"], 227, 311)],
      want: [{ expected: 1, prediction: 1, text: "start 13 frames early; tolerance ±12" }],
    },
    {
      name: "both boundaries out: larger excess first, noun order ignored",
      family: EGO,
      events: [egoExpected(0, "move", ["a", "b"], 100, 200), egoSpurious(4, "move", ["b", "a"], 113, 230)],
      want: [{ expected: 0, prediction: 4, text: "end 30 frames late, start 13 frames late; tolerance ±12" }],
    },
    {
      name: "one frame: singular",
      family: EGO,
      events: [
        { ...egoExpected(0, "move", ["a"], 100, 200), extra: { startFrame: 100, endFrame: 200, frameTolerance: 0 } },
        egoSpurious(0, "move", ["a"], 99, 200),
      ],
      want: [{ expected: 0, prediction: 0, text: "start 1 frame early; tolerance ±0" }],
    },
    {
      name: "different verb or nouns: no pair (identity fields must agree)",
      family: EGO,
      events: [
        egoExpected(0, "enter", ["blue_circle"], 240, 311),
        egoSpurious(0, "exit", ["blue_circle"], 227, 311),
        egoSpurious(1, "enter", ["red_square"], 240, 311),
      ],
      want: [],
    },
    {
      name: "matched expected events, dropped entries and display partners are not paired",
      family: EGO,
      events: [
        egoExpected(0, "enter", ["a"], 10, 20, 0),
        egoExpected(1, "enter", ["b"], 10, 20),
        egoSpurious(1, "enter", ["b"], 40, 50, { dropped: true }),
        egoSpurious(2, "enter", ["b"], 40, 50, { nearMissOf: 3 }),
      ],
      want: [],
    },
    {
      name: "nearest prediction wins, the other miss takes the next one",
      family: EGO,
      events: [
        egoExpected(0, "enter", ["a"], 100, 150),
        egoExpected(1, "enter", ["a"], 300, 350),
        egoSpurious(0, "enter", ["a"], 280, 350),
        egoSpurious(1, "enter", ["a"], 130, 150),
      ],
      want: [
        { expected: 0, prediction: 1, text: "start 30 frames late; tolerance ±12" },
        { expected: 1, prediction: 0, text: "start 20 frames early; tolerance ±12" },
      ],
    },
    {
      name: "FlightGear: issue time +2.25 s against ±2 s",
      family: FG,
      events: [fgExpected(4, "climb", 100), fgSpurious(7, "climb", 102.25), fgSpurious(8, "descend", 100)],
      want: [{ expected: 4, prediction: 7, text: "issue time +2.25 s; tolerance ±2 s" }],
    },
    {
      name: "FlightGear: early, float noise rounded",
      family: FG,
      events: [fgExpected(0, "turn_left_heading", 378), fgSpurious(0, "turn_left_heading", 378 - 3.1000000000000227)],
      want: [{ expected: 0, prediction: 0, text: "issue time −3.1 s; tolerance ±2 s" }],
    },
    {
      name: "FlightGear: a malformed (dropped) entry is never a partner",
      family: FG,
      events: [fgExpected(0, "climb", 100), fgSpurious(0, "climb", 101, true)],
      want: [],
    },
    {
      name: "kart: 40 s after the window against ±15 s",
      family: KART,
      events: [kartRace(2, "Luigi Circuit", 600, 720), kartPrediction(5, "Luigi Circuit", 760), kartPrediction(6, "Other", 700)],
      want: [{ expected: 2, prediction: 5, text: "time 40 s after the race window; tolerance ±15 s" }],
    },
    {
      name: "no family (a judge no table knows): nothing",
      family: null,
      events: [fgExpected(0, "climb", 1), fgSpurious(0, "climb", 9)],
      want: [],
    },
    {
      name: "the task's own verifier (opted out): nothing",
      family: "task-verifier",
      events: [fgExpected(0, "climb", 1), fgSpurious(0, "climb", 9)],
      want: [],
    },
  ];
  it.each(cases)("$name", ({ family, events, want }) => {
    expect(nearMisses(family, events).map(({ expected, prediction, text }) => ({ expected, prediction, text }))).toEqual(want);
  });

  it("names the missed fields with their signed deltas", () => {
    const [m] = nearMisses(EGO, [egoExpected(1, "enter", ["blue_circle"], 240, 311), egoSpurious(1, "enter", ["blue_circle"], 227, 311)]);
    expect(m.misses).toEqual([{ field: "start_frame", delta: -13 }]);
    expect(m).toMatchObject({ tolerance: 12, unit: "frames" });
  });
});

describe("helpers", () => {
  it.each([
    [2.25, "+2.25"],
    [-1, "−1"],
    [0, "0"],
    [0.0001, "0"],
    [2.2499999999, "+2.25"],
  ])("formatSigned(%s) = %s", (x, want) => expect(formatSigned(x)).toBe(want));

  it.each([
    [{ kind: "expected" as const, earned: -1 }, true],
    [{ kind: "expected" as const, earned: 0 }, false],
    [{ kind: "expected" as const, earned: 0.5 }, false],
    [{ kind: "spurious" as const, earned: -1 }, false],
  ])("belowBaseline(%o) = %s", (e, want) => expect(belowBaseline(e)).toBe(want));
});

describe("on the real egocentric judge's breakdown of the demo task", () => {
  it("pairs expected #2 (240–311) with codex's P2 (227–311): start 13 frames early", async () => {
    const { readFileSync } = await import("node:fs");
    const path = await import("node:path");
    const { egocentricE25513b: judge } = await import("./egocentric");
    const task = path.resolve(import.meta.dirname, "../../prisma/fixtures/tasks/demo-shapes-activity");
    const read = (rel: string) => readFileSync(path.join(task, rel));
    const vocabulary = JSON.parse(read("environment/vocabulary.json").toString("utf8"));
    const prepared = judge.prepare(read("steps/solve/tests/gt.json"), { ...vocabulary, videoFrames: 3600, frameTolerance: 12 });
    const { events } = judge.score(prepared, read("calibration/rollouts/codex-gpt-5.6-sol.solution.json"));
    const pair = nearMisses(EGO, events).find((m) => m.expected === 1);
    expect(pair).toMatchObject({ prediction: 1, text: "start 13 frames early; tolerance ±12" });
  });
});
