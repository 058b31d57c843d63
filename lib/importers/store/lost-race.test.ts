import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./lost-race";

// The three places a unique violation shows in (Prisma's code, the adapter's cause, the message);
// a field of another type reads as absent and the others still decide.
describe("isUniqueViolation", () => {
  it.each([
    ["Prisma P2002", Object.assign(new Error("x"), { code: "P2002" }), true],
    ["adapter cause code", new Error("y", { cause: { code: "23505" } }), true],
    ["adapter cause originalCode", new Error("y", { cause: { originalCode: "23505" } }), true],
    ["message only", new Error("duplicate key value violates unique constraint"), true],
    ["message, with fields of other types", Object.assign(new Error("Unique constraint failed"), { code: 5, cause: "text" }), true],
    ["another error", Object.assign(new Error("z"), { code: "P2025", cause: { code: "40001" } }), false],
    ["fields of other types only", Object.assign(new Error("z"), { code: 5, cause: "text" }), false],
    ["a plain object with a number message", { message: 7 }, false],
    ["null", null, false],
    ["a string", "duplicate key value", false],
  ])("%s -> %s", (_name, error, expected) => {
    expect(isUniqueViolation(error)).toBe(expected);
  });
});
