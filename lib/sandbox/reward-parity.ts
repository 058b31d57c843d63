// The judge-parity comparison rules (shared/judge-parity "How to compare"), for production use:
// the task's own judge is the reference, a TypeScript port the re-implementation. Same keys both
// ways; numbers within 1e-9 (NaN equals NaN); booleans and null exact; strings are prose except
// "reason" (equal, or the same judge-written prefix before a Python interpreter message) and
// "status"/"hero" (exact). The test-side comparer (lib/judges/__tests__/parity/compare.ts)
// applies the same rules to the parity corpus. Pure.
import { PyInt } from "../judges/types";

const TOLERANCE = 1e-9;
const PY_ARTIFACTS = [
  "Expecting ",
  "Extra data",
  "Invalid control character",
  "Unexpected UTF-8 BOM",
  "'utf-8' codec can't decode",
  "codec can't decode",
  "object has no attribute",
  "maximum recursion depth",
  "Exceeds the limit",
  "'list' object",
  "'float' object",
  "'int' object",
  "'str' object",
  "'bool' object",
  "'NoneType' object",
  "unhashable type",
  "Unterminated string",
  "Invalid \\escape",
  "Invalid \\u",
  "Invalid control",
  "Out of range float",
];

export type ParityDiff = { path: string; message: string } | null;

export function reasonMatches(expected: string, actual: string): boolean {
  if (expected === actual) return true;
  const cuts = PY_ARTIFACTS.map((a) => expected.indexOf(a)).filter((i) => i >= 0);
  if (cuts.length === 0) return false;
  const prefix = expected.slice(0, Math.min(...cuts));
  return actual.startsWith(prefix) && actual.trim().length > prefix.trim().length;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof PyInt);
const isNumber = (v: unknown): v is number | bigint | PyInt => typeof v === "number" || typeof v === "bigint" || v instanceof PyInt;
const num = (v: number | bigint | PyInt) => (v instanceof PyInt ? Number(v.value) : Number(v));
const show = (v: unknown) => {
  const s = isNumber(v) ? String(num(v)) : (JSON.stringify(v) ?? String(v));
  return s.length <= 120 ? s : `${s.slice(0, 117)}...`;
};
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

// the first differing leaf of `actual` against `expected`, or null when they agree
export function firstParityDiff(expected: unknown, actual: unknown, path = "", key: string | null = null): ParityDiff {
  const here = path || "$";
  if (isObject(expected)) {
    if (!isObject(actual)) return { path: here, message: `expected an object, got ${show(actual)}` };
    const missing = Object.keys(expected).find((k) => !Object.hasOwn(actual, k));
    if (missing !== undefined) return { path: join(path, missing), message: "key missing in the port's reward" };
    const extra = Object.keys(actual).find((k) => !Object.hasOwn(expected, k));
    if (extra !== undefined) return { path: join(path, extra), message: "key only in the port's reward" };
    for (const k of Object.keys(expected)) {
      const d = firstParityDiff(expected[k], actual[k], join(path, k), k);
      if (d) return d;
    }
    return null;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return { path: here, message: `expected an array, got ${show(actual)}` };
    if (expected.length !== actual.length) return { path: here, message: `array length ${actual.length} != ${expected.length}` };
    for (let i = 0; i < expected.length; i++) {
      const d = firstParityDiff(expected[i], actual[i], `${path}[${i}]`, key);
      if (d) return d;
    }
    return null;
  }
  if (isNumber(expected)) {
    if (!isNumber(actual)) return { path: here, message: `expected ${show(expected)}, got ${show(actual)}` };
    const e = num(expected);
    const a = num(actual);
    const same =
      Number.isNaN(e) || Number.isNaN(a)
        ? Number.isNaN(e) && Number.isNaN(a)
        : !Number.isFinite(e) || !Number.isFinite(a)
          ? e === a
          : Math.abs(e - a) <= TOLERANCE;
    return same ? null : { path: here, message: `expected ${show(expected)}, got ${show(actual)}` };
  }
  if (typeof expected === "string") {
    if (typeof actual !== "string") return { path: here, message: `expected a string, got ${show(actual)}` };
    if (key === "reason" && !reasonMatches(expected, actual))
      return { path: here, message: `expected ${show(expected)}, got ${show(actual)}` };
    if ((key === "status" || key === "hero") && expected !== actual)
      return { path: here, message: `expected ${show(expected)}, got ${show(actual)}` };
    return null;
  }
  return Object.is(expected, actual) ? null : { path: here, message: `expected ${show(expected)}, got ${show(actual)}` };
}
