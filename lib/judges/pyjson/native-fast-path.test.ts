// The native fast path against the exact scanner (itself held to CPython by index.test.ts): on every
// bundled parity document and every CPython reference input, a document the fast path takes must
// come out identical (int vs float, key order, -0.0, big ints: compared through json.dumps' text and
// deep equality); the documents it must hand back are listed by hand.
import { describe, expect, it } from "vitest";
import { listCorpusJudgeIds, loadParityCorpus } from "../__tests__/parity";
import { PyDict, PyInt, type PyValue } from "../types";
import reference from "./__fixtures__/python-reference.json";
import { asciiViewOfText } from "./ascii-view";
import { parseNativeExact } from "./native-fast-path";
import { DEFAULT_MAX_DEPTH, PyJsonScanner } from "./scanner";
import { stringifyPyValue } from "./stringify";
import { decodeUtf8 } from "./utf8";

/** The text parsePyJson scans: strict UTF-8, universal newlines. */
function textOf(bytes: Uint8Array): string | undefined {
  const decoded = decodeUtf8(bytes);
  return decoded.ok ? decoded.text.replace(/\r\n?/g, "\n") : undefined;
}

function exact(text: string) {
  try {
    return { ok: true as const, value: new PyJsonScanner(text, DEFAULT_MAX_DEPTH, asciiViewOfText(text)).parseDocument() };
  } catch {
    return { ok: false as const };
  }
}

const documents: { name: string; text: string }[] = [];
for (const id of listCorpusJudgeIds()) {
  const corpus = loadParityCorpus(id);
  const texts = [["ground_truth", corpus.groundTruth] as const, ...corpus.cases.map((c) => [c.name, c.submission] as const)];
  for (const [name, bytes] of texts) {
    const text = textOf(bytes);
    if (text !== undefined) documents.push({ name: `${id} ${name}`, text });
  }
}
for (const r of reference) {
  const text = textOf(Uint8Array.from(Buffer.from(r.hex, "hex")));
  if (text !== undefined) documents.push({ name: `python-reference ${r.hex.slice(0, 40)}`, text });
}

describe("parseNativeExact", () => {
  it("takes only documents the exact scanner reads, and reads them identically", () => {
    let taken = 0;
    for (const { name, text } of documents) {
      const fast = parseNativeExact(text, DEFAULT_MAX_DEPTH);
      if (fast === undefined) continue;
      taken++;
      const slow = exact(text);
      expect(slow.ok, name).toBe(true);
      if (!slow.ok) continue;
      expect(stringifyPyValue(fast), name).toBe(stringifyPyValue(slow.value));
      expect(fast, name).toEqual(slow.value);
    }
    // not vacuous: most real ledgers take it
    expect(taken).toBeGreaterThan(documents.length / 2);
  });

  it("reads Python's ints and floats apart, exactly", () => {
    const value = parseNativeExact(
      '{"i": 1, "f": 1.0, "e": 1e0, "z": -0.0, "nz": -0, "big": 123456789012345678901234567890, "inf": 1e400}',
      990,
    );
    expect(value).toEqual(
      new PyDict(
        new Map<string, PyValue>([
          ["i", new PyInt(1n)],
          ["f", 1],
          ["e", 1],
          ["z", -0],
          ["nz", new PyInt(0n)],
          ["big", new PyInt(123456789012345678901234567890n)],
          ["inf", Infinity],
        ]),
      ),
    );
    expect(stringifyPyValue(value!)).toBe(
      '{"i": 1, "f": 1.0, "e": 1.0, "z": -0.0, "nz": 0, "big": 123456789012345678901234567890, "inf": Infinity}',
    );
  });

  it.each([
    ["a duplicate key (Python keeps the first key's place)", '{"a": 1, "b": 2, "a": 3}'],
    ["a key JavaScript orders first (an array index)", '{"b": 1, "10": 2}'],
    ["NaN, which JSON.parse refuses", '{"a": NaN}'],
    ["Infinity", "[Infinity]"],
    ["an int longer than the fast path reads", `[${"9".repeat(1001)}]`],
    ["deep nesting", `${"[".repeat(70)}${"]".repeat(70)}`],
    ["nesting past half the caller's depth limit", "[[[1]]]", 4],
    ["a leading BOM", '\ufeff{"a": 1}'],
    ["a raw control character in a string", '["a\u0001"]'],
    ["a syntax error", '{"a": 1,}'],
    // 24 MB of text: the string pass's regexp runs out of backtracking stack (RangeError) and must not throw
    ["a string of millions of escapes", `["${"\\n".repeat(12_000_000)}"]`],
  ])("hands back %s", (_what, text, maxDepth = DEFAULT_MAX_DEPTH) => {
    expect(parseNativeExact(text, maxDepth)).toBeUndefined();
  });

  it.each([
    ["digits, dots and exponents inside strings", '{"v1.2": "3e5", "n": [1, "2.0", 2.0, "-7", -7]}'],
    ["colons and escaped quotes inside strings and keys", '{"a:b": "c: d", "q\\":": {"r": ":"}, "s": "\\\\"}'],
    ["an escaped quote before a number", '["\\"", 5, "\\\\", 6.5]'],
    ["ints and floats side by side", "[0, -0, 0.0, 1E3, 1e-3, 12345678901234567890, -1.5e+2]"],
  ])("takes %s, read as the scanner reads it", (_what, text) => {
    const fast = parseNativeExact(text, DEFAULT_MAX_DEPTH);
    const slow = exact(text);
    expect(fast).toBeDefined();
    expect(slow.ok).toBe(true);
    if (fast === undefined || !slow.ok) return;
    expect(stringifyPyValue(fast)).toBe(stringifyPyValue(slow.value));
    expect(fast).toEqual(slow.value);
  });
});
