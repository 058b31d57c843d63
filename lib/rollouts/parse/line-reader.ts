// Line-by-line reading of JSONL bytes. Each line is decoded on its own, so a 15 MB file is never
// held as one big string, and a broken line becomes an issue with its 1-based number.
import { isObject } from "./values";

const decoder = new TextDecoder("utf-8", { fatal: false });

export interface RawLine {
  line: number;
  text: string;
}

/** Calls `visit` for every non-empty line (CR stripped); returns the count of non-empty lines. */
export function forEachLine(bytes: Uint8Array, visit: (raw: RawLine) => void): number {
  let start = 0;
  let lineNo = 0;
  let nonEmpty = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    lineNo++;
    let stop = end;
    if (stop > start && bytes[stop - 1] === 0x0d) stop--;
    if (stop > start) {
      const text = decoder.decode(bytes.subarray(start, stop));
      if (text.trim() !== "") {
        nonEmpty++;
        visit({ line: lineNo, text });
      }
    }
    start = end + 1;
  }
  return nonEmpty;
}

export function parseObject(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; reason: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (isObject(value)) return { ok: true, value };
    return { ok: false, reason: `a JSON ${Array.isArray(value) ? "array" : typeof value}, not an object` };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
