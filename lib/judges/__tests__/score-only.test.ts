// The score-only path equals the full path: scoreOnly(bytes) === score(bytes).reward.reward, and
// scoreParsed(parse(bytes)) === the same, on every parity case of every judge and on fast-check
// mutations of parsed ledgers (numbers shifted, entries dropped / duplicated / reordered, fields
// removed or retyped), with the original tolerances and with swept ones.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listJudges } from "../registry";
import { loadParityCorpus } from "./parity";
import { PyDict, PyInt, type JudgeDefinition, type JudgeOptions, type PyValue } from "../types";

const fullReward = (judge: JudgeDefinition, prepared: unknown, bytes: Uint8Array) => judge.score(prepared, bytes).reward.reward as number;

/** the egocentric judges void a file over maxBytes before reading it: scoreParsed has no bytes */
const overByteLimit = (judge: JudgeDefinition, bytes: Uint8Array) =>
  typeof judge.defaultOptions.maxBytes === "number" && bytes.length > judge.defaultOptions.maxBytes;

describe.each(listJudges().map((j) => [j.id, j] as const))("%s score-only", (_id, judge) => {
  const corpus = loadParityCorpus(judge.id);
  const prepared = judge.prepare(corpus.groundTruth);

  it("equals the full path on every parity case (bytes, parsed value, and the value written back)", () => {
    let parsedCases = 0;
    for (const c of corpus.cases) {
      const expected = fullReward(judge, prepared, c.submission);
      expect(judge.scoreOnly(prepared, c.submission), c.name).toBe(expected);
      const parsed = judge.parseSubmission(c.submission);
      if (!parsed.ok || overByteLimit(judge, c.submission)) continue;
      parsedCases++;
      expect(judge.scoreParsed(prepared, parsed.value), c.name).toBe(expected);
      const written = judge.serializeSubmission(parsed.value);
      const reread = judge.parseSubmission(written);
      expect(reread.ok && reread.value, c.name).toEqual(parsed.value);
      expect(fullReward(judge, prepared, written), c.name).toBe(expected);
    }
    expect(parsedCases).toBeGreaterThan(corpus.cases.length / 2);
  });

  it("every tolerance descriptor is a prepare option whose default leaves every reward unchanged", () => {
    const defaults: JudgeOptions = Object.fromEntries(judge.tolerances.map((t) => [t.key, t.default]));
    const withDefaults = judge.prepare(corpus.groundTruth, { ...judge.defaultOptions, ...defaults });
    for (const c of corpus.cases) {
      expect(judge.score(withDefaults, c.submission).reward, c.name).toEqual(judge.score(prepared, c.submission).reward);
    }
    for (const t of judge.tolerances) {
      expect(t.sweep.min).toBeLessThanOrEqual(t.default);
      expect(t.sweep.max).toBeGreaterThanOrEqual(t.default);
      expect(t.sweep.step).toBeGreaterThan(0);
      expect(() => judge.prepare(corpus.groundTruth, { [t.key]: -1 })).toThrow(t.key);
      expect(() => judge.prepare(corpus.groundTruth, { [t.key]: "2" })).toThrow(t.key);
    }
  });

  const oracle = corpus.cases.find((c) => c.name === "oracle") ?? corpus.cases[0];
  const seeds = [oracle, ...corpus.cases.filter((c) => c.name !== "oracle" && !c.name.includes("__"))]
    .map((c) => judge.parseSubmission(c.submission))
    .flatMap((p) => (p.ok ? [p.value] : []));

  it("equals the full path on byte-level variants of the oracle (each JSON reader's boundaries)", () => {
    const rewards = new Set<number>();
    const variants = byteVariants(new TextDecoder().decode(oracle.submission));
    expect(variants.length).toBeGreaterThan(20);
    for (const [label, bytes] of variants) {
      const expected = fullReward(judge, prepared, bytes);
      rewards.add(expected);
      expect(judge.scoreOnly(prepared, bytes), label).toBe(expected);
    }
    // the variants reach different verdicts, not one rejection for all
    expect(rewards.size).toBeGreaterThan(2);
  });

  it("equals the full path on fast-check mutations of parsed ledgers", () => {
    const rewards = new Set<number>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: seeds.length - 1 }), mutationPlan, (seed, plan) => {
        const value = applyPlan(seeds[seed], plan);
        const bytes = judge.serializeSubmission(value);
        const expected = fullReward(judge, prepared, bytes);
        rewards.add(expected);
        expect(judge.scoreParsed(prepared, value)).toBe(expected);
        expect(judge.scoreOnly(prepared, bytes)).toBe(expected);
      }),
      { numRuns: 150, seed: 20261201 },
    );
    // the mutations reach partial credit, not just all-or-nothing
    expect(rewards.size).toBeGreaterThan(3);
  });

  it("follows an entry whose value was changed in place after it was scored (no stale reuse)", () => {
    const parsed = judge.parseSubmission(oracle.submission);
    if (!parsed.ok || !(parsed.value instanceof PyDict)) throw new Error("oracle does not parse");
    const list = [...parsed.value.entries.values()].find(Array.isArray) as PyValue[];
    const first = list.find((e) => e instanceof PyDict) as PyDict;
    expect(judge.scoreParsed(prepared, parsed.value)).toBe(fullReward(judge, prepared, oracle.submission));
    for (const [key, x] of [...first.entries]) {
      if (typeof x === "number" || x instanceof PyInt) first.entries.set(key, typeof x === "number" ? x + 977 : new PyInt(x.value + 977n));
    }
    const expected = fullReward(judge, prepared, judge.serializeSubmission(parsed.value));
    expect(expected).not.toBe(fullReward(judge, prepared, oracle.submission));
    expect(judge.scoreParsed(prepared, parsed.value)).toBe(expected);
  });

  it("equals the full path under swept tolerances", () => {
    const tolerance = fc.record(
      Object.fromEntries(
        judge.tolerances.map((t) => {
          const steps = Math.round((t.sweep.max - t.sweep.min) / t.sweep.step);
          return [t.key, fc.integer({ min: 0, max: steps }).map((k) => t.sweep.min + k * t.sweep.step)];
        }),
      ),
    );
    fc.assert(
      fc.property(tolerance, fc.integer({ min: 0, max: seeds.length - 1 }), mutationPlan, (options, seed, plan) => {
        const swept = judge.prepare(corpus.groundTruth, { ...judge.defaultOptions, ...options });
        const value = applyPlan(seeds[seed], plan);
        const bytes = judge.serializeSubmission(value);
        const expected = fullReward(judge, swept, bytes);
        expect(judge.scoreParsed(swept, value)).toBe(expected);
        expect(judge.scoreOnly(swept, bytes)).toBe(expected);
      }),
      { numRuns: 12, seed: 7 },
    );
  });
});

// ---- mutations of a parsed value: each step picks a node by a random walk and edits it ----

type Step = { path: number[]; edit: number; amount: number };
const mutationPlan = fc.array(
  fc.record({
    path: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    edit: fc.nat({ max: 9 }),
    amount: fc.oneof(fc.integer({ min: -30, max: 30 }), fc.double({ min: -20, max: 20, noNaN: true })),
  }),
  { minLength: 0, maxLength: 6 },
);

function applyPlan(value: PyValue, plan: Step[]): PyValue {
  let out = value;
  for (const step of plan) out = mutateAt(out, step.path, step);
  return out;
}

function children(v: PyValue): PyValue[] | null {
  if (Array.isArray(v)) return v;
  if (v instanceof PyDict) return [...v.entries.values()];
  return null;
}

/** walk down `path` (indices modulo the child count), edit the node reached, copy on the way back */
function mutateAt(v: PyValue, path: number[], step: Step): PyValue {
  const kids = children(v);
  if (path.length === 0 || kids === null || kids.length === 0) return editNode(v, step);
  const k = path[0] % kids.length;
  if (path.length === 1 && Array.isArray(v)) {
    // list-level edits: drop, duplicate, swap neighbours
    if (step.edit === 7) return v.filter((_, i) => i !== k);
    if (step.edit === 8) return [...v.slice(0, k + 1), v[k], ...v.slice(k + 1)];
    if (step.edit === 9 && k + 1 < v.length) return [...v.slice(0, k), v[k + 1], v[k], ...v.slice(k + 2)];
  }
  if (path.length === 1 && v instanceof PyDict && step.edit === 7) {
    const entries = [...v.entries].filter((_, i) => i !== k);
    return new PyDict(new Map(entries));
  }
  if (Array.isArray(v)) return v.map((x, i) => (i === k ? mutateAt(x, path.slice(1), step) : x));
  const entries = [...(v as PyDict).entries].map(([key, x], i): [string, PyValue] =>
    i === k ? [key, mutateAt(x, path.slice(1), step)] : [key, x],
  );
  return new PyDict(new Map(entries));
}

function editNode(v: PyValue, { edit, amount }: Step): PyValue {
  const asNumber = typeof v === "number" ? v : v instanceof PyInt ? Number(v.value) : null;
  switch (edit % 7) {
    case 0:
    case 1:
    case 2: // shift a number (ints stay ints when the amount is whole)
      if (asNumber === null) return v;
      if (v instanceof PyInt && Number.isInteger(amount)) return new PyInt(v.value + BigInt(amount));
      return asNumber + amount;
    case 3: // int <-> float spelling
      if (v instanceof PyInt) return Number(v.value);
      return typeof v === "number" && Number.isInteger(v) ? new PyInt(BigInt(v)) : v;
    case 4:
      return null;
    case 5:
      return typeof v === "string" ? v.toUpperCase() : String(asNumber ?? "x");
    default:
      return [NaN, Infinity, true, new PyInt(10n ** 400n), -0][Math.abs(Math.trunc(amount)) % 5];
  }
}

// ---- byte-level variants of a JSON document: the spellings where a fast reader could go wrong ----

function replaceFirst(text: string, pattern: RegExp, to: (m: RegExpExecArray) => string): string | null {
  const m = pattern.exec(text);
  return m ? text.slice(0, m.index) + to(m) + text.slice(m.index + m[0].length) : null;
}

function byteVariants(text: string): [string, Uint8Array][] {
  const encoder = new TextEncoder();
  const int = /(?<=[:[,]\s*)(-?\d+)(?=\s*[,\]}])/;
  const float = /(?<=[:[,]\s*)(-?\d+)\.(\d+)(?=\s*[,\]}])/;
  const str = /(?<=:\s*)"([a-z])([^"\\]*)"/;
  const key = /"([a-z_]+)"(\s*):/;
  const spelled: [string, string | null][] = [
    ["first int as a float", replaceFirst(text, int, (m) => `${m[1]}.0`)],
    ["every int as a float", text.replace(new RegExp(int.source, "g"), (x) => `${x}.0`)],
    ["first int as 1e0 spelling", replaceFirst(text, int, (m) => `${m[1]}e0`)],
    ["first int as -0", replaceFirst(text, int, () => "-0")],
    ["first int as 2**53 + 1", replaceFirst(text, int, () => "9007199254740993")],
    ["first int with 400 digits", replaceFirst(text, int, () => `1${"0".repeat(400)}`)],
    ["first int as NaN", replaceFirst(text, int, () => "NaN")],
    ["first int as Infinity", replaceFirst(text, int, () => "Infinity")],
    ["first int as -Infinity", replaceFirst(text, int, () => "-Infinity")],
    ["first int as 1e400", replaceFirst(text, int, () => "1e400")],
    ["first int with a leading zero", replaceFirst(text, int, (m) => `0${m[1]}`)],
    ["first int in a list", replaceFirst(text, int, (m) => `[${m[1]}]`)],
    ["first int deeply nested", replaceFirst(text, int, (m) => `${"[".repeat(1200)}${m[1]}${"]".repeat(1200)}`)],
    ["first float with an exponent", replaceFirst(text, float, (m) => `${m[1]}${m[2]}e-${m[2].length}`)],
    ["first float with 17 digits", replaceFirst(text, float, (m) => `${m[1]}.${m[2]}00000000000001`)],
    ["first float as -0.0", replaceFirst(text, float, () => "-0.0")],
    ["first float with a trailing dot", replaceFirst(text, float, (m) => `${m[1]}.`)],
    ["first string escaped", replaceFirst(text, str, (m) => `"\\u00${m[1].charCodeAt(0).toString(16)}${m[2]}"`)],
    ["first string a lone surrogate", replaceFirst(text, str, () => '"\\ud800"')],
    ["first string upper case", replaceFirst(text, str, (m) => `"${(m[1] + m[2]).toUpperCase()}"`)],
    ["first string non-ASCII", replaceFirst(text, str, (m) => `"${m[1]}\u00ef${m[2]}"`)],
    ["first string with a raw tab", replaceFirst(text, str, (m) => `"${m[1]}\t${m[2]}"`)],
    ["first key repeated", replaceFirst(text, key, (m) => `"${m[1]}"${m[2]}: null, "${m[1]}"${m[2]}:`)],
    ["first key renamed", replaceFirst(text, key, (m) => `"${m[1]}_x"${m[2]}:`)],
    ["CRLF line ends", text.replace(/\n/g, "\r\n")],
    ["tabs for indentation", text.replace(/ {2}/g, "\t")],
    ["no whitespace", text.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, "")],
    ["form feed before the document", `\f${text}`],
    ["trailing garbage", `${text}x`],
    ["trailing second document", `${text}${text}`],
    ["truncated", text.slice(0, text.length >> 1)],
  ];
  const out: [string, Uint8Array][] = spelled.flatMap(([label, t]) =>
    t === null ? [] : [[label, encoder.encode(t)] as [string, Uint8Array]],
  );
  const bytes = encoder.encode(text);
  out.push(["UTF-8 BOM", new Uint8Array([0xef, 0xbb, 0xbf, ...bytes])]);
  out.push(["invalid UTF-8 at the end", new Uint8Array([...bytes, 0xff])]);
  return out;
}
