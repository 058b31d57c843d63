// Strict UTF-8 decoding with CPython's error messages.
// The judges read submissions as UTF-8 text (LANG=C.UTF-8), so a bad byte fails the whole file
// before JSON parsing starts, with a message like
// "'utf-8' codec can't decode byte 0xff in position 74: invalid start byte".

export type Utf8Result = { ok: true; text: string } | { ok: false; message: string };

// ignoreBOM keeps a leading U+FEFF in the text: Python's json then rejects it ("Unexpected UTF-8 BOM").
const fatalDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

export function decodeUtf8(bytes: Uint8Array): Utf8Result {
  try {
    return { ok: true, text: fatalDecoder.decode(bytes) };
  } catch {
    // The WHATWG decoder and CPython agree on what is valid; only the message needs CPython's wording.
    return { ok: false, message: describeFirstUtf8Error(bytes) };
  }
}

const isContinuation = (b: number | undefined) => b !== undefined && b >= 0x80 && b <= 0xbf;

/** Locate the first invalid sequence the way CPython's utf-8 decoder reports it (start, end, reason). */
export function describeFirstUtf8Error(bytes: Uint8Array): string {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i += 1;
      continue;
    }
    const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
    if (need === 0) return utf8Message(bytes, i, i + 1, "invalid start byte");
    // The second byte has a narrower range for E0 (no overlongs), ED (no surrogates), F0, F4 (<= U+10FFFF).
    const lo = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const hi = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    let k = 1;
    for (; k <= need; k++) {
      if (i + k >= n) return utf8Message(bytes, i, n, "unexpected end of data");
      const c = bytes[i + k];
      const valid = k === 1 ? c >= lo && c <= hi : isContinuation(c);
      if (!valid) return utf8Message(bytes, i, i + k, "invalid continuation byte");
    }
    i += need + 1;
  }
  // Unreachable when called after TextDecoder failed; kept total for safety.
  return "'utf-8' codec can't decode: invalid data";
}

function utf8Message(bytes: Uint8Array, start: number, end: number, reason: string): string {
  if (end - start === 1) {
    const hex = bytes[start].toString(16).padStart(2, "0");
    return `'utf-8' codec can't decode byte 0x${hex} in position ${start}: ${reason}`;
  }
  return `'utf-8' codec can't decode bytes in position ${start}-${end - 1}: ${reason}`;
}
