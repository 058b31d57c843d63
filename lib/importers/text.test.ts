import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestingPastLimit, parseJsonBytes, parseJsonText } from "./text";

describe("parseJsonText: positioned errors from the judges' JSON reader", () => {
  it.each([
    ['{\n  "a": [1,\n  ]\n}', "Expecting value", 3, 3],
    ['{\n  "c": [1, 2,]\n}', "Expecting value", 2, 14],
    ["nope", "Expecting value", 1, 1],
    ['{"a" 1}', "Expecting ':' delimiter", 1, 6],
    ['"abc', "Unterminated string starting at", 1, 1],
    ['{"a":1}}', "Extra data", 1, 8],
    ["[1,,2]", "Expecting value", 1, 4],
  ])("%j: %s at line %i column %i", (text, reason, line, column) => {
    expect(parseJsonText(text)).toEqual({ ok: false, reason: `not valid JSON: ${reason} (line ${line}, column ${column})`, line });
  });

  it("NaN is refused as JSON, saying why", () => {
    const result = parseJsonText('{"x": NaN}');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/NaN or Infinity/);
  });

  it("empty bytes and non-UTF-8 bytes are named", () => {
    expect(parseJsonBytes(new Uint8Array())).toEqual({ ok: false, reason: "empty file", line: 1 });
    expect(parseJsonBytes(new Uint8Array([0xff, 0xfe]))).toEqual({ ok: false, reason: "not valid UTF-8" });
  });

  it("agrees with JSON.parse on what is valid, and every failure has a line", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        const result = parseJsonText(text);
        expect(result.ok).toBe(valid);
        if (!result.ok && !/NaN or Infinity/.test(result.reason)) expect(result.line).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});

// bench:hostile: a 50,000-deep environment/vocabulary.json in an archive answered 500 (the stored
// value's walk ran out of stack); such text is refused where it is parsed, with its place
describe("nesting depth", () => {
  const nest = (n: number, open = "[", close = "]") => open.repeat(n) + close.repeat(n);
  it("takes nesting up to the limit and refuses one level more, naming line and column", () => {
    expect(parseJsonText(nest(MAX_JSON_DEPTH)).ok).toBe(true);
    expect(parseJsonText(`{"a":\n ${nest(MAX_JSON_DEPTH)}}`)).toEqual({
      ok: false,
      reason: `nested more than ${MAX_JSON_DEPTH} levels deep (line 2, column ${MAX_JSON_DEPTH + 1})`,
      line: 2,
    });
    expect(parseJsonText(nest(50_000)).ok).toBe(false);
    expect(parseJsonText('{"a":'.repeat(50_000) + "1" + "}".repeat(50_000)).ok).toBe(false);
  });
  it.each([
    ["brackets inside strings do not count", `["${"[".repeat(300)}"]`, -1],
    ["an escaped quote does not end a string", `["\\"${"{".repeat(300)}"]`, -1],
    ["a closed level frees its depth", "[[]][[]]", -1],
    ["the offset of the first bracket past the limit", "[[[", 2],
  ])("%s", (_what, text, at) => expect(nestingPastLimit(text, 2)).toBe(at));
});
