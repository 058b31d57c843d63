// The careful string reader, for the strings the scanner's one-slice fast path leaves: those with
// a backslash escape, a raw control character (strict=True rejects it) or no closing quote.
// Unchanged from the original scanner; CPython's messages and positions.
import { decodeError } from "./errors";
import type { Cursor } from "./number";

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

/** The string whose body starts at `start` (just after the opening quote); sets cursor.end after the closing quote. */
export function scanEscapedString(s: string, start: number, cursor: Cursor): string {
  const len = s.length;
  const quotePos = start - 1;
  let out = "";
  let i = start;
  for (;;) {
    let j = i;
    let c = 0;
    while (j < len) {
      c = s.charCodeAt(j);
      if (c === QUOTE || c === BACKSLASH) break;
      if (c <= 0x1f) throw decodeError(s, "Invalid control character at", j);
      j++;
    }
    if (j >= len) throw decodeError(s, "Unterminated string starting at", quotePos);
    out += s.slice(i, j);
    if (c === QUOTE) {
      cursor.end = j + 1;
      return out;
    }
    // backslash at j
    if (j + 1 >= len) throw decodeError(s, "Unterminated string starting at", quotePos);
    const esc = s[j + 1];
    if (esc !== "u") {
      const mapped = SIMPLE_ESCAPES[esc];
      if (mapped === undefined) throw decodeError(s, "Invalid \\escape", j);
      out += mapped;
      i = j + 2;
      continue;
    }
    // \uXXXX, possibly followed by a second escape completing a surrogate pair.
    const unit = hex4(s, j + 2, j + 1);
    i = j + 6;
    if (unit >= 0xd800 && unit <= 0xdbff && s.charCodeAt(i) === BACKSLASH && s[i + 1] === "u") {
      const low = hex4(s, i + 2, i + 1);
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
function hex4(s: string, i: number, uPos: number): number {
  // CPython wants the four digits AND one more character before the end of the document.
  if (i + 4 >= s.length) throw decodeError(s, "Invalid \\uXXXX escape", uPos);
  const digits = s.slice(i, i + 4);
  if (!/^[0-9a-fA-F]{4}$/.test(digits)) throw decodeError(s, "Invalid \\uXXXX escape", uPos);
  return parseInt(digits, 16);
}
