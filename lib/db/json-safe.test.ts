import { describe, expect, it } from "vitest";
import { MAX_STORED_DEPTH, NUL_MARK, storableText, toJsonSafe, TOO_DEEP_MARK } from "./json-safe";

describe("toJsonSafe", () => {
  it.each<[string, unknown, unknown]>([
    ["a plain object", { a: 1, b: "x", c: [true, null] }, { a: 1, b: "x", c: [true, null] }],
    ["NaN and the infinities", [NaN, Infinity, -Infinity], ["NaN", "Infinity", "-Infinity"]],
    ["a bigint", 12345678901234567890n, "12345678901234567890"],
    ["undefined members dropped", { a: undefined, b: 1 }, { b: 1 }],
    ["a Map", new Map<unknown, unknown>([[1, "one"]]), { "1": "one" }],
    // finding 8: what jsonb cannot hold
    ["a NUL in a string", { detail: "a\u0000b" }, { detail: `a${NUL_MARK}b` }],
    ["a NUL in a key", { "k\u0000": 1 }, { [`k${NUL_MARK}`]: 1 }],
    ["a NUL in a Map key", new Map([["m\u0000", 1]]), { [`m${NUL_MARK}`]: 1 }],
    ["nested NULs", { a: [{ "\u0000": ["\u0000\u0000"] }] }, { a: [{ [NUL_MARK]: [NUL_MARK + NUL_MARK] }] }],
    ["a lone high surrogate", { s: "x\ud800y" }, { s: "x\ufffdy" }],
    ["a lone low surrogate in a key", { "\udc00": 1 }, { "\ufffd": 1 }],
    ["a real surrogate pair is kept", { s: "😀" }, { s: "😀" }],
  ])("%s", (_name, input, expected) => {
    expect(toJsonSafe(input)).toEqual(expected);
  });
});

describe("toJsonSafe on a value nested past what can be stored", () => {
  const nest = (n: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < n; i++) v = i % 2 ? [v] : { k: v };
    return v;
  };
  const depthOf = (v: unknown): number => {
    let d = 0;
    for (; v !== null && typeof v === "object"; d++) v = Array.isArray(v) ? v[0] : (v as { k: unknown }).k;
    return d;
  };
  it("keeps a value up to the limit whole, and marks the part past it instead of running out of stack", () => {
    expect(toJsonSafe(nest(MAX_STORED_DEPTH))).toEqual(nest(MAX_STORED_DEPTH));
    const cut = toJsonSafe(nest(50_000));
    expect(depthOf(cut)).toBe(MAX_STORED_DEPTH);
    expect(JSON.stringify(cut)).toContain(TOO_DEEP_MARK);
  });
});

describe("storableText", () => {
  it.each([
    ["plain", "plain"],
    ["a\u0000b", `a${NUL_MARK}b`],
    ["\ud800", "\ufffd"],
  ])("%j -> %j", (input, expected) => {
    expect(storableText(input)).toBe(expected);
  });
});
