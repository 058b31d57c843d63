import { describe, expect, it } from "vitest";
import { PyDict, PyInt, type PyValue } from "../types";
import { parsePyJson, pyTypeName, type PyParseResult } from "./index";
import reference from "./__fixtures__/python-reference.json";

const enc = (s: string) => new TextEncoder().encode(s);
const bytes = (...parts: (string | number[])[]) => {
  const chunks = parts.map((p) => (typeof p === "string" ? enc(p) : Uint8Array.from(p)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};
const parse = (s: string | Uint8Array) => parsePyJson(typeof s === "string" ? enc(s) : s);
const value = (s: string | Uint8Array): PyValue => {
  const r = parse(s);
  if (!r.ok) throw new Error(`expected ok, got ${r.kind}: ${r.message}`);
  return r.value;
};
const failure = (s: string | Uint8Array) => {
  const r = parse(s);
  if (r.ok) throw new Error("expected a failure");
  return r;
};

/** The tagged form make-python-reference.py writes, so int/float/str/dict order are all compared. */
type Tagged = null | boolean | { i: string } | { f: string } | { s: string } | { d: [string, Tagged][] } | Tagged[];
function tag(v: PyValue): Tagged {
  if (v === null || typeof v === "boolean") return v;
  if (v instanceof PyInt) return { i: v.value.toString() };
  if (typeof v === "number") return { f: Number.isNaN(v) ? "nan" : v === Infinity ? "inf" : v === -Infinity ? "-inf" : pyNum(v) };
  if (typeof v === "string") return { s: v };
  if (v instanceof PyDict) return { d: [...v.entries].map(([k, x]) => [k, tag(x)] as [string, Tagged]) };
  return v.map(tag);
}
// Python's float repr, only as far as the reference table needs (compared through Number()).
const pyNum = (v: number) => (Object.is(v, -0) ? "-0.0" : String(v));
function normalizeFloats(t: unknown): unknown {
  if (Array.isArray(t)) return t.map(normalizeFloats);
  if (t && typeof t === "object") {
    if ("f" in t) {
      const f = (t as { f: string }).f;
      return { f: f === "nan" || f === "inf" || f === "-inf" ? f : f === "-0.0" ? "-0.0" : String(Number(f)) };
    }
    return Object.fromEntries(Object.entries(t).map(([k, x]) => [k, normalizeFloats(x)]));
  }
  return t;
}

describe("parsePyJson against CPython 3.11 (python-reference.json)", () => {
  const rows = reference as Array<{ hex: string; ok: boolean; value?: Tagged; kind?: string; message?: string }>;
  it.each(rows.map((r, n) => [n, r.hex.length > 60 ? r.hex.slice(0, 60) + "…" : r.hex, r] as const))("#%i %s", (_n, _label, row) => {
    const input = Uint8Array.from(Buffer.from(row.hex, "hex"));
    const got: PyParseResult = parsePyJson(input);
    if (row.ok) {
      expect(got.ok ? normalizeFloats(tag(got.value)) : got).toEqual(normalizeFloats(row.value));
    } else {
      expect(got).toEqual({ ok: false, kind: row.kind, message: row.message });
    }
  });
});

describe("parsePyJson: the README's 'What a port must reproduce'", () => {
  it("accepts NaN, Infinity, -Infinity as floats", () => {
    const v = value("[NaN, Infinity, -Infinity]") as number[];
    expect(Number.isNaN(v[0])).toBe(true);
    expect(v.slice(1)).toEqual([Infinity, -Infinity]);
  });

  it("keeps 1 (int) apart from 1.0 and 1e3 (floats)", () => {
    const [a, b, c, d] = value("[1, 1.0, 1e3, -0]") as PyValue[];
    expect(a).toEqual(new PyInt(1n));
    expect(b).toBe(1);
    expect(c).toBe(1000);
    expect(d).toEqual(new PyInt(0n));
    expect(Object.is(value("-0.0"), -0)).toBe(true);
  });

  it("keeps integers exact up to 4300 digits and fails the whole document beyond", () => {
    expect(value("12345678901234567890123")).toEqual(new PyInt(12345678901234567890123n));
    expect(value("1" + "0".repeat(400))).toEqual(new PyInt(10n ** 400n));
    expect(value("9".repeat(4300))).toEqual(new PyInt(10n ** 4300n - 1n));
    const r = failure(`{"unused": ${"9".repeat(5000)}, "clearances": []}`);
    expect(r.kind).toBe("ValueError");
    expect(r.message).toBe(
      "Exceeds the limit (4300 digits) for integer string conversion: value has 5000 digits; use sys.set_int_max_str_digits() to increase the limit",
    );
  });

  it("reads 1e400 as infinity and huge floats without a digit limit", () => {
    expect(value("1e400")).toBe(Infinity);
    expect(value("-1e400")).toBe(-Infinity);
    expect(value("9".repeat(5000) + ".5")).toBe(Infinity);
  });

  it("keeps the last value of a duplicate key at the first key's position", () => {
    const d = value('{"clearances": [1], "source": "x", "clearances": []}') as PyDict;
    expect([...d.entries.keys()]).toEqual(["clearances", "source"]);
    expect(d.get("clearances")).toEqual([]);
  });

  it("rejects a leading BOM with Python's message", () => {
    expect(failure(bytes([0xef, 0xbb, 0xbf], '{"a": 1}'))).toEqual({
      ok: false,
      kind: "JSONDecodeError",
      message: "Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)",
    });
  });

  it("reports invalid UTF-8 anywhere before any JSON error, with the byte position", () => {
    expect(failure(bytes("{]", [0xff]))).toEqual({
      ok: false,
      kind: "UnicodeDecodeError",
      message: "'utf-8' codec can't decode byte 0xff in position 2: invalid start byte",
    });
    expect(failure(bytes('{"é": 1, "v": "', [0xc0, 0xaf], '"}')).message).toBe(
      "'utf-8' codec can't decode byte 0xc0 in position 16: invalid start byte",
    );
  });

  it("fails on an empty or whitespace-only file", () => {
    expect(failure("").message).toBe("Expecting value: line 1 column 1 (char 0)");
    expect(failure(" \n\t \n").message).toBe("Expecting value: line 3 column 1 (char 5)");
  });

  it("fails on trailing data but not trailing whitespace", () => {
    expect(failure("{}\n{}").message).toBe("Extra data: line 2 column 1 (char 3)");
    expect(value("{} \r\n\t ")).toEqual(new PyDict());
  });

  it("accepts lone surrogate escapes", () => {
    expect(value('"\\ud800x"')).toBe("\ud800x");
    expect(value('"\\udc00"')).toBe("\udc00");
    expect(value('"\\ud83d\\ude00"')).toBe("😀");
  });

  it("parses 200 levels of nesting and fails 100,000 cleanly (no stack overflow)", () => {
    expect(parse("[".repeat(200) + "]".repeat(200)).ok).toBe(true);
    expect(failure("[".repeat(100_000) + "]".repeat(100_000))).toEqual({
      ok: false,
      kind: "RecursionError",
      message: "maximum recursion depth exceeded while decoding a JSON array from a unicode string",
    });
    expect(failure('{"actions": ' + "[".repeat(100_000)).kind).toBe("RecursionError");
    expect(failure('{"a":'.repeat(100_000)).message).toContain("JSON object");
  });

  it("rejects raw control characters in strings (strict=True) but not DEL", () => {
    expect(failure('{"a": "x\ty"}').message).toBe("Invalid control character at: line 1 column 9 (char 8)");
    expect(value('"\x7f"')).toBe("\x7f");
  });

  it("allows only space, tab, CR and LF as whitespace", () => {
    for (const ws of ["\f", "\v", "\u00a0", "\u2028", "\u3000"]) expect(parse(`${ws}1`).ok).toBe(false);
    expect(value(" \t\r\n1 \t\r\n")).toEqual(new PyInt(1n));
  });

  it("follows JSON's number grammar", () => {
    for (const bad of ["01", "+1", ".5", "1.", "-", "0x10", "1e", "- 1"]) expect(parse(bad).ok).toBe(false);
    expect(value("-0.5E-2")).toBe(-0.005);
  });

  it("counts positions in code points and reads CRLF as one newline (text mode)", () => {
    expect(failure('\r\n["😀😀", x]').message).toBe("Expecting value: line 2 column 8 (char 8)");
    expect(parsePyJson(enc("\r\n[x]"), { universalNewlines: false })).toMatchObject({
      message: "Expecting value: line 2 column 2 (char 3)",
    });
  });
});

describe("pyTypeName", () => {
  it.each([
    ["null", "NoneType"],
    ["true", "bool"],
    ["0", "int"],
    ["0.0", "float"],
    ["NaN", "float"],
    ['"x"', "str"],
    ["[]", "list"],
    ["{}", "dict"],
  ])("%s is %s", (json, name) => {
    expect(pyTypeName(value(json))).toBe(name);
  });
});
