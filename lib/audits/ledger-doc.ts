// A stored ledger as an editable document: read once with the judges' Python-compatible reader
// (so `1` and `1.0`, NaN and duplicate keys survive), entries removed or reordered, and written
// back with the same int/float spelling. Generated probes use plain JSON instead (scorer.ts).
import { parsePyJson, stringifyPyJson } from "../judges/pyjson";
import { PyDict, type PyValue } from "../judges/types";

export interface LedgerDoc {
  /** the list of predictions (clearances / actions / races) */
  entries: PyValue[];
  /** rebuild the document around another list, keeping every other top-level key */
  rebuild(entries: PyValue[]): Uint8Array;
}

const encoder = new TextEncoder();

/**
 * The ledger's prediction list under `listKey`, or a bare array as submitted. Null when the
 * bytes are not JSON or hold no list there (nothing to withhold or mutate).
 */
export function readLedgerDoc(bytes: Uint8Array, listKey: string): LedgerDoc | null {
  const parsed = parsePyJson(bytes);
  if (!parsed.ok) return null;
  const root = parsed.value;
  if (Array.isArray(root)) {
    return { entries: root, rebuild: (entries) => encoder.encode(stringifyPyJson(entries)) };
  }
  if (!(root instanceof PyDict)) return null;
  const list = root.get(listKey);
  if (!Array.isArray(list)) return null;
  return {
    entries: list,
    rebuild(entries) {
      const next = new Map(root.entries);
      next.set(listKey, entries);
      return encoder.encode(stringifyPyJson(new PyDict(next)));
    },
  };
}

/** The entries without those at the given positions. */
export function withoutIndices<T>(entries: readonly T[], drop: ReadonlySet<number>): T[] {
  return entries.filter((_, i) => !drop.has(i));
}
