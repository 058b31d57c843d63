import { describe, expect, it } from "vitest";
import { isRecord } from "./is-record";

describe("isRecord", () => {
  it.each([
    ["an object", { a: 1 }, true],
    ["an empty object", {}, true],
    ["an object without prototype", Object.create(null), true],
    ["null", null, false],
    ["an array", [1], false],
    ["a string", "x", false],
    ["a number", 1, false],
    ["undefined", undefined, false],
  ])("%s -> %s", (_name, value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});
