// The judge-parity comparison rules (shared/judge-parity/README.md "How to compare"), as
// compare.py applies them, so `vitest` and the Python checker agree on every case. Pure.
import { PyInt, type JudgeResult } from "../../types";

/** One reference verdict: expected/<case>.json. */
export interface ExpectedVerdict {
  case: string;
  exit_code: number | null;
  reward: Record<string, unknown> | null;
  /** egocentric only: the reward numbers plus `reason` */
  details: Record<string, unknown> | null;
  crashed: boolean;
  crash_error: string | null;
}

/** What a re-implementation produced for one case. */
export interface ActualVerdict {
  reward: unknown;
  details?: Record<string, unknown>;
  crashed?: boolean;
}

/**
 * Families whose original judge wrote a details object next to reward.json (the corpus records
 * it as `details`): there it is the reward numbers plus `reason`, i.e. {...result.reward, reason}.
 * The other families keep their reason inside reward.details.
 */
const FAMILIES_WITH_DETAILS = ["egocentric-activity-understanding"];

export function actualVerdict(judgeId: string, result: JudgeResult): ActualVerdict {
  const family = judgeId.split("@")[0];
  if (!FAMILIES_WITH_DETAILS.includes(family)) return { reward: result.reward };
  return { reward: result.reward, details: { ...result.reward, reason: result.reason } };
}

export type CompareOutcome = { ok: true } | { ok: false; path: string; message: string };

const TOLERANCE = 1e-9;

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

/**
 * Compare one case. With `requireDetails` (the default) an expected details object must be
 * matched by an actual one; compare.py only checks details when given (--require-details).
 */
export function compareVerdict(
  expected: ExpectedVerdict,
  actual: ActualVerdict,
  { requireDetails = true }: { requireDetails?: boolean } = {},
): CompareOutcome {
  const reward = actual.reward;
  const noReward = actual.crashed === true || !isPlainObject(reward);
  if (expected.crashed) {
    if (noReward) return fail("$", "re-implementation crashed / gave no reward object (reference crashed: must return reward 0)");
    const r = reward.reward;
    if (!isNumber(r) || toNumber(r) !== 0) return fail("reward", `reference judge crashed; expected reward 0, got ${show(r)}`);
    return { ok: true };
  }
  if (noReward) return fail("$", "re-implementation crashed / gave no reward object");
  const diff = firstDiff(expected.reward, reward, "", null);
  if (diff) return diff;
  if (expected.details !== null) {
    if (actual.details !== undefined) {
      const d = firstDiff(expected.details, actual.details, "", null);
      if (d) return fail(`<details>.${d.path}`, d.message);
    } else if (requireDetails) {
      return fail("<details>", "details missing");
    }
  }
  return { ok: true };
}

type Failure = { ok: false; path: string; message: string };

function fail(path: string, message: string): Failure {
  return { ok: false, path, message };
}

/** The first differing leaf; `key` is the nearest enclosing object key (lists keep their parent's). */
function firstDiff(exp: unknown, act: unknown, path: string, key: string | null): Failure | null {
  const here = path || "$";
  if (isPlainObject(exp)) {
    if (!isPlainObject(act)) return fail(here, `expected object, got ${typeName(act)}`);
    const missing = Object.keys(exp).find((k) => !Object.hasOwn(act, k));
    if (missing !== undefined) return fail(join(path, missing), "key missing in actual");
    const extra = Object.keys(act).find((k) => !Object.hasOwn(exp, k));
    if (extra !== undefined) return fail(join(path, extra), "unexpected key in actual");
    for (const k of Object.keys(exp)) {
      const d = firstDiff(exp[k], act[k], join(path, k), k);
      if (d) return d;
    }
    return null;
  }
  if (Array.isArray(exp)) {
    if (!Array.isArray(act)) return fail(here, `expected array, got ${typeName(act)}`);
    if (exp.length !== act.length) return fail(here, `array length ${act.length} != expected ${exp.length}`);
    for (let i = 0; i < exp.length; i++) {
      const d = firstDiff(exp[i], act[i], `${path}[${i}]`, key);
      if (d) return d;
    }
    return null;
  }
  if (typeof exp === "boolean" || exp === null) {
    return act === exp ? null : fail(here, `expected ${JSON.stringify(exp)}, got ${show(act)}`);
  }
  if (isNumber(exp)) {
    if (!isNumber(act)) return fail(here, `expected number ${show(exp)}, got ${show(act)}`);
    const e = toNumber(exp);
    const a = toNumber(act);
    let same: boolean;
    if (Number.isNaN(e) || Number.isNaN(a)) same = Number.isNaN(e) && Number.isNaN(a);
    else if (!Number.isFinite(e) || !Number.isFinite(a)) same = e === a;
    else same = Math.abs(e - a) <= TOLERANCE;
    return same ? null : fail(here, `expected ${show(exp)}, got ${show(act)}`);
  }
  if (typeof exp === "string") {
    if (typeof act !== "string") return fail(here, `expected a string, got ${show(act)}`);
    if (key === "reason" && !reasonMatches(exp, act)) return fail(here, `expected ${show(exp)}, got ${show(act)}`);
    if ((key === "hero" || key === "status") && exp !== act) return fail(here, `expected ${show(exp)}, got ${show(act)}`);
    return null; // other strings are prose: present and a string is enough
  }
  return Object.is(exp, act) ? null : fail(here, `expected ${show(exp)}, got ${show(act)}`);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof PyInt);
}

function isNumber(v: unknown): v is number | bigint | PyInt {
  return typeof v === "number" || typeof v === "bigint" || v instanceof PyInt;
}

function toNumber(v: number | bigint | PyInt): number {
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

function show(v: unknown): string {
  const s =
    typeof v === "number" || typeof v === "bigint" ? String(v) : v instanceof PyInt ? String(v.value) : (JSON.stringify(v) ?? String(v));
  return s.length <= 120 ? s : s.slice(0, 117) + "...";
}
