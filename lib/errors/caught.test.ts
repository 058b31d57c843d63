import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { errnoCode, errorOf } from "./caught";

describe("errorOf", () => {
  it("keeps an Error as it is", () => {
    const e = new TypeError("bad");
    expect(errorOf(e)).toBe(e);
  });
  it.each([
    ["a string", "boom", "boom"],
    ["a number", 42, "42"],
    ["null", null, "null"],
    ["an object", { a: 1 }, "[object Object]"],
  ])("wraps %s in an Error with its text", (_name, thrown, message) => {
    const e = errorOf(thrown);
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toBe(message);
  });
});

describe("errnoCode", () => {
  it("reads the code of a real system call error", () => {
    let thrown: unknown;
    try {
      fs.readFileSync("/definitely/not/here");
    } catch (e) {
      thrown = e;
    }
    expect(errnoCode(thrown)).toBe("ENOENT");
  });
  it.each([
    ["an Error without a code", new Error("x")],
    ["an Error whose code is a number", Object.assign(new Error("x"), { code: 5 })],
    ["a plain object with a code", { code: "ENOENT" }],
    ["a string", "ENOENT"],
    ["undefined", undefined],
  ])("is undefined for %s", (_name, thrown) => {
    expect(errnoCode(thrown)).toBeUndefined();
  });
});
