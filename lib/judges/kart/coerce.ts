// Python's float(v) as the kart judges apply it to submitted values (spec §4 "num(v)"): the
// judges catch TypeError/ValueError (value treated as not given) but not OverflowError.
import { pyFloat } from "../py";
import type { PyValue } from "../types";

/** float() raised TypeError/ValueError: the judge treats the value as not given. */
export const ABSENT = "absent";
/**
 * float() raised OverflowError (an integer literal beyond the double range). The judges do not
 * catch it, so the reference process crashed; we score 0 instead and say why.
 */
export const OVERFLOW = "overflow";

export type CoercedFloat = number | typeof ABSENT | typeof OVERFLOW;

/** float(v), or ABSENT / OVERFLOW. `undefined` stands for a missing key (dict.get -> None). */
export function pyFloatOf(value: PyValue | undefined): CoercedFloat {
  if (value === undefined) return ABSENT;
  const result = pyFloat(value);
  if (result.ok) return result.value;
  return result.error === "OverflowError" ? OVERFLOW : ABSENT;
}

/** @f933449's coercion: like float(), but NaN and ±inf are rejected as well (spec §7). */
export function finiteFloatOf(value: PyValue | undefined): CoercedFloat {
  const x = pyFloatOf(value);
  if (typeof x === "number" && !Number.isFinite(x)) return ABSENT;
  return x;
}
