// The oracle (and ground truth) as JSON documents: parsed within a byte bound, refused when nested
// deeper than the probe writer can recurse, searched for the list of event objects, and read for
// its layout so probes are written like the oracle. All walks are iterative and node-bounded.
import { isRecord } from "../../input/is-record";
import { LIMITS } from "./shape-limits";
import type { Event } from "./shape-types";

const decoder = new TextDecoder("utf-8", { fatal: true });

/** The document, or why it is not one: larger than `max` bytes, not UTF-8, not JSON. */
export function parseJson(bytes: Uint8Array, max: number): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (bytes.length > max) return { ok: false, reason: `larger than ${max} bytes` };
  try {
    return { ok: true, value: JSON.parse(decoder.decode(bytes)) };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

/** The list of event objects: the document itself, or the longest array of objects under object keys (bounded walk). */
export function findEventList(doc: unknown): { path: string[]; items: Event[] } | null {
  if (Array.isArray(doc)) return { path: [], items: doc.filter(isRecord) };
  let best: { path: string[]; items: Event[] } | null = null;
  const queue: { v: unknown; path: string[] }[] = [{ v: doc, path: [] }];
  let visited = 0;
  for (let q = 0; q < queue.length && visited < LIMITS.walkNodes; q++) {
    const { v, path } = queue[q];
    if (!isRecord(v) || path.length >= LIMITS.walkDepth) continue;
    for (const [k, x] of Object.entries(v)) {
      if (++visited >= LIMITS.walkNodes) break;
      if (Array.isArray(x)) {
        const items = x.filter(isRecord);
        // the first-found (shallowest) list wins ties
        if (items.length > 0 && items.length === x.length && (!best || items.length > best.items.length))
          best = { path: [...path, k], items };
      } else if (isRecord(x)) queue.push({ v: x, path: [...path, k] });
    }
  }
  return best;
}

/** The document nests deeper than `max` (iterative, bounded by LIMITS.walkNodes). */
export function nestsDeeperThan(doc: unknown, max: number): boolean {
  const stack: { v: unknown; depth: number }[] = [{ v: doc, depth: 0 }];
  for (let visited = 0; visited < LIMITS.walkNodes; visited++) {
    const item = stack.pop();
    if (!item) break;
    const { v, depth } = item;
    if (depth > max) return true;
    if (Array.isArray(v)) for (const x of v) stack.push({ v: x, depth: depth + 1 });
    else if (isRecord(v)) for (const x of Object.values(v)) stack.push({ v: x, depth: depth + 1 });
  }
  return false;
}

export function listAt(doc: unknown, path: readonly string[]): unknown {
  let v = doc;
  for (const k of path) v = isRecord(v) ? v[k] : undefined;
  return v;
}

/** The oracle's indent and final newline, read from its first 4 KiB. */
export function layoutOf(oracle: Uint8Array): { indent: string; trailingNewline: boolean } {
  const text = new TextDecoder().decode(oracle.subarray(0, 4096));
  const m = /\n([ \t]+)\S/.exec(text.slice(0, 4096));
  return { indent: m ? m[1] : "", trailingNewline: /\n$/.test(text) };
}
