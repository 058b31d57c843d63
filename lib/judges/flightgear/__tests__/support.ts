// Builders shared by this folder's tests (pure; the tests do the file reading).
// Ledgers are edited as Python values and written back the way json.dumps would,
// so ints stay ints and floats stay floats, exactly like the corpus generator.

import { parsePyJson } from "../../pyjson";
import { PyDict, PyInt, type PyValue } from "../../types";
import { dumpsPy } from "../perfect";

export const int = (n: number | bigint) => new PyInt(BigInt(n));

export function parseOk(bytes: Uint8Array): PyValue {
  const r = parsePyJson(bytes);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

export function encode(value: PyValue): Uint8Array {
  return new TextEncoder().encode(dumpsPy(value, ""));
}

/** The clearance rows of a ledger / ground truth. */
export function rowsOf(bytes: Uint8Array): PyDict[] {
  const doc = parseOk(bytes) as PyDict;
  return doc.get("clearances") as PyDict[];
}

/** A copy of row with key set (existing keys keep their position). */
export function withField(row: PyDict, key: string, value: PyValue): PyDict {
  const m = new Map(row.entries);
  m.set(key, value);
  return new PyDict(m);
}

export function withoutField(row: PyDict, key: string): PyDict {
  const m = new Map(row.entries);
  m.delete(key);
  return new PyDict(m);
}

export function ledger(rows: PyValue[], extra: [string, PyValue][] = []): Uint8Array {
  return encode(new PyDict(new Map<string, PyValue>([["clearances", rows], ...extra])));
}

/** Numeric value of a row field as a JS number (ints converted). */
export function numOf(row: PyDict, key: string): number | null {
  const v = row.get(key);
  if (v === null || v === undefined) return null;
  if (v instanceof PyInt) return Number(v.value);
  return v as number;
}

/** Add delta to a numeric field, keeping null as null (int + float gives a float, as in Python). */
export function shifted(row: PyDict, key: string, delta: number): PyDict {
  const v = numOf(row, key);
  return v === null ? row : withField(row, key, v + delta);
}
