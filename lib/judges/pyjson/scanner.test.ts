// The tuned scanner (scanner.ts, number.ts, ascii-view.ts) against the plain one it replaced
// (reference-scanner.ts, checked against CPython): on random JSON-ish text, valid and broken, both
// must give the same value (int vs float, -0.0, NaN, key order, duplicates) or the same error.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PyDict, PyInt, type PyValue } from "../types";
import { asciiViewOfText, walkUtf8 } from "./ascii-view";
import { parsePyJson, parsePyJsonText } from "./index";
import { referenceParsePyJson, referenceParsePyJsonText } from "./__tests__/reference-scanner";

type Result = { ok: true; value: PyValue } | { ok: false; kind: string; message: string };

/** A comparable form: ints and floats apart, floats exactly (String is a round trip; -0 and NaN kept). */
function tag(v: PyValue): unknown {
  if (v instanceof PyInt) return { int: v.value.toString() };
  if (typeof v === "number") return { float: Object.is(v, -0) ? "-0" : String(v) };
  if (v instanceof PyDict) return { dict: [...v.entries].map(([k, x]) => [k, tag(x)]) };
  if (Array.isArray(v)) return v.map(tag);
  return v;
}
const comparable = (r: Result) => (r.ok ? { ok: true, value: tag(r.value) } : r);

const enc = (s: string) => new TextEncoder().encode(s);

function checkText(text: string, maxDepth?: number): void {
  expect(comparable(parsePyJsonText(text, maxDepth))).toEqual(comparable(referenceParsePyJsonText(text, maxDepth)));
}
function checkBytes(bytes: Uint8Array, options: { universalNewlines?: boolean; maxDepth?: number } = {}): void {
  expect(comparable(parsePyJson(bytes, options))).toEqual(comparable(referenceParsePyJson(bytes, options)));
}

// ---- generators ------------------------------------------------------------------------------

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });
/** Every number form JSON allows, and the near misses it does not ("01", "1.", ".5", "1e+", "+1"). */
const numberText = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("", "-"),
      fc.oneof(
        fc.constant("0"),
        fc.tuple(fc.constantFrom(..."123456789"), digits(0, 24)).map(([a, b]) => a + b),
      ),
      fc.option(
        digits(1, 24).map((d) => "." + d),
        { nil: "" },
      ),
      fc.option(
        fc.tuple(fc.constantFrom("e", "E"), fc.constantFrom("", "+", "-"), digits(1, 4)).map((p) => p.join("")),
        { nil: "" },
      ),
    )
    .map((p) => p.join("")),
  fc.double().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.integer().map(String),
  fc.constantFrom("01", "-01", "1.", ".5", "1e", "1e+", "-", "+1", "1.e5", "0x10", "-0", "-0.0", "1E400", "1e-400", "2.5e-324"),
);
const ESCAPES = [
  '\\"',
  "\\\\",
  "\\/",
  "\\b",
  "\\f",
  "\\n",
  "\\r",
  "\\t",
  "\\u00e9",
  "\\ud83d\\ude00",
  "\\ud800",
  "\\udc00x",
  "\\u12",
  "\\x",
  "\\",
];
/** String bodies: plain and non-ASCII text, escapes good and bad, raw control characters. */
const stringBody = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 8 }) },
      { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 4 }) },
      { weight: 2, arbitrary: fc.constantFrom(...ESCAPES) },
      { weight: 1, arbitrary: fc.constantFrom("\t", "\n", "\r", "\x00", "\x1f", "\x7f", "é", "😀", "\ufeff", "\ud800") },
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(""));
const ws = fc.constantFrom("", "", " ", "\n  ", "\r\n", "\r", "\t", " \n\t ");
const literal = fc.constantFrom("null", "true", "false", "NaN", "Infinity", "-Infinity", "nul", "tru", "Inf", "-Inf", "None");

/** JSON-ish documents: objects may repeat keys, whitespace and formatting vary. */
const { doc } = fc.letrec<{ doc: string; value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    literal,
    numberText,
    stringBody.map((b) => `"${b}"`),
    fc.array(fc.tuple(ws, tie("value"), ws), { maxLength: 5 }).map((items) => `[${items.map((p) => p.join("")).join(",")}]`),
    fc
      .array(fc.tuple(ws, fc.oneof(fc.constantFrom("a", "b", "id", "clearance_index", "é", ""), stringBody), ws, tie("value")), {
        maxLength: 5,
      })
      .map((entries) => `{${entries.map(([w1, k, w2, v]) => `${w1}"${k}"${w2}:${v}`).join(",")}}`),
  ),
  doc: fc.tuple(ws, tie("value"), ws).map((p) => p.join("")),
}));
/** Small damage to a document: a character dropped, added or swapped, or the end cut off. */
const damaged = fc
  .tuple(doc, fc.nat(), fc.constantFrom("drop", "insert", "swap", "cut"), fc.constantFrom(...'{}[],:"\\u0eE.+- \n\r\t\x00é😀\ufeff'))
  .map(([d, at, how, ch]) => {
    const k = d.length === 0 ? 0 : at % d.length;
    if (how === "drop") return d.slice(0, k) + d.slice(k + 1);
    if (how === "insert") return d.slice(0, k) + ch + d.slice(k);
    if (how === "swap") return d.slice(0, k) + ch + d.slice(k + 1);
    return d.slice(0, k);
  });
/** Token soup: mostly nonsense, sometimes valid. */
const soup = fc
  .array(fc.constantFrom(...'{}[],:"\\ \n\r\t0123-.eE+'.split(""), "null", "true", "NaN", '"k"', "é", "\ud83d", "\ufeff"), {
    maxLength: 30,
  })
  .map((t) => t.join(""));
const anyText = fc.oneof(doc, damaged, soup);

const RUNS = { numRuns: 2000 };
/** Leading whitespace that takes a document past the scanner's KEY_CACHE_MIN_LENGTH (4096). */
const PAD = " \n".repeat(2100);

// ---- properties ------------------------------------------------------------------------------

describe("tuned scanner = reference scanner", () => {
  it("on JSON-ish documents, read as bytes (text mode), small and padded past the key cache's threshold", () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, pad) => checkBytes(enc(pad ? PAD + text : text))),
      RUNS,
    );
  });

  it("on JSON-ish documents, bytes without newline translation and with a small depth limit", () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), fc.integer({ min: 0, max: 4 }), (text, universalNewlines, maxDepth) =>
        checkBytes(enc(text), { universalNewlines, maxDepth }),
      ),
      RUNS,
    );
  });

  it("on JSON-ish str input, including lone surrogates", () => {
    fc.assert(
      fc.property(anyText, (text) => checkText(text)),
      RUNS,
    );
  });

  it("on raw bytes (invalid UTF-8, BOMs, CRs)", () => {
    const byte = fc.oneof(fc.constantFrom(...enc('{}[],:"\\ \n\r\t0123-.eEu')), fc.integer({ min: 0, max: 255 }));
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 40 }), (b) => checkBytes(Uint8Array.from(b))),
      RUNS,
    );
  });

  it("on numbers of every form, alone and in a list", () => {
    fc.assert(
      fc.property(numberText, ws, (n, w) => {
        checkText(n);
        checkBytes(enc(`[${w}${n}${w},-${n}]`));
      }),
      { numRuns: 10000 },
    );
  });

  it("on floats near the fast path's limits (15 digits, powers of ten up to 1e22)", () => {
    const mantissa = fc.oneof(digits(1, 17), fc.constantFrom("9007199254740993", "999999999999999", "123456789012345"));
    fc.assert(
      fc.property(mantissa, fc.integer({ min: 0, max: 17 }), fc.integer({ min: -40, max: 40 }), (m, point, exp) => {
        const p = Math.min(point, m.length);
        const int = m.slice(0, m.length - p).replace(/^0+(?=\d)/, "") || "0";
        const frac = m.slice(m.length - p);
        checkText(`${int}${frac ? "." + frac : ""}e${exp}`);
        checkText(`-${int}.${frac || "0"}`);
      }),
      { numRuns: 10000 },
    );
  });

  it("on records whose keys repeat, nearly repeat, or repeat through escapes (the key cache)", () => {
    const KEYS = ["status", "statut", "statu", "status_", "st\\u0061tus", 'st\\"tus', "stätus", "", "a", "é", "ü", "b\\n", 'b\\"x'];
    const key = fc.constantFrom(...KEYS);
    const entry = fc.tuple(key, fc.constantFrom("1", "2.5", '"x"', "null", '{"status": 1, "a": [2]}', "[]"));
    const record = fc.array(entry, { maxLength: 6 }).map((es) => `{${es.map(([k, v]) => `"${k}": ${v}`).join(", ")}}`);
    fc.assert(
      fc.property(fc.array(record, { maxLength: 8 }), ws, (records, w) => {
        const text = `${PAD}[${w}${records.join(`,${w}`)}${w}]`;
        checkText(text);
        checkBytes(enc(text));
        checkBytes(enc(text.slice(0, PAD.length + ((text.length - PAD.length) >> 1)))); // cut inside a record
      }),
      { numRuns: 1000 },
    );
  });

  it("on ASCII views that must follow CR rewriting and multi-byte characters", () => {
    const piece = fc.constantFrom('"é"', '"😀"', '"\u20ac"', "\r\n", "\r", "\n", " ", "1", ",", '"a\rb"', '"\r"', "x");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.boolean(), (pieces, universalNewlines) => {
        const bytes = enc(`[${pieces.join("")}]`);
        checkBytes(bytes, { universalNewlines });
        checkBytes(new Uint8Array([0x20, ...bytes]).subarray(1), { universalNewlines }); // a view with an offset
      }),
      RUNS,
    );
  });
});

describe("ASCII view", () => {
  it("walking the UTF-8 bytes gives the view of the decoded text, CRs rewritten or not", () => {
    const unit = fc.oneof(fc.string({ unit: "binary", maxLength: 6 }), fc.constantFrom("\r\n", "\r", "\n", "\r\r\n"));
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 8 }), fc.boolean(), (parts, crRewritten) => {
        const raw = parts.join("");
        const text = crRewritten ? raw.replace(/\r\n?/g, "\n") : raw;
        // TextEncoder writes a lone surrogate as U+FFFD, one unit for one unit: the view is the same.
        expect(walkUtf8(enc(raw), text.length, crRewritten)).toEqual(asciiViewOfText(text));
      }),
      RUNS,
    );
  });
});

describe("tuned scanner: fixed cases", () => {
  it.each([
    '{"a": 1, "b": 2, "a": 3}',
    '"\\ud83d\\ude00 \\ud83d x \\ude00"',
    "[1.5e308, 1e309, -1e-400, 0.1, 123456789012345.6, 1234567890123456789]",
    `{"n": ${"9".repeat(4301)}}`,
    `[${"1".repeat(4300)}, ${"1".repeat(4300)}.5]`,
    "\ufeff{}",
    "[1,]",
    '{"a" 1}',
    '{"a":1,}',
    "[\u00e9]",
    '["\u00e9", x]',
    "-",
    "",
  ])("%s", (text) => {
    checkText(text);
    checkBytes(enc(text));
    checkBytes(enc(text.replace(/ /g, "\r\n")));
  });

  it("deep nesting fails the same way", () => {
    for (const text of ["[".repeat(5000), '{"a":'.repeat(2000), "[".repeat(989) + "]".repeat(989), "[".repeat(990) + "]".repeat(990)]) {
      checkBytes(enc(text));
    }
  });

  it("objects nested deeper than the key cache reaches, with records at every depth", () => {
    const nest = (d: number): string => (d === 0 ? "1" : `{"a": ${nest(d - 1)}, "b": [{"a": 1, "b": 2}, {"a": 3, "b": 4}]}`);
    checkBytes(enc(PAD + nest(40)));
  });
});

/** Every ledger the project holds: the parity corpus' cases (valid and broken) and the task calibration ledgers. */
function realDocuments(): string[] {
  const root = path.resolve(import.meta.dirname, "../../..");
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith(".json")) out.push(full);
    }
  };
  walk(path.join(root, "lib/judges/__fixtures__/parity"));
  walk(path.join(root, "prisma/fixtures/tasks"));
  return out;
}

describe("tuned scanner = reference scanner on the project's real ledgers", () => {
  it("gives the same result for every JSON file in the parity corpus and the task fixtures", () => {
    const files = realDocuments();
    expect(files.length).toBeGreaterThan(700);
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(file));
      // Compared as JSON text: deep equality on megabyte-sized trees is slow.
      const got = JSON.stringify(comparable(parsePyJson(bytes)));
      expect(got, file).toBe(JSON.stringify(comparable(referenceParsePyJson(bytes))));
    }
  });
});
