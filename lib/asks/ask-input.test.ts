import { describe, expect, it } from "vitest";
import { parseAsksField, MAX_ASKS } from "./ask-input";
import { anchorLabel, parseAnchor } from "./anchors";

describe("parseAnchor", () => {
  const ok: [string, string | null, string | null][] = [
    ["gate", "oracle-perfect", "oracle-perfect"],
    ["row", "cm1abc_x-9", "cm1abc_x-9"],
    ["event", "ledger1#17", "ledger1#17"],
    ["step", "roll-1#0", "roll-1#0"],
    ["line", "file9:120", "file9:120"],
    ["text", null, null],
    ["text", "  ", null],
  ];
  for (const [kind, ref, want] of ok)
    it(`accepts ${kind} ${ref}`, () => {
      expect(parseAnchor(kind, ref)).toEqual({ ok: true, anchor: { kind, ref: want } });
    });
  const bad: [string, string | null, RegExp][] = [
    ["gate", "not-a-gate", /no gate "not-a-gate"/],
    ["gate", "", /needs a reference/],
    ["event", "ledger1", /<ledger id>#<event index>/],
    ["event", "led ger#1", /<ledger id>#<event index>/],
    ["step", "r#12345678", /<trajectory id>#<step>/],
    ["line", "file9#3", /<file id>:<line>/],
    ["row", "a/b", /calibration row id/],
    ["text", "gate:x", /takes no reference/],
    ["commit", "abc", /unknown anchor kind "commit"/],
  ];
  for (const [kind, ref, reason] of bad)
    it(`refuses ${kind} ${ref}`, () => {
      const r = parseAnchor(kind, ref);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(reason);
    });
  it("labels each kind", () => {
    expect(anchorLabel({ kind: "gate", ref: "oracle-perfect" }, { gate: () => "Oracle = 1.0" })).toBe("gate Oracle = 1.0");
    expect(anchorLabel({ kind: "event", ref: "L1#17" }, { thing: () => "codex.json" })).toBe("event 17 of ledger codex.json");
    expect(anchorLabel({ kind: "step", ref: "R1#4" })).toBe("step 4 of trajectory R1");
    expect(anchorLabel({ kind: "line", ref: "F1:12" }, { thing: () => "SPEC.md" })).toBe("line 12 of SPEC.md");
    expect(anchorLabel({ kind: "text", ref: null })).toBe("");
  });
});

describe("parseAsksField", () => {
  it("no field, empty field: no asks", () => {
    expect(parseAsksField(undefined)).toEqual({ ok: true, asks: [] });
    expect(parseAsksField("")).toEqual({ ok: true, asks: [] });
  });
  it("parses a gate ask and a maintainer-side free-text ask", () => {
    const raw = JSON.stringify([
      { text: " Oracle must recompute to 1.0 ", anchorKind: "gate", anchorRef: "oracle-perfect" },
      { text: "Run a fresh Codex pilot", anchorKind: "text", anchorRef: null, maintainerSide: true },
    ]);
    expect(parseAsksField(raw)).toEqual({
      ok: true,
      asks: [
        { text: "Oracle must recompute to 1.0", anchor: { kind: "gate", ref: "oracle-perfect" }, maintainerSide: false },
        { text: "Run a fresh Codex pilot", anchor: { kind: "text", ref: null }, maintainerSide: true },
      ],
    });
  });
  const bad: [string, string, RegExp][] = [
    ["not JSON", "[{", /asks: not JSON/],
    ["not a list", '{"text":"x"}', /expected a list/],
    [
      "too many",
      JSON.stringify(Array.from({ length: MAX_ASKS + 1 }, () => ({ text: "x", anchorKind: "text" }))),
      /at most 30 per verdict \(31 sent\)/,
    ],
    ["empty text", JSON.stringify([{ text: "  ", anchorKind: "text" }]), /asks\[1\]\.text: the ask is empty/],
    ["unknown field", JSON.stringify([{ text: "x", anchorKind: "text", owner: "me" }]), /asks\[1\]\.ask: .*owner/],
    [
      "bad anchor on the second",
      JSON.stringify([
        { text: "x", anchorKind: "text" },
        { text: "y", anchorKind: "gate", anchorRef: "nope" },
      ]),
      /asks\[2\]\.anchor: no gate "nope"/,
    ],
    [
      "maintainerSide not a boolean",
      JSON.stringify([{ text: "x", anchorKind: "text", maintainerSide: "yes" }]),
      /asks\[1\]\.maintainerSide/,
    ],
  ];
  for (const [name, raw, re] of bad)
    it(`refuses ${name}, keeping nothing`, () => {
      const r = parseAsksField(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors.join("\n")).toMatch(re);
    });
});
