import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as made from "../__fixtures__/hand-made";
import { parseTrajectory } from "../parse/parse-trajectory";
import { coveragePercent, coveredSeconds, extractCoverage } from "./extract-coverage";
import { parseTime } from "./time-values";

const cov = (...commands: string[]) =>
  extractCoverage(
    parseTrajectory(
      made.encodeLines([
        made.claudeInit(),
        ...commands.flatMap((c) =>
          c.startsWith("READ ") ? made.claudeTool("Read", { file_path: c.slice(5) }) : made.claudeTool("Bash", { command: c }),
        ),
        made.claudeResult(),
      ]),
    ).steps,
  );
const spans = (c: ReturnType<typeof cov>) => c.segments.map((s) => [s.kind, s.startSec, s.endSec]);

describe("time values", () => {
  it.each([
    ["12", 12],
    ["12.5", 12.5],
    ["00:01:02.5", 62.5],
    ["1:02", 62],
    ["500ms", 0.5],
    ["x", null],
  ])("%s -> %s", (raw, sec) => expect(parseTime(raw)).toBe(sec));
});

describe("inspected media times from tool calls", () => {
  it.each([
    ["ffmpeg -ss 10 -i /w/materials/flight.mp4 -frames:v 1 /tmp/t10.png", [["frame", 10, 10]]],
    ["ffmpeg -ss 00:01:00 -t 30 -i /w/materials/flight.mp4 -vf fps=1 /tmp/f_%03d.png", [["video", 60, 90]]],
    ["ffmpeg -ss 100 -to 160 -i /w/materials/v.mp4 -vn /tmp/a.wav", [["audio", 100, 160]]],
    [
      "ffmpeg -i /w/materials/v.mp4 -vf \"select='between(t,5,9)+between(t,20,22)'\" -vsync 0 /tmp/s_%d.png",
      [
        ["video", 5, 9],
        ["video", 20, 22],
      ],
    ],
    ["ffmpeg -i /w/materials/v.mp4 -vf fps=1/10 /tmp/all_%04d.jpg", [["video", 0, null]]],
    ["transcribe /w/materials/flight.mp4 --start 720 --end 1440", [["audio", 720, 1440]]],
    ["transcribe /w/materials/flight.mp4", [["audio", 0, null]]],
    [
      "python3 - <<'PY'\nimport av\nc=av.open('/w/materials/v.mp4')\ntimes=[10, 50.5, 65]\nPY",
      [
        ["frame", 10, 10],
        ["frame", 50.5, 50.5],
        ["frame", 65, 65],
      ],
    ],
    ["ffmpeg -i /tmp/t10.png -vf crop=10:10:0:0 /tmp/c.png", []],
    ["ls -la /workspace", []],
  ])("%s", (command, expected) => {
    expect(spans(cov(command))).toEqual(expected);
  });

  it("an extracted still opened with Read is a viewed frame at the extraction time", () => {
    const c = cov("ffmpeg -ss 42 -i /w/materials/v.mp4 -frames:v 1 /tmp/shot.png", "READ /tmp/shot.png", "READ /tmp/frame_000123.png");
    expect(c.imagesViewed).toBe(2);
    expect(spans(c)).toEqual([
      ["frame", 42, 42],
      ["frame", 42, 42],
    ]);
  });

  it("coverage % is the union of spans over the duration (a still counts one second)", () => {
    const c = cov(
      "ffmpeg -ss 0 -t 60 -i /w/materials/v.mp4 -vf fps=1 /tmp/a_%d.png",
      "ffmpeg -ss 30 -t 60 -i /w/materials/v.mp4 -vf fps=1 /tmp/b_%d.png",
      "ffmpeg -ss 500 -i /w/materials/v.mp4 -frames:v 1 /tmp/c.png",
    );
    expect(coveredSeconds(c, 1000)).toBe(91);
    expect(coveragePercent(c, 1000)).toBeCloseTo(9.1);
    expect(coveragePercent(c, null)).toBeNull();
    expect(coveragePercent(cov("ls"), 1000)).toBe(0);
  });

  it("FlightGear Codex: the whole hour was transcribed; video mostly by stills and a decode over the file", () => {
    const bytes = new Uint8Array(
      readFileSync(
        path.resolve(
          import.meta.dirname,
          "../../../prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger/calibration/rollouts/codex-gpt-5.6-sol.jsonl",
        ),
      ),
    );
    const c = extractCoverage(parseTrajectory(bytes).steps);
    expect(coveragePercent(c, 3600, ["audio"])).toBe(100);
    expect(c.segments.filter((s) => s.kind === "frame").length).toBeGreaterThan(50);
    expect(c.mediaCalls).toBe(62);
  });
});
