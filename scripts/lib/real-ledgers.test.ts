// Which ledgers bench:judges counts in its means: table-tested, expected values worked out by hand
// from each document (array elements counted at every depth; the judge's reason as rejection.ts reads it).
import { describe, expect, it } from "vitest";
import { entryCount, exclusion } from "./real-ledgers";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("entryCount", () => {
  it.each([
    ['{"clearances": []}', 0],
    ["{}", 0],
    ['{"clearances": [{"a": 1}]}', 1],
    ['[{"a": 1}, {"b": 2}]', 2],
    ['{"a": {"b": [1, 2]}}', 2],
    ['{"a": [[1], []]}', 3],
    ["not json", -1],
  ])("%s has %i", (doc, n) => {
    expect(entryCount(bytes(doc))).toBe(n);
  });
});

describe("exclusion", () => {
  it.each([
    ["ok", '{"clearances": [{"a": 1}]}', null],
    ["", '{"x": [1]}', null],
    ["top-level object must contain clearances", '[{"a": 1}]', "rejected by the judge (top-level object must contain clearances)"],
    ["ok", '{"clearances":[]}', "no entries (17 bytes)"],
  ])("reason %j on %s: %s", (reason, doc, expected) => {
    expect(exclusion(reason, bytes(doc))).toBe(expected);
  });
});
