// The scanner reads characters from an "ASCII view" of the text instead of calling charCodeAt:
// a byte per UTF-16 code unit, the unit itself below 0x80 and 0x80 for every other unit.
// Typed-array reads are about twice as fast as charCodeAt, and the scanner only ever needs to
// know that a unit is not ASCII (no JSON delimiter, digit, escape, control character or
// whitespace is); strings and numbers are still sliced from the text itself at the same indices.

export const NON_ASCII = 0x80;

/** The view of any str: one pass over its code units. */
export function asciiViewOfText(text: string): Uint8Array {
  const view = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    view[i] = unit < 0x80 ? unit : NON_ASCII;
  }
  return view;
}

/**
 * The view of `text`, which is decode(bytes) (valid UTF-8), with CRLF / CR turned into LF when
 * `crRewritten`. Built from the bytes, which is cheaper than charCodeAt: an ASCII byte is its own
 * unit, a lead byte starts one unit (two for a 4-byte sequence: a surrogate pair), a continuation
 * byte adds none. Plain ASCII (as many units as bytes) with no CR rewritten is the bytes themselves.
 */
export function asciiViewOfUtf8(bytes: Uint8Array, text: string, crRewritten: boolean): Uint8Array {
  if (!crRewritten && text.length === bytes.length) {
    // A subclass (Buffer) would make the scanner's reads polymorphic; a plain view costs nothing.
    return bytes.constructor === Uint8Array ? bytes : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  }
  return walkUtf8(bytes, text.length, crRewritten) ?? asciiViewOfText(text);
}

/** The walk asciiViewOfUtf8 describes; null if it does not come to `length` units (never, for decoded text). */
export function walkUtf8(bytes: Uint8Array, length: number, crRewritten: boolean): Uint8Array | null {
  const view = new Uint8Array(length);
  const n = bytes.length;
  let j = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (b < 0x80) {
      if (b === 0x0d && crRewritten) {
        view[j++] = 0x0a;
        if (i + 1 < n && bytes[i + 1] === 0x0a) i++;
      } else {
        view[j++] = b;
      }
    } else if (b >= 0xc0) {
      view[j++] = NON_ASCII;
      if (b >= 0xf0) view[j++] = NON_ASCII;
    }
  }
  return j === length ? view : null;
}
