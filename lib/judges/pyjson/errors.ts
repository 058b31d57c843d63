// The failures the scanner throws, and CPython's position text for JSONDecodeError messages.

export type PyJsonErrorKind = "JSONDecodeError" | "UnicodeDecodeError" | "ValueError" | "RecursionError";

/** Thrown inside the scanner only; parsePyJsonText turns it into a result. */
export class PyJsonFailure {
  constructor(
    readonly kind: PyJsonErrorKind,
    readonly message: string,
  ) {}
}

/** JSONDecodeError "<msg>: line L column C (char P)" at a UTF-16 index into `s`. */
export function decodeError(s: string, msg: string, index: number): PyJsonFailure {
  return new PyJsonFailure("JSONDecodeError", `${msg}: ${describePosition(s, index)}`);
}

/** Python's JSONDecodeError position text for a UTF-16 index into `s`, counted in code points. */
export function describePosition(s: string, index: number): string {
  let pos = 0;
  let line = 1;
  let lastNewline = -1; // code-point index of the last '\n' before index
  for (let k = 0; k < index && k < s.length; k++) {
    const c = s.charCodeAt(k);
    // The low half of a pair does not start a code point.
    if (c >= 0xdc00 && c <= 0xdfff && k > 0 && isHighSurrogate(s.charCodeAt(k - 1))) continue;
    if (c === 0x0a) {
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
