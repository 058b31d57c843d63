import { describe, expect, it } from "vitest";
import {
  fpsOption,
  readStored,
  StoredCellsSchema,
  StoredFindingsSchema,
  StoredJudgeOptionsSchema,
  StoredNotesSchema,
  StoredProbeSchema,
  StoredSpecCardSchema,
  StoredUploadOutcomeSchema,
  StoredVocabulariesSchema,
  unreadableFinding,
} from "./stored-json";

const finding = { code: "ledger_above_bar", severity: "error", file: "calibration/scores.md", line: 3, message: "above the bar" };
const note = {
  kind: "unparsed",
  file: "calibration/scores.md",
  title: "Agent calibration",
  lineStart: 35,
  lineEnd: 40,
  raw: "| a |\n|---|",
  data: null,
};
const probe = {
  durationSec: 150,
  width: 1280,
  height: 720,
  fps: 24,
  frameCount: 3600,
  videoCodec: "h264",
  audioCodec: null,
  hasAudio: false,
  byteLength: 1995276,
  container: "mov,mp4",
};

describe("readStored: a value that fits its schema is returned typed", () => {
  it.each([
    ["findings", StoredFindingsSchema, [finding], [finding]],
    [
      "findings with a code from an older importer",
      StoredFindingsSchema,
      [{ ...finding, code: "retired_code" }],
      [{ ...finding, code: "retired_code" }],
    ],
    ["notes", StoredNotesSchema, [note], [note]],
    ["spec card", StoredSpecCardSchema, { input: { fps: 24 } }, { input: { fps: 24 } }],
    ["no spec card", StoredSpecCardSchema, null, null],
    [
      "vocabularies",
      StoredVocabulariesSchema,
      [{ path: "environment/vocabulary.json", parsed: { fps: 24 } }],
      [{ path: "environment/vocabulary.json", parsed: { fps: 24 } }],
    ],
    ["cells", StoredCellsSchema, { model: "gpt", score: "0.1" }, { model: "gpt", score: "0.1" }],
    // a CLI row stored before cells were kept as text (issue 34): notes null, numbers and booleans
    [
      "cells of a submitted row stored as parsed fields",
      StoredCellsSchema,
      { notes: null, claimedScore: 0.1, wrapped: false, harness: "Codex CLI" },
      { claimedScore: "0.1", wrapped: "false", harness: "Codex CLI" },
    ],
    ["judge options", StoredJudgeOptionsSchema, { fps: 24 }, { fps: 24 }],
    ["no judge options", StoredJudgeOptionsSchema, null, {}],
    ["probe without differences", StoredProbeSchema, probe, { ...probe, differences: [] }],
    [
      "probe stored before byteLength/container",
      StoredProbeSchema,
      { ...probe, byteLength: undefined, container: undefined },
      { ...probe, byteLength: null, container: null, differences: [] },
    ],
    ["no probe yet", StoredProbeSchema, null, null],
    [
      "upload outcome",
      StoredUploadOutcomeSchema,
      { claimAgrees: true, checks: [{ claim: "score", reproduces: true }] },
      { claimAgrees: true, checks: [{ claim: "score", reproduces: true }] },
    ],
  ] as const)("%s", (_name, schema, stored, expected) => {
    const r = readStored(schema as never, stored, "T.c", null);
    expect(r).toEqual({ ok: true, value: expected });
  });
});

describe("readStored: a value that does not fit reads as the empty value with the reason", () => {
  it.each([
    ["findings not an array", StoredFindingsSchema, { code: "x" }, [], /TaskRevision\.findings: /],
    ["finding without a message", StoredFindingsSchema, [{ ...finding, message: undefined }], [], /at 0\.message/],
    ["finding with an unknown severity", StoredFindingsSchema, [finding, { ...finding, severity: "fatal" }], [], /at 1\.severity/],
    ["note with a non-integer line", StoredNotesSchema, [{ ...note, lineStart: 1.5 }], [], /at 0\.lineStart/],
    ["spec card as a string", StoredSpecCardSchema, "task: x", null, /TaskRevision\.findings: /],
    ["cells with an object", StoredCellsSchema, { score: { value: 0.1 } }, {}, /at score/],
    ["probe with text for a number", StoredProbeSchema, { ...probe, fps: "24" }, null, /at fps/],
    ["probe missing hasAudio", StoredProbeSchema, { ...probe, hasAudio: undefined }, null, /at hasAudio/],
    ["upload checks not an array", StoredUploadOutcomeSchema, { checks: "all good" }, {}, /at checks/],
  ] as const)("%s", (_name, schema, stored, empty, reason) => {
    const r = readStored(schema as never, stored, "TaskRevision.findings", empty);
    expect(r.ok).toBe(false);
    expect(r.value).toEqual(empty);
    if (!r.ok) {
      expect(r.reason).toMatch(/^unreadable stored value in TaskRevision\.findings/);
      expect(r.reason).toMatch(reason);
    }
  });
});

describe("fpsOption", () => {
  it.each([
    [{ fps: 24 }, 24],
    [{ fps: 0 }, null],
    [{ fps: -1 }, null],
    [{ fps: "24" }, null],
    [{ fps: Number.NaN }, null],
    [{}, null],
  ])("%j -> %s", (options, fps) => expect(fpsOption(options)).toBe(fps));
});

it("an unreadable column becomes an error finding naming it", () => {
  expect(unreadableFinding("unreadable stored value in Media.probe: bad", "SPEC.md")).toEqual({
    code: "stored_value_unreadable",
    severity: "error",
    message: "unreadable stored value in Media.probe: bad",
    file: "SPEC.md",
  });
});
