import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findJsonError } from "./json-error";
import { parseJsonText } from "./text";

describe("findJsonError", () => {
  it.each([
    ['{\n  "c": [1, 2,]\n}', 15, 'unexpected "]"'],
    ["nope", 0, 'unexpected "n"'],
    ['{"a" 1}', 5, 'expected ":"'],
    ["[1,,2]", 3, 'unexpected ","'],
    ['{"a":tru}', 5, 'unexpected "t"'],
    ['"abc', 4, "unterminated string"],
    ['{"a":1}}', 7, "after the JSON value"],
    ["[1e]", 2, 'unexpected "e"'],
    ["", 0, "unexpected end of input"],
    ["NaN", 0, 'unexpected "N"'],
    ['["\\x"]', 3, "bad escape"],
  ])("%j fails at %i", (text, offset, reason) => {
    const error = findJsonError(text);
    expect(error?.offset).toBe(offset);
    expect(error?.reason).toContain(reason);
  });

  it("agrees with JSON.parse on what is valid", () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(findJsonError(text)).toBeNull();
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(findJsonError(text) === null).toBe(valid);
      }),
      { numRuns: 500 },
    );
  });

  it("parseJsonText reports a 1-based line and column", () => {
    expect(parseJsonText('{\n  "a": [1,\n  ]\n}')).toEqual({ ok: false, reason: 'not valid JSON: unexpected "]" (line 3, column 3)', line: 3 });
  });
});
