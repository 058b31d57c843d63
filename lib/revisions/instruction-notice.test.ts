import { describe, expect, it } from "vitest";
import { diffRows } from "./diff-rows";
import { instructionNotice } from "./instruction-notice";
import type { SnapshotRow } from "./types";

const OLD = "a".repeat(64);
const NEW = "b".repeat(64);
const shas = { before: OLD, after: NEW };

describe("instructionNotice", () => {
  it.each([
    ["the row ran the older instruction", OLD, shas, "ran the older instruction (sha256 aaaaaaaa); this revision's is bbbbbbbb"],
    [
      "an abbreviated hash of the older one counts",
      "aaaaaaaa…aaaa",
      shas,
      "ran the older instruction (sha256 aaaaaaaa); this revision's is bbbbbbbb",
    ],
    ["the row ran the current one", NEW, shas, null],
    ["neither", "c".repeat(64), shas, "ran neither instruction (sha256 cccccccc); this revision's is bbbbbbbb"],
    ["no sha recorded", null, shas, "names no instruction sha256: which instruction it ran is unknown (instruction.md changed)"],
    ["the instruction did not change: no notice at all", OLD, { before: NEW, after: NEW }, null],
  ] as const)("%s", (_, row, s, want) => expect(instructionNotice(row, s)).toBe(want));
});

describe("diffRows after an instruction change", () => {
  const row = (model: string, sha: string | null): SnapshotRow => ({
    harness: "Codex CLI",
    model,
    conditionLabel: "full",
    status: "official",
    claimed: null,
    recomputed: null,
    ledgerSha256: null,
    instructionSha256: sha,
  });
  it("every row of the later revision that ran the older instruction carries the notice, kept or added; removed rows none", () => {
    const before = [row("a", OLD), row("gone", OLD)];
    const after = [row("a", OLD), row("new", OLD), row("fresh", NEW)];
    const got = diffRows(before, after, shas).map((r) => [r.after?.model ?? r.before?.model, r.change, r.instructionNotice !== null]);
    expect(got).toEqual([
      ["a", "kept", true],
      ["new", "added", true],
      ["fresh", "added", false],
      ["gone", "removed", false],
    ]);
  });
});
