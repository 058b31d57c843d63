import { describe, expect, it } from "vitest";
import { parseScoresMd } from "./scores-md/parse-scores-md";
import { readTransform, topLevelListKey, wrapBareArray } from "./transforms";

describe("readTransform", () => {
  it.each([
    ["diagnostic F1 after mechanically wrapping the bare array", "known", "wrap_bare_array"],
    ["F1 once the bare list was wrapped in {actions}", "known", "wrap_bare_array"],
    ["score after re-wrapping the top-level array", "known", "wrap_bare_array"],
    ["diagnostic F1 after renaming the verb field", "unrecognised", undefined],
    ["diagnostic true positives", "none", undefined],
  ])("%s -> %s", (text, kind, transform) => {
    const r = readTransform(text);
    expect(r.kind).toBe(kind);
    if (transform) expect(r.kind === "known" && r.transform).toBe(transform);
  });
});

describe("wrapBareArray", () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  const dec = (b: Uint8Array) => new TextDecoder().decode(b);
  it("wraps the array bytes exactly in the ground truth's only list key", () => {
    expect(topLevelListKey({ actions: [], fps: 30 })).toBe("actions");
    expect(topLevelListKey({ a: [], b: [] })).toBeNull();
    const r = wrapBareArray(enc(' [ {"t": 1.0} ]\n'), "actions");
    expect(r.ok && dec(r.bytes)).toBe('{"actions": [ {"t": 1.0} ]}');
  });
  it("refuses an object", () => {
    expect(wrapBareArray(enc('{"actions": []}'), "actions")).toEqual({ ok: false, reason: "the submission is not a bare JSON array" });
  });
});

describe("a diagnostic detail row's declared transform (scores.md)", () => {
  const doc = (key: string) =>
    [
      "| harness | model | score |",
      "|---|---|---|",
      "| Codex CLI | gpt-5.6-sol | 0.000000 |",
      "",
      "### Codex CLI (gpt-5.6-sol) — 0.000000",
      "",
      "| | |",
      "|---|---:|",
      `| ${key} | 0.088050 |`,
      "",
    ].join("\n");
  it("a recognised transform becomes the row's declaredTransform", () => {
    const row = parseScoresMd(doc("diagnostic F1 after mechanically wrapping the bare array")).rows.find((r) => r.kind === "diagnostic")!;
    expect(row).toMatchObject({ declaredTransform: "wrap_bare_array", status: "diagnostic", claimedScore: 0.08805 });
    expect(row.findings).toEqual([]);
  });
  it("an unrecognised one leaves the claim not checkable (a finding), never a failed transform", () => {
    const row = parseScoresMd(doc("diagnostic F1 after renaming every noun")).rows.find((r) => r.kind === "diagnostic")!;
    expect(row.declaredTransform).toBeNull();
    expect(row.findings).toMatchObject([
      { code: "transform_unrecognised", message: expect.stringMatching(/^claim not checkable: .*"after renaming every noun"/) },
    ]);
  });
});
