// TESTS ONLY. The straightforward scanner parsePyJson used before scanner.ts was tuned for speed,
// kept unchanged (checked against CPython 3.11 through python-reference.json) as the oracle the
// property test in scanner.test.ts compares the fast scanner with. Not imported by production code.
import { PyDict, PyInt, type PyValue } from "../../types";
import { decodeUtf8 } from "../utf8";

type PyJsonErrorKind = "JSONDecodeError" | "UnicodeDecodeError" | "ValueError" | "RecursionError";

/** Thrown inside the scanner only; parsePyJsonText turns it into a result. */
class PyJsonFailure {
  constructor(
    readonly kind: PyJsonErrorKind,
    readonly message: string,
  ) {}
}

/** CPython's default int/str conversion limit (sys.get_int_max_str_digits()). */
const INT_MAX_STR_DIGITS = 4300;

/**
 * Python raises RecursionError when nesting reaches the interpreter's limit (1000 frames, minus the
 * judge's own call depth: 994 levels parse at module level). 990 approximates a judge a few calls deep.
 */
const DEFAULT_MAX_DEPTH = 990;

const SPACE = 0x20,
  TAB = 0x09,
  LF = 0x0a,
  CR = 0x0d;
const QUOTE = 0x22,
  BACKSLASH = 0x5c;

const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};

class PyJsonScanner {
  private readonly len: number;

  constructor(
    private readonly s: string,
    private readonly maxDepth: number = DEFAULT_MAX_DEPTH,
  ) {
    this.len = s.length;
  }

  /** json.loads(s): BOM check, one value, only whitespace after it. */
  parseDocument(): PyValue {
    if (this.s.charCodeAt(0) === 0xfeff) this.fail("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
    const [value, end] = this.scanValue(this.skipWs(0), 0);
    const after = this.skipWs(end);
    if (after !== this.len) this.fail("Extra data", after);
    return value;
  }

  private skipWs(i: number): number {
    const s = this.s;
    while (i < this.len) {
      const c = s.charCodeAt(i);
      if (c !== SPACE && c !== LF && c !== CR && c !== TAB) break;
      i++;
    }
    return i;
  }

  /** Returns [value, index just after it]. A value that cannot start at i is "Expecting value" at i. */
  private scanValue(i: number, depth: number): [PyValue, number] {
    const s = this.s;
    if (i >= this.len) this.fail("Expecting value", i);
    switch (s[i]) {
      case '"':
        return this.scanString(i + 1);
      case "{":
        return this.scanObject(i + 1, this.enter(depth, "object"));
      case "[":
        return this.scanArray(i + 1, this.enter(depth, "array"));
      case "n":
        if (s.startsWith("null", i)) return [null, i + 4];
        break;
      case "t":
        if (s.startsWith("true", i)) return [true, i + 4];
        break;
      case "f":
        if (s.startsWith("false", i)) return [false, i + 5];
        break;
      case "N":
        if (s.startsWith("NaN", i)) return [NaN, i + 3];
        break;
      case "I":
        if (s.startsWith("Infinity", i)) return [Infinity, i + 8];
        break;
      case "-":
        if (s.startsWith("-Infinity", i)) return [-Infinity, i + 9];
        break;
    }
    return this.scanNumber(i);
  }

  private enter(depth: number, what: "object" | "array"): number {
    if (depth >= this.maxDepth) {
      throw new PyJsonFailure("RecursionError", `maximum recursion depth exceeded while decoding a JSON ${what} from a unicode string`);
    }
    return depth + 1;
  }

  private scanObject(i: number, depth: number): [PyDict, number] {
    const s = this.s;
    const entries = new Map<string, PyValue>();
    i = this.skipWs(i);
    if (i < this.len && s.charCodeAt(i) === 0x7d /* } */) return [new PyDict(entries), i + 1];
    for (;;) {
      if (i >= this.len || s.charCodeAt(i) !== QUOTE) this.fail("Expecting property name enclosed in double quotes", i);
      const [key, afterKey] = this.scanString(i + 1);
      i = this.skipWs(afterKey);
      if (i >= this.len || s.charCodeAt(i) !== 0x3a /* : */) this.fail("Expecting ':' delimiter", i);
      const [value, afterValue] = this.scanValue(this.skipWs(i + 1), depth);
      // Map.set on an existing key keeps its first position and takes the last value: Python dict semantics.
      entries.set(key, value);
      i = this.skipWs(afterValue);
      if (i < this.len && s.charCodeAt(i) === 0x7d) return [new PyDict(entries), i + 1];
      if (i >= this.len || s.charCodeAt(i) !== 0x2c /* , */) this.fail("Expecting ',' delimiter", i);
      i = this.skipWs(i + 1);
    }
  }

  private scanArray(i: number, depth: number): [PyValue[], number] {
    const s = this.s;
    const items: PyValue[] = [];
    i = this.skipWs(i);
    if (i < this.len && s.charCodeAt(i) === 0x5d /* ] */) return [items, i + 1];
    for (;;) {
      const [value, afterValue] = this.scanValue(i, depth);
      items.push(value);
      i = this.skipWs(afterValue);
      if (i < this.len && s.charCodeAt(i) === 0x5d) return [items, i + 1];
      if (i >= this.len || s.charCodeAt(i) !== 0x2c) this.fail("Expecting ',' delimiter", i);
      i = this.skipWs(i + 1);
    }
  }

  /** `start` is just after the opening quote. */
  private scanString(start: number): [string, number] {
    const s = this.s;
    const quotePos = start - 1;
    let out = "";
    let i = start;
    for (;;) {
      let j = i;
      let c = 0;
      while (j < this.len) {
        c = s.charCodeAt(j);
        if (c === QUOTE || c === BACKSLASH) break;
        if (c <= 0x1f) this.fail("Invalid control character at", j);
        j++;
      }
      if (j >= this.len) this.fail("Unterminated string starting at", quotePos);
      out += s.slice(i, j);
      if (c === QUOTE) return [out, j + 1];
      // backslash at j
      if (j + 1 >= this.len) this.fail("Unterminated string starting at", quotePos);
      const esc = s[j + 1];
      if (esc !== "u") {
        const mapped = SIMPLE_ESCAPES[esc];
        if (mapped === undefined) this.fail("Invalid \\escape", j);
        out += mapped;
        i = j + 2;
        continue;
      }
      // \uXXXX, possibly followed by a second escape completing a surrogate pair.
      let unit = this.hex4(j + 2, j + 1);
      i = j + 6;
      if (unit >= 0xd800 && unit <= 0xdbff && s.charCodeAt(i) === BACKSLASH && s[i + 1] === "u") {
        const low = this.hex4(i + 2, i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          out += String.fromCharCode(unit, low);
          i += 6;
          continue;
        }
      }
      // A lone surrogate is kept as is (Python accepts it; so does a JS string).
      out += String.fromCharCode(unit);
    }
  }

  /** Four hex digits at i; `uPos` is where the `u` is, for the error position. */
  private hex4(i: number, uPos: number): number {
    // CPython wants the four digits AND one more character before the end of the document.
    if (i + 4 >= this.len) this.fail("Invalid \\uXXXX escape", uPos);
    const digits = this.s.slice(i, i + 4);
    if (!/^[0-9a-fA-F]{4}$/.test(digits)) this.fail("Invalid \\uXXXX escape", uPos);
    return parseInt(digits, 16);
  }

  private scanNumber(start: number): [PyValue, number] {
    const s = this.s;
    let i = start;
    if (s.charCodeAt(i) === 0x2d /* - */) i++;
    const first = s.charCodeAt(i);
    if (first === 0x30) i++;
    else if (first >= 0x31 && first <= 0x39) i = this.skipDigits(i + 1);
    else this.fail("Expecting value", start);
    const intEnd = i;
    let isFloat = false;
    if (s.charCodeAt(i) === 0x2e /* . */ && isDigit(s.charCodeAt(i + 1))) {
      isFloat = true;
      i = this.skipDigits(i + 2);
    }
    const e = s.charCodeAt(i);
    if (e === 0x65 || e === 0x45) {
      let k = i + 1;
      const sign = s.charCodeAt(k);
      if (sign === 0x2b || sign === 0x2d) k++;
      const afterDigits = this.skipDigits(k);
      // "1e" / "1e+" are not exponents: the number ends before the 'e'.
      if (afterDigits > k) {
        isFloat = true;
        i = afterDigits;
      }
    }
    const text = s.slice(start, i);
    if (isFloat) return [Number(text), i];
    const digitCount = intEnd - start - (s.charCodeAt(start) === 0x2d ? 1 : 0);
    if (digitCount > INT_MAX_STR_DIGITS) {
      throw new PyJsonFailure(
        "ValueError",
        `Exceeds the limit (${INT_MAX_STR_DIGITS} digits) for integer string conversion: value has ${digitCount} digits; use sys.set_int_max_str_digits() to increase the limit`,
      );
    }
    return [new PyInt(BigInt(text)), i];
  }

  private skipDigits(i: number): number {
    while (i < this.len && isDigit(this.s.charCodeAt(i))) i++;
    return i;
  }

  /** JSONDecodeError: "<msg>: line L column C (char P)", all counted in code points. */
  private fail(msg: string, index: number): never {
    throw new PyJsonFailure("JSONDecodeError", `${msg}: ${describePosition(this.s, index)}`);
  }
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** Python's JSONDecodeError position text for a UTF-16 index into `s`. */
function describePosition(s: string, index: number): string {
  let pos = 0;
  let line = 1;
  let lastNewline = -1; // code-point index of the last '\n' before index
  for (let k = 0; k < index && k < s.length; k++) {
    const c = s.charCodeAt(k);
    // The low half of a pair does not start a code point.
    if (c >= 0xdc00 && c <= 0xdfff && k > 0 && isHighSurrogate(s.charCodeAt(k - 1))) continue;
    if (c === LF) {
      line++;
      lastNewline = pos;
    }
    pos++;
  }
  return `line ${line} column ${pos - lastNewline} (char ${pos})`;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

export type ReferenceResult = { ok: true; value: PyValue } | { ok: false; kind: PyJsonErrorKind; message: string };

/** json.loads on a decoded str, the reference way (same contract as parsePyJsonText). */
export function referenceParsePyJsonText(text: string, maxDepth: number = DEFAULT_MAX_DEPTH): ReferenceResult {
  try {
    return { ok: true, value: new PyJsonScanner(text, maxDepth).parseDocument() };
  } catch (err) {
    if (err instanceof PyJsonFailure) return { ok: false, kind: err.kind, message: err.message };
    if (err instanceof RangeError) {
      return { ok: false, kind: "RecursionError", message: "maximum recursion depth exceeded while decoding a JSON document" };
    }
    throw err;
  }
}

/** parsePyJson's pipeline before tuning: decode, text-mode newlines, reference scan. */
export function referenceParsePyJson(bytes: Uint8Array, options: { universalNewlines?: boolean; maxDepth?: number } = {}): ReferenceResult {
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) return { ok: false, kind: "UnicodeDecodeError", message: decoded.message };
  let text = decoded.text;
  if (options.universalNewlines !== false && text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
  return referenceParsePyJsonText(text, options.maxDepth);
}
