import { describe, expect, it } from "vitest";
import { PyInt, type JudgeResult } from "../../types";
import { actualVerdict, compareVerdict, reasonMatches, type ExpectedVerdict } from "./compare";

const expected = (reward: Record<string, unknown> | null, extra: Partial<ExpectedVerdict> = {}): ExpectedVerdict => ({
  case: "c",
  exit_code: 0,
  reward,
  details: null,
  crashed: false,
  crash_error: null,
  ...extra,
});
const verdict = (exp: Record<string, unknown>, act: unknown) => compareVerdict(expected(exp), { reward: act });

describe("compareVerdict: structure", () => {
  it("requires the same key set at every level", () => {
    expect(verdict({ reward: 1, details: { a: 1 } }, { reward: 1, details: { a: 1 } })).toEqual({ ok: true });
    expect(verdict({ reward: 1, details: { a: 1 } }, { reward: 1, details: {} })).toMatchObject({
      ok: false,
      path: "details.a",
      message: "key missing in actual",
    });
    expect(verdict({ reward: 1 }, { reward: 1, extra: 2 })).toMatchObject({ ok: false, path: "extra" });
    expect(verdict({ reward: 1 }, { reward: 1, toString: 2 })).toMatchObject({ ok: false, path: "toString" });
  });
  it("ignores key order (compare.py compares dicts)", () => {
    expect(verdict({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual({ ok: true });
  });
  it("requires arrays of the same length, element-wise", () => {
    expect(verdict({ xs: [1, 2] }, { xs: [1, 2] })).toEqual({ ok: true });
    expect(verdict({ xs: [1, 2] }, { xs: [1] })).toMatchObject({ ok: false, path: "xs" });
    expect(verdict({ xs: [1, 2] }, { xs: [1, 3] })).toMatchObject({ ok: false, path: "xs[1]" });
    expect(verdict({ xs: [] }, { xs: {} })).toMatchObject({ ok: false, message: "expected array, got object" });
  });
  it("rejects a missing reward object", () => {
    expect(compareVerdict(expected({ reward: 0 }), { reward: null })).toMatchObject({ ok: false, path: "$" });
    expect(compareVerdict(expected({ reward: 0 }), { reward: { reward: 0 }, crashed: true })).toMatchObject({ ok: false });
  });
});

describe("compareVerdict: numbers, booleans, nulls", () => {
  it.each([
    [1, 1.0, true],
    [1, new PyInt(1n), true],
    [0.0938, 0.0938 + 1e-10, true],
    [0.0938, 0.0938 + 2e-9, false],
    [NaN, NaN, true],
    [NaN, 0, false],
    [0, NaN, false],
    [Infinity, Infinity, true],
    [Infinity, -Infinity, false],
    [Infinity, 1e308, false],
    [1, true, false],
    [0, "0", false],
    [0, null, false],
  ])("expected %s vs actual %s -> %s", (e, a, ok) => {
    expect(verdict({ n: e }, { n: a }).ok).toBe(ok);
  });
  it("compares booleans and nulls exactly", () => {
    expect(verdict({ b: true }, { b: true }).ok).toBe(true);
    expect(verdict({ b: true }, { b: 1 }).ok).toBe(false);
    expect(verdict({ b: false }, { b: null }).ok).toBe(false);
    expect(verdict({ v: null }, { v: null }).ok).toBe(true);
    expect(verdict({ v: null }, { v: 0 }).ok).toBe(false);
  });
});

describe("compareVerdict: strings", () => {
  it("compares hero and status exactly, other prose only as a string", () => {
    expect(verdict({ hero: "tux" }, { hero: "Tux" }).ok).toBe(false);
    expect(verdict({ s: [{ status: "complied" }] }, { s: [{ status: "violated" }] })).toMatchObject({ path: "s[0].status" });
    expect(verdict({ note: "reward = ..." }, { note: "anything" }).ok).toBe(true);
    expect(verdict({ note: "reward = ..." }, { note: 1 }).ok).toBe(false);
  });
  it("compares the judge's own reasons exactly", () => {
    expect(verdict({ reason: "ok" }, { reason: "ok" }).ok).toBe(true);
    expect(verdict({ reason: "dropped 1 malformed clearances" }, { reason: "dropped 2 malformed clearances" }).ok).toBe(false);
    expect(verdict({ details: { reason: "ok" } }, { details: { reason: "ok " } }).ok).toBe(false);
  });
  it.each([
    ["unreadable JSON: Expecting ':' delimiter: line 815 column 30 (char 26999)", "unreadable JSON: bad delimiter", true],
    ["unreadable JSON: Expecting value: line 1 column 1 (char 0)", "unreadable JSON: ", false],
    ["unreadable JSON: Expecting value: line 1 column 1 (char 0)", "unreadable: empty", false],
    ["'utf-8' codec can't decode byte 0xff in position 106: invalid start byte", "invalid UTF-8 at byte 106", true],
    ["unreadable solution.json: 'list' object has no attribute 'get'", "unreadable solution.json: top level is a list", true],
    ["invalid solution: unhashable type: 'dict'", "invalid solution: a verb is an object", true],
    ["invalid solution: unhashable type: 'dict'", "invalid solution", false],
    ["invalid solution: Exceeds the limit (4300 digits) for integer string conversion", "invalid solution: integer too long", true],
    ["invalid solution: maximum recursion depth exceeded while decoding", "invalid solution: nested too deeply", true],
    ["invalid solution: actions must be a list", "invalid solution: actions must be an array", false],
  ])("reason %j vs %j -> %s", (e, a, ok) => {
    expect(reasonMatches(e, a)).toBe(ok);
    expect(verdict({ details: { reason: e } }, { details: { reason: a } }).ok).toBe(ok);
  });
});

describe("compareVerdict: crashed reference cases", () => {
  const crashed = expected(null, { crashed: true, crash_error: "KeyError: 0" });
  it("passes a reward of 0 whatever else the object holds", () => {
    expect(compareVerdict(crashed, { reward: { reward: 0, details: { reason: "races is not a list" } } })).toEqual({ ok: true });
    expect(compareVerdict(crashed, { reward: { reward: 0.0 } })).toEqual({ ok: true });
  });
  it("fails a crash, a missing reward or a non-zero reward", () => {
    expect(compareVerdict(crashed, { reward: { reward: 0 }, crashed: true }).ok).toBe(false);
    expect(compareVerdict(crashed, { reward: undefined }).ok).toBe(false);
    expect(compareVerdict(crashed, { reward: { reward: 0.5 } }).ok).toBe(false);
    expect(compareVerdict(crashed, { reward: { reward: false } }).ok).toBe(false);
    expect(compareVerdict(crashed, { reward: {} }).ok).toBe(false);
  });
});

describe("details (egocentric)", () => {
  const exp = expected({ reward: 0.5, f1: 0.5 }, { details: { reward: 0.5, f1: 0.5, reason: "ok" } });
  const result: JudgeResult = { reward: { reward: 0.5, f1: 0.5 }, reason: "ok", events: [] };
  it("builds details as the reward numbers plus reason, only for egocentric ids", () => {
    expect(actualVerdict("egocentric-activity-understanding@e25513b", result)).toEqual({
      reward: result.reward,
      details: { reward: 0.5, f1: 0.5, reason: "ok" },
    });
    expect(actualVerdict("kart-race-telemetry-ledger-s1@1ea24fc", result)).toEqual({ reward: result.reward });
  });
  it("compares details, and requires them unless told otherwise", () => {
    expect(compareVerdict(exp, actualVerdict("egocentric-activity-understanding@e25513b", result))).toEqual({ ok: true });
    const wrongReason = { ...result, reason: "action 1 must be an object" };
    expect(compareVerdict(exp, actualVerdict("egocentric-activity-understanding@e25513b", wrongReason))).toMatchObject({
      ok: false,
      path: "<details>.reason",
    });
    expect(compareVerdict(exp, { reward: result.reward })).toMatchObject({ ok: false, path: "<details>" });
    expect(compareVerdict(exp, { reward: result.reward }, { requireDetails: false })).toEqual({ ok: true });
  });
});
