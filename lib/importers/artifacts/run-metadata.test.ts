import { describe, expect, it } from "vitest";
import { readRunMetadata } from "./run-metadata";

const bytes = (s: string) => new TextEncoder().encode(s);
const A = "a".repeat(64);
const B = "b".repeat(64);

describe("readRunMetadata: key/value lines and the two hashes reviewers need", () => {
  it.each([
    ["colon keys", `harness: Codex CLI 0.145.0\ninstruction_sha256: ${A}\nmedia_sha256: ${B}\n`, A, 2, B, 3],
    [
      "equals keys, upper-case hex, prefix",
      `# run 3\nmodel=gpt-5.6-sol\ninstruction.md sha256 = sha256:${A.toUpperCase()}\nvideo_sha256=${B}\n`,
      A,
      3,
      B,
      4,
    ],
    ["prompt hash only", `prompt_hash: ${A}\nturns: 386\n`, A, 1, null, null],
    ["no hashes", "harness: Claude Code\nstarted_utc: 2026-09-01T10:00:00Z\n", null, null, null, null],
    ["the same hash twice", `instruction_sha256: ${A}\ninstruction_md_sha256: ${A}\n`, A, 1, null, null],
  ])("%s", (_label, text, instruction, instructionLine, media, mediaLine) => {
    const r = readRunMetadata(bytes(text));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.metadata.instructionSha256).toEqual(instruction === null ? null : { value: instruction, line: instructionLine });
    expect(r.metadata.mediaSha256).toEqual(media === null ? null : { value: media, line: mediaLine });
  });

  it.each([
    ["tool_calls: 386\n", { value: 386, line: 1 }],
    ["max_turns: 500\nturns = 140\n", { value: 140, line: 2 }],
    ["turn_limit: 500\n", null],
    ["harness: codex\n", null],
  ])("reads the tool-call count of %j", (text, toolCalls) => {
    const r = readRunMetadata(bytes(text));
    expect(r.ok && r.metadata.toolCalls).toEqual(toolCalls);
  });

  it("keeps every entry with its line", () => {
    const r = readRunMetadata(bytes("harness: Codex CLI\n\nstarted_utc: 2026-09-01T10:00:00Z\n"));
    expect(r.ok && r.metadata.entries).toEqual([
      { key: "harness", value: "Codex CLI", line: 1 },
      { key: "started_utc", value: "2026-09-01T10:00:00Z", line: 3 },
    ]);
  });

  it.each([
    [
      "a line that is not key/value",
      "harness: Codex\njust words here\n",
      { line: 2, reason: 'expected "key: value", found "just words here"' },
    ],
    [
      "an abbreviated instruction sha",
      "instruction_sha256: 0963eb1a…c3e1\n",
      { line: 1, field: "instruction_sha256", reason: 'expected a sha256 (64 hex digits), found "0963eb1a…c3e1"' },
    ],
    [
      "two different media hashes",
      `media_sha256: ${A}\nvideo_sha256: ${B}\n`,
      { line: 2, field: "video_sha256", reason: `a second, different sha256 (line 1 media_sha256 says ${A})` },
    ],
    ["an empty file", "# nothing\n", { reason: "no key: value lines" }],
    [
      "a tool-call count that is not a number",
      "tool_calls: about 400\n",
      { line: 1, field: "tool_calls", reason: 'expected a count of tool calls, found "about 400"' },
    ],
  ])("refuses %s", (_label, text, problem) => {
    expect(readRunMetadata(bytes(text))).toEqual({ ok: false, problem });
  });
});
