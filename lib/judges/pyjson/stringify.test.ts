import { describe, expect, it } from "vitest";
import { PyDict, PyInt } from "../types";
import { parsePyJson, pyToPlain } from "./index";
import { stringifyPyJson } from "./stringify";

describe("stringifyPyJson", () => {
  it("writes non-finite numbers as Python's json.dumps does", () => {
    expect(stringifyPyJson({ a: NaN, b: Infinity, c: -Infinity })).toBe('{"a": NaN, "b": Infinity, "c": -Infinity}');
  });
  it("writes ints exactly, keeps -0.0, drops undefined fields", () => {
    expect(stringifyPyJson([new PyInt(10n ** 30n), 12n, -0, 0.1, undefined])).toBe(
      "[1000000000000000000000000000000, 12, -0.0, 0.1, null]",
    );
    expect(stringifyPyJson({ a: undefined, b: 1 })).toBe('{"b": 1}');
  });
  it("keeps key order and escapes strings (lone surrogates included)", () => {
    const d = new PyDict(
      new Map<string, null | string>([
        ["z", null],
        ["a", 'q"\n\ud800'],
      ]),
    );
    expect(stringifyPyJson(d)).toBe('{"z": null, "a": "q\\"\\n\\ud800"}');
  });
  it("round-trips through parsePyJson", () => {
    const text = stringifyPyJson({ reward: 0.0938, n: 3, xs: [true, false, null, "é"], nan: NaN });
    const parsed = parsePyJson(new TextEncoder().encode(text));
    expect(parsed.ok).toBe(true);
  });
});

describe("pyToPlain", () => {
  it("turns ints into numbers and dicts into own-property objects, keeping order", () => {
    const parsed = parsePyJson(new TextEncoder().encode('{"b": 1, "__proto__": [2.5, NaN], "a": null}'));
    if (!parsed.ok) throw new Error(parsed.message);
    const plain = pyToPlain(parsed.value) as Record<string, unknown>;
    expect(Object.keys(plain)).toEqual(["b", "__proto__", "a"]);
    expect(plain.b).toBe(1);
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(plain, "__proto__")?.value).toEqual([2.5, NaN]);
  });
});
