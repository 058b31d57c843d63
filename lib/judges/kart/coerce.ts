// Python's float(v) as the kart judges apply it to submitted values (spec §4 "num(v)").
import { pyFloatFromString } from "../py";
import { PyInt, type PyValue } from "../types";

/** float() raised TypeError/ValueError: the judge treats the value as not given. */
export const ABSENT = "absent";
/**
 * float() raised OverflowError (an integer literal beyond the double range). The judges do not
 * catch it, so the reference process crashed; we score 0 instead and say why.
 */
export const OVERFLOW = "overflow";

export type PyFloatResult = number | typeof ABSENT | typeof OVERFLOW;

/** float(v), or ABSENT / OVERFLOW. `undefined` stands for a missing key. */
export function pyFloatOf(value: PyValue | undefined): PyFloatResult {
  if (typeof value === "number") return value;
  // bool is an int subclass in Python: float(True) == 1.0
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof PyInt) {
    // Number(bigint) rounds to nearest-even exactly like Python's int -> float; it yields
    // ±Infinity precisely where Python raises OverflowError (|v| >= 2**1024 - 2**970).
    const x = Number(value.value);
    return Number.isFinite(x) ? x : OVERFLOW;
  }
  if (typeof value === "string") {
    const x = pyFloatFromString(value);
    return x === null ? ABSENT : x;
  }
  // None, list, dict, missing key: TypeError in float()
  return ABSENT;
}

/** @f933449's coercion: like float(), but NaN and ±inf are rejected as well (spec §7). */
export function finiteFloatOf(value: PyValue | undefined): PyFloatResult {
  const x = pyFloatOf(value);
  if (typeof x === "number" && !Number.isFinite(x)) return ABSENT;
  return x;
}
