import { describe, expect, it } from "vitest";
import { contentRange, parseRangeHeader, type RangeDecision } from "./parse-range";

const SIZE = 1000;

describe("parseRangeHeader", () => {
  const cases: [string | null, RangeDecision["kind"], number?, number?][] = [
    [null, "full"],
    ["", "full"],
    ["bytes=0-", "partial", 0, 999],
    ["bytes=0-0", "partial", 0, 0],
    ["bytes=0-499", "partial", 0, 499],
    ["bytes=500-", "partial", 500, 999],
    ["bytes=999-", "partial", 999, 999],
    ["bytes=500-5000", "partial", 500, 999],
    ["bytes=-200", "partial", 800, 999],
    ["bytes=-5000", "partial", 0, 999],
    ["BYTES = 10-20", "partial", 10, 20],
    ["bytes= 10-20 ", "partial", 10, 20],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=1000-1200", "unsatisfiable"],
    ["bytes=20-10", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=-", "unsatisfiable"],
    ["bytes=abc", "unsatisfiable"],
    ["bytes=1.5-3", "unsatisfiable"],
    ["bytes=", "unsatisfiable"],
    ["bytes=0-1,5-9", "full"],
    ["items=0-5", "full"],
    ["bytes=99999999999999999999-", "unsatisfiable"],
    ["bytes=0-99999999999999999999", "partial", 0, 999],
  ];
  it.each(cases)("%s -> %s", (header, kind, start, end) => {
    const d = parseRangeHeader(header, SIZE);
    expect(d.kind).toBe(kind);
    if (d.kind === "partial") expect([d.start, d.end]).toEqual([start, end]);
  });

  it("refuses every range of an empty file", () => {
    expect(parseRangeHeader("bytes=0-", 0).kind).toBe("unsatisfiable");
    expect(parseRangeHeader(null, 0).kind).toBe("full");
  });
});

describe("contentRange", () => {
  it.each([
    [{ kind: "partial", start: 0, end: 9 } as RangeDecision, "bytes 0-9/1000"],
    [{ kind: "unsatisfiable", reason: "x" } as RangeDecision, "bytes */1000"],
    [{ kind: "full" } as RangeDecision, null],
  ])("%o", (d, expected) => expect(contentRange(d, SIZE)).toBe(expected));
});
