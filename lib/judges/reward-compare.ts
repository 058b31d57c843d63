// The judge-parity comparison rules (shared/judge-parity/README.md "How to compare", as compare.py
// applies them), in one place: the parity corpus tests (lib/judges/__tests__/parity) compare a
// port with the original judge's verdicts, and the task-judge cross-check (lib/sandbox/agreement.ts)
// compares a PR's own judge with the port. Same keys both ways; numbers within 1e-9 (NaN equals
// NaN, infinities exact); booleans and null exact; strings are prose except "reason" (equal, or the
// same judge-written prefix before a Python interpreter message) and "status"/"hero" (exact). Pure.
import { judgeFamilyOf, type JudgeFamily } from "./judge-family";
import { PyInt } from "./types";

export const REWARD_TOLERANCE = 1e-9;

/**
 * Families whose original judge writes a details object next to reward.json: the reward numbers
 * plus `reason` (so their reasons are compared too). The other families keep their reason inside
 * reward.details.
 */
export const WRITES_DETAILS_OBJECT: Record<JudgeFamily, boolean> = {
  "egocentric-activity-understanding": true,
  "flightgear-atc-clearance-compliance-ledger": false,
  "kart-race-telemetry-ledger-s1": false,
  // no original judge's details layout is known for a task's own verifier: its reason stays in reward.details
  "task-verifier": false,
};

export function writesDetailsObject(judgeId: string): boolean {
  const family = judgeFamilyOf(judgeId);
  return family !== null && WRITES_DETAILS_OBJECT[family];
}

/**
 * Fragments of Python interpreter messages. Where the expected reason embeds one, only the judge's
 * own prefix before it must match, and the actual reason must add something after that prefix.
 */
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

export function reasonMatches(expected: string, actual: string): boolean {
  if (expected === actual) return true;
  const cuts = PY_ARTIFACTS.map((a) => expected.indexOf(a)).filter((i) => i >= 0);
  if (cuts.length === 0) return false;
  const prefix = expected.slice(0, Math.min(...cuts));
  return actual.startsWith(prefix) && actual.trim().length > prefix.trim().length;
}

export interface RewardDiff {
  /** where, e.g. "details.legs[1]" ("$" for the whole value) */
  path: string;
  message: string;
}

/**
 * The first leaf of `actual` that differs from `expected`, or null when they agree. `actualName`
 * names the actual side in key messages ("key missing in the port's reward").
 */
export function firstRewardDiff(expected: unknown, actual: unknown, actualName = "actual"): RewardDiff | null {
  return firstDiff(expected, actual, "", null, actualName);
}

/** `key` is the nearest enclosing object key (list items keep their parent's). */
function firstDiff(exp: unknown, act: unknown, path: string, key: string | null, actualName: string): RewardDiff | null {
  const here = path || "$";
  if (isPlainObject(exp)) {
    if (!isPlainObject(act)) return { path: here, message: `expected object, got ${typeName(act)}` };
    const missing = Object.keys(exp).find((k) => !Object.hasOwn(act, k));
    if (missing !== undefined) return { path: join(path, missing), message: `key missing in ${actualName}` };
    const extra = Object.keys(act).find((k) => !Object.hasOwn(exp, k));
    if (extra !== undefined) return { path: join(path, extra), message: `unexpected key in ${actualName}` };
    for (const k of Object.keys(exp)) {
      const d = firstDiff(exp[k], act[k], join(path, k), k, actualName);
      if (d) return d;
    }
    return null;
  }
  if (Array.isArray(exp)) {
    if (!Array.isArray(act)) return { path: here, message: `expected array, got ${typeName(act)}` };
    if (exp.length !== act.length) return { path: here, message: `array length ${act.length} != expected ${exp.length}` };
    for (let i = 0; i < exp.length; i++) {
      const d = firstDiff(exp[i], act[i], `${path}[${i}]`, key, actualName);
      if (d) return d;
    }
    return null;
  }
  if (typeof exp === "boolean" || exp === null) {
    return act === exp ? null : { path: here, message: `expected ${JSON.stringify(exp)}, got ${show(act)}` };
  }
  if (isNumber(exp)) {
    if (!isNumber(act)) return { path: here, message: `expected number ${show(exp)}, got ${show(act)}` };
    return sameNumber(toNumber(exp), toNumber(act)) ? null : { path: here, message: `expected ${show(exp)}, got ${show(act)}` };
  }
  if (typeof exp === "string") {
    if (typeof act !== "string") return { path: here, message: `expected a string, got ${show(act)}` };
    if (key === "reason" && !reasonMatches(exp, act)) return { path: here, message: `expected ${show(exp)}, got ${show(act)}` };
    if ((key === "hero" || key === "status") && exp !== act) return { path: here, message: `expected ${show(exp)}, got ${show(act)}` };
    return null; // other strings are prose: present and a string is enough
  }
  return Object.is(exp, act) ? null : { path: here, message: `expected ${show(exp)}, got ${show(act)}` };
}

function sameNumber(e: number, a: number): boolean {
  if (Number.isNaN(e) || Number.isNaN(a)) return Number.isNaN(e) && Number.isNaN(a);
  if (!Number.isFinite(e) || !Number.isFinite(a)) return e === a;
  return Math.abs(e - a) <= REWARD_TOLERANCE;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof PyInt);
}

export function isNumber(v: unknown): v is number | bigint | PyInt {
  return typeof v === "number" || typeof v === "bigint" || v instanceof PyInt;
}

export function toNumber(v: number | bigint | PyInt): number {
  return v instanceof PyInt ? Number(v.value) : Number(v);
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function typeName(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (isNumber(v)) return "number";
  return typeof v;
}

export function show(v: unknown): string {
  const s = isNumber(v) ? String(v instanceof PyInt ? v.value : v) : (JSON.stringify(v) ?? String(v));
  return s.length <= 120 ? s : s.slice(0, 117) + "...";
}
