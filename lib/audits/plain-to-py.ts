// Plain JSON data (what the profiles generate) -> the judges' parsed value, exactly as
// JSON.stringify followed by the judge's reader would give it: an integral number is a Python
// int, any other number a float, objects keep their key order.
import { PyDict, PyInt, type PyValue } from "../judges/types";

export function plainToPy(v: unknown): PyValue {
  if (v === null || v === undefined) return null;
  if (typeof v === "number") return Number.isInteger(v) ? new PyInt(BigInt(v)) : v;
  if (typeof v === "string" || typeof v === "boolean") return v;
  if (Array.isArray(v)) return v.map(plainToPy);
  if (typeof v === "object") return plainObjectToPy(v);
  return null;
}

/** An object (a ledger entry) is always a dict. */
export function plainObjectToPy(v: object): PyDict {
  const m = new Map<string, PyValue>();
  for (const [k, x] of Object.entries(v)) m.set(k, plainToPy(x));
  return new PyDict(m);
}
