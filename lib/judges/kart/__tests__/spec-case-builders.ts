// Test-only builders for specCases.ts: families of held-out-style mutations, each tagged with its spec rule.
import { bytesOf, ledger, type Race } from "./fixtures";
import type { SpecCase } from "./spec-cases";

export const num = (x: unknown) => x as number;
/** tolerance of the accuracy rule: max(1, 0.30 * g) */
export const tol = (g: number) => Math.max(1, 0.3 * g);
export const HUGE_308 = "1" + "0".repeat(308);
export const HUGE_309 = "1" + "0".repeat(309);

/** a ledger whose race `index` has `key` set to a raw JSON literal (for ints beyond the double range) */
export function withLiteral(races: Race[], index: number, key: string, literal: string, extra: Race = {}): Uint8Array {
  const texts = races.map((r) => JSON.stringify(r));
  const base = index < races.length ? races[index] : extra;
  const text = JSON.stringify({ ...base, [key]: "@@LITERAL@@" }).replace('"@@LITERAL@@"', literal);
  if (index < races.length) texts[index] = text;
  else texts.push(text);
  return bytesOf(`{"races": [${texts.join(",")}]}`);
}

export const EDGES: [string, number][] = [
  ["+tol_edge", 1],
  ["-tol_edge", -1],
  ["+0.99tol", 0.99],
  ["-0.99tol", -0.99],
  ["+1.01tol", 1.01],
  ["+0.5tol", 0.5],
];

/** every race's `key` moved by f tolerances of its own GT value */
export function edgeCases(oracle: Race[], keys: readonly string[], spec: string): SpecCase[] {
  return keys.flatMap((key) =>
    EDGES.map(([label, f]) => ({
      name: `oracle__${key}_${label}`,
      spec,
      bytes: ledger(oracle.map((r) => ({ ...r, [key]: num(r[key]) + f * tol(num(r[key])) }))),
    })),
  );
}

export const COERCIONS: [string, unknown][] = [
  ["nan_literal", NaN],
  ["infinity_literal", Infinity],
  ["string_nan", "nan"],
  ["string_Infinity", "Infinity"],
  ["empty_string", ""],
  ["string_abc", "abc"],
  ["null", null],
  ["list", [1]],
  ["object", { v: 1 }],
  ["true", true],
  ["string_400_digits", "1".repeat(400)],
];

/** JSON.stringify writes NaN/Infinity as null; write the Python literals instead */
export function ledgerWithSpecials(races: Race[]): Uint8Array {
  const text = JSON.stringify({ races }, (_k, v) =>
    typeof v === "number" && !Number.isFinite(v) ? `@@${Number.isNaN(v) ? "NaN" : v > 0 ? "Infinity" : "-Infinity"}@@` : v,
  );
  return bytesOf(text.replace(/"@@(NaN|Infinity|-Infinity)@@"/g, "$1"));
}

export function coercionCases(oracle: Race[], key: string, spec: string): SpecCase[] {
  return COERCIONS.map(([label, value]) => ({
    name: `oracle__${key}_all_${label}`,
    spec,
    bytes: ledgerWithSpecials(oracle.map((r) => ({ ...r, [key]: value }))),
  }));
}

export const STRING_FORMS: [string, (v: number) => unknown][] = [
  ["str_plain", (v) => String(v)],
  ["str_padded", (v) => ` ${v}\n`],
  ["str_plus", (v) => `+${v}`],
  ["str_underscore", (v) => (Number.isInteger(v) && v >= 10 ? `${String(v)[0]}_${String(v).slice(1)}` : String(v))],
  ["str_fullwidth", (v) => String(v).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))],
  ["str_nbsp_padded", (v) => `\u00a0${v}\u3000`],
  ["str_bom_prefix", (v) => `\ufeff${v}`], // U+FEFF is not whitespace to float(): absent
  ["bool", (v) => v > 0],
];

export function stringFormCases(oracle: Race[], key: string, spec: string): SpecCase[] {
  return STRING_FORMS.map(([label, f]) => ({
    name: `oracle__${key}_${label}`,
    spec,
    bytes: ledger(oracle.map((r) => ({ ...r, [key]: f(num(r[key])) }))),
  }));
}

export function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function orderAndCoverageCases(oracle: Race[], spec: string): SpecCase[] {
  const o = oracle;
  const cases: [string, unknown[]][] = [
    ["first_1_races", o.slice(0, 1)],
    ["first_2_races", o.slice(0, 2)],
    ["first_3_races", o.slice(0, 3)],
    ["first_11_races", o.slice(0, 11)],
    ["last_6_races", o.slice(6)],
    ["drop_first_race", o.slice(1)],
    ["drop_last_race", o.slice(0, 11)],
    ["duplicate_race_0", [o[0], ...o]],
    ["duplicate_race_11", [...o, o[11]]],
    ["each_race_twice", o.flatMap((r) => [r, r])],
    ["reverse", [...o].reverse()],
    ["rotated_-1", [o[11], ...o.slice(0, 11)]],
    ["shuffled_seed3", shuffled(o, 3)],
    ["junk_entries_inserted", [o[0], null, 5, "x", [1], ...o.slice(1)]],
    ["odd_races_replaced_by_junk", o.map((r, i) => (i % 2 ? [null, 5, "x", [1]][(i >> 1) % 4] : r))],
    ["pad_to_24_empty_objects", [...o, ...Array.from({ length: 12 }, () => ({}))]],
    ["entries_all_empty_objects", o.map(() => ({}))],
  ];
  return cases.map(([label, races]) => ({ name: `oracle__${label}`, spec, bytes: ledger(races) }));
}

export const TOP_LEVEL: [string, string][] = [
  ["races_empty_string", '{"races": ""}'],
  ["races_string", '{"races": "abcdefghijklmnop"}'],
  ["races_int", '{"races": 5}'],
  ["races_true", '{"races": true}'],
  ["races_object_key_0", '{"races": {"0": {"items_collected": 14}}}'],
  ["raw_int_top", "5"],
  ["raw_neg_infinity_top", "-Infinity"],
  ["raw_empty_array_top", "[]"],
  ["raw_bare_oracle_array", "@@ORACLE_ARRAY@@"],
  ["duplicate_key_last_empty", "@@DUP_LAST_EMPTY@@"],
  ["duplicate_key_first_empty", "@@DUP_FIRST_EMPTY@@"],
  ["int_4301_digits_unscored", "@@INT_4301@@"],
];

export function topLevelCases(oracle: Race[], spec: string): SpecCase[] {
  const races = JSON.stringify(oracle);
  return TOP_LEVEL.map(([label, text]) => ({
    name: `doc__${label}`,
    spec,
    bytes: bytesOf(
      text
        .replace("@@ORACLE_ARRAY@@", races)
        .replace("@@DUP_LAST_EMPTY@@", `{"races": ${races}, "races": []}`)
        .replace("@@DUP_FIRST_EMPTY@@", `{"races": [], "races": ${races}}`)
        .replace("@@INT_4301@@", `{"x": ${"7".repeat(4301)}, "races": ${races}}`),
    ),
  }));
}

/** @1ea24fc cases: positional matching, four quantities. */
