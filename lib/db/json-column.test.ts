import { describe, expect, it } from "vitest";
import { Prisma } from "../generated/prisma/client";
import { jsonColumn, optionalJsonColumn, safeJsonColumn } from "./json-column";

describe("Json column values", () => {
  it.each([
    ["plain JSON as it is", { a: 1, b: [true, "x"] }, { a: 1, b: [true, "x"] }],
    ["NaN and bigint as text, undefined keys dropped", { a: Number.NaN, b: 2n, c: undefined }, { a: "NaN", b: "2" }],
    ["a NUL as its symbol", "with\u0000nul", "with\u2400nul"],
    ["zero", 0, 0],
  ])("jsonColumn: %s", (_label, value, stored) => {
    expect(jsonColumn(value)).toEqual(stored);
  });
  it("a top-level null is JSON null for jsonColumn and unset for optionalJsonColumn", () => {
    expect(jsonColumn(null)).toBe(Prisma.JsonNull);
    expect(safeJsonColumn(null)).toBe(Prisma.JsonNull);
    expect(optionalJsonColumn(null)).toBeUndefined();
    expect(optionalJsonColumn(undefined)).toBeUndefined();
    expect(optionalJsonColumn({ k: Infinity })).toEqual({ k: "Infinity" });
  });
});
