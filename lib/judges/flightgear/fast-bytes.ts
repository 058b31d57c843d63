// Byte-level primitives of the FlightGear fast ledger reader (fast-ledger.ts): JSON whitespace,
// quoted keys compared a word at a time, and equal runs of one document. Stateless and pure.

export const SPACE = 0x20,
  TAB = 0x09,
  LF = 0x0a,
  CR = 0x0d,
  QUOTE = 0x22,
  BACKSLASH = 0x5c,
  COMMA = 0x2c,
  COLON = 0x3a,
  MINUS = 0x2d,
  OPEN_BRACE = 0x7b,
  CLOSE_BRACE = 0x7d,
  OPEN_BRACKET = 0x5b,
  CLOSE_BRACKET = 0x5d;

const encoder = new TextEncoder();

export function skipWs(b: Uint8Array, i: number): number {
  const len = b.length;
  while (i < len) {
    const c = b[i];
    if (c === SPACE || c === LF || c === CR || c === TAB) i++;
    else break;
  }
  return i;
}

/** A key with its quotes, as little-endian 32-bit words and the bytes after the last whole word. */
export interface QuotedKey {
  bytes: Uint8Array;
  words: Uint32Array;
  /** the last four bytes as one word (every quoted name here is at least four bytes long) */
  tail: number;
  /** length of `"<name>"` */
  length: number;
}

export function quoted(name: string): QuotedKey {
  const bytes = encoder.encode(`"${name}"`);
  if (bytes.length < 4) throw new Error(`quoted: "${name}" is shorter than a word`);
  const words = new Uint32Array(bytes.length >> 2);
  const view = new DataView(bytes.buffer);
  for (let w = 0; w < words.length; w++) words[w] = view.getUint32(w * 4, true);
  return { bytes, words, tail: view.getUint32(bytes.length - 4, true), length: bytes.length };
}

/** `"<key>"` at i, compared four bytes at a time, the last four overlapping (keys are most of a ledger's bytes). */
export function keyAt(b: Uint8Array, v: DataView, i: number, key: QuotedKey): boolean {
  const n = key.length;
  // a DataView read past the end throws: a key that does not fit is no match
  if (i + n > b.length) return false;
  const words = key.words;
  for (let w = 0; w < words.length; w++) if (v.getUint32(i + w * 4, true) !== words[w]) return false;
  return v.getUint32(i + n - 4, true) === key.tail;
}

/**
 * Whether the n bytes at i equal the n bytes at t (in fast-ledger.ts: the first entry's gap), eight at a time. Read
 * as doubles, two 8-byte runs are equal exactly when their bits are, unless one is NaN or a zero:
 * a gap is ASCII with no NUL (whitespace, comma, key, colon), whose doubles are neither.
 */
export function sameBytes(b: Uint8Array, v: DataView, i: number, t: number, n: number): boolean {
  if (i + n > b.length) return false;
  if (n < 8) {
    for (let k = 0; k < n; k++) if (b[i + k] !== b[t + k]) return false;
    return true;
  }
  for (let k = 0; k + 8 < n; k += 8) if (v.getFloat64(i + k, true) !== v.getFloat64(t + k, true)) return false;
  // the last eight bytes, overlapping the run before them: no byte-at-a-time tail
  return v.getFloat64(i + n - 8, true) === v.getFloat64(t + n - 8, true);
}

/** The ASCII word w at i. */
export function wordAt(b: Uint8Array, i: number, w: string): boolean {
  for (let k = 0; k < w.length; k++) if (b[i + k] !== w.charCodeAt(k)) return false;
  return true;
}
