// @1ea24fc against the measurements listed in the spec (§6, addenda A1-A5).
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { GroundTruthError } from "../types";
import { kart1ea24fc } from "./1ea24fc";
import { kartF933449 } from "./f933449";
import { bytesOf, detailsOf, ledger, scoreV4, v4Corpus, v4Oracle, latestCorpus, type Race } from "./__tests__/fixtures";

const reward = (bytes: Uint8Array) => scoreV4(bytes).reward.reward;
const taus = (bytes: Uint8Array) => Object.values(detailsOf(scoreV4(bytes)).dims).map((d: any) => d.tau);
const mapRaces = (f: (r: Race, i: number) => unknown) => ledger(v4Oracle.map(f));
const ORACLE_JSON = path.resolve(
  import.meta.dirname,
  "../../../prisma/fixtures/tasks/kart-race-telemetry-ledger-s1/steps/solve/solution/oracle.json",
);

describe("@1ea24fc spec §6 table", () => {
  it("scores the oracle, its own perfect submission and the bundled oracle.json 1.0", () => {
    expect(reward(ledger(v4Oracle))).toBe(1);
    expect(reward(new Uint8Array(readFileSync(ORACLE_JSON)))).toBe(1);
  });
  it("scores empty ledgers 0 with reason ok", () => {
    for (const text of ['{"races": []}', "{}", '{"Races": [1]}', '{"races": [1], "races": []}']) {
      expect(scoreV4(bytesOf(text)).reward).toMatchObject({ reward: 0, details: { reason: "ok" } });
    }
    expect(reward(kart1ea24fc.emptySubmission())).toBe(0);
  });
  it("has no coverage penalty: first 2 races 1.0, first race only 0.0, junk appended 1.0", () => {
    expect(reward(ledger(v4Oracle.slice(0, 2)))).toBe(1);
    expect(reward(ledger(v4Oracle.slice(0, 1)))).toBe(0);
    expect(reward(ledger([...v4Oracle, 1, 2, "x", null, {}]))).toBe(1);
  });
  it("reads every value written as a string", () => {
    expect(reward(mapRaces((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, ` ${v}\n`]))))).toBe(1);
  });
  it("times_exploded as booleans: 0.85", () => {
    expect(reward(mapRaces((r) => ({ ...r, times_exploded: (r.times_exploded as number) > 0 })))).toBe(0.85);
  });
  it.each(["nan", "inf"])("skid_time %j everywhere: 0.70, skid tau -0.0909", (value) => {
    const bytes = mapRaces((r) => ({ ...r, skid_time: value }));
    expect(reward(bytes)).toBe(0.7);
    expect(taus(bytes)[3]).toBe(-0.0909);
  });
  it("bananas negated: 0.75; reverse order: 0.0741; constant values: 0.0", () => {
    expect(reward(mapRaces((r) => ({ ...r, bananas_hit: -(r.bananas_hit as number) })))).toBe(0.75);
    expect(reward(ledger([...v4Oracle].reverse()))).toBe(0.0741);
    expect(reward(mapRaces(() => ({ items_collected: 5, times_exploded: 5, bananas_hit: 5, skid_time: 5 })))).toBe(0);
  });
  it("the 30% edge: +30% scores accuracy 0, +15% scores 0.5", () => {
    const scaled = (f: number) => mapRaces((r) => ({ ...r, skid_time: (r.skid_time as number) * f }));
    expect(detailsOf(scoreV4(scaled(1.3))).dims.skid_time.accuracy).toBe(0);
    expect(detailsOf(scoreV4(scaled(1.15))).dims.skid_time.accuracy).toBe(0.5);
  });
});

describe("@1ea24fc non-list races and crashes (A3)", () => {
  it.each([
    ["null", "NoneType"],
    ["5", "int"],
    ["1.5", "float"],
    ["true", "bool"],
    ["false", "bool"],
  ])("races = %s: the reference crashed; reward 0 naming the problem", (value, typeName) => {
    const result = scoreV4(bytesOf(`{"races": ${value}}`));
    expect(result.reward.reward).toBe(0);
    expect(result.reason).toContain(`object of type '${typeName}' has no len()`);
    expect(detailsOf(result).reason).toBe(result.reason);
  });
  it.each(['{"x": 1}', '{"0": {"items_collected": 14}}'])("races = %s: KeyError crash, reward 0", (value) => {
    const result = scoreV4(bytesOf(`{"races": ${value}}`));
    expect(result.reward.reward).toBe(0);
    expect(result.reason).toContain("KeyError: 0");
  });
  it("races = {} or a string: not a crash, 'races is not a list', len() as Python counts it", () => {
    for (const [text, count] of [
      ['{"races": {}}', 0],
      ['{"races": ""}', 0],
      ['{"races": "abc"}', 3],
      ['{"races": "a\\ud83d\\ude00c"}', 3], // one astral character = one Python code point
    ] as const) {
      const d = detailsOf(scoreV4(bytesOf(text)));
      expect(d).toMatchObject({ reason: "unreadable solution.json: races is not a list", n_predicted_races: count });
    }
  });
  it("an overflowing integer crashes only in a scored field of a compared race", () => {
    const withItems = (i: number, literal: string, key = "items_collected") => {
      const races = v4Oracle.map((r) => JSON.stringify(r));
      const bumped = { ...v4Oracle[Math.min(i, 11)], [key]: "@@" };
      const text = JSON.stringify(bumped).replace('"@@"', literal);
      if (i >= 12) races.push(text);
      else races[i] = text;
      return bytesOf(`{"races": [${races.join(",")}]}`);
    };
    // 10**308 is a finite double: scored normally (a far-off value in one race)
    expect(scoreV4(withItems(3, "1" + "0".repeat(308))).reward).toMatchObject({ reward: 0.9284, details: { reason: "ok" } });
    const crash = scoreV4(withItems(3, "1" + "0".repeat(309)));
    expect(crash.reward.reward).toBe(0);
    expect(crash.reason).toContain("items_collected of prediction 4");
    expect(crash.reason).toContain("OverflowError");
    expect(reward(withItems(3, "1" + "0".repeat(400), "nitro_collected"))).toBe(1);
    expect(reward(withItems(12, "1" + "0".repeat(400)))).toBe(1);
    expect(reward(withItems(3, "-1" + "0".repeat(400)))).toBe(0);
  });
});

describe("@1ea24fc unreadable files (A1, A2, A4, A5)", () => {
  it.each([
    ["[]", "list"],
    ['"x"', "str"],
    ["5", "int"],
    ["1.5", "float"],
    ["NaN", "float"],
    ["-Infinity", "float"],
    ["true", "bool"],
    ["null", "NoneType"],
  ])("top level %s: 'unreadable solution.json: '%s' object has no attribute 'get''", (text, typeName) => {
    const d = detailsOf(scoreV4(bytesOf(text)));
    expect(d.reason).toBe(`unreadable solution.json: '${typeName}' object has no attribute 'get'`);
    expect(d.n_predicted_races).toBe(0);
  });
  it("BOM, invalid UTF-8, bad JSON and a >4300-digit integer are unreadable (reward 0)", () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytesOf('{"races": []}')]);
    const badUtf8 = new Uint8Array([...bytesOf('{"races": "'), 0xff, ...bytesOf('"}')]);
    for (const bytes of [bom, badUtf8, bytesOf("{"), bytesOf(""), bytesOf(`{"races": [{"items_collected": ${"1".repeat(4301)}}]}`)]) {
      const r = scoreV4(bytes);
      expect(r.reward.reward).toBe(0);
      expect(detailsOf(r).reason).toMatch(/^unreadable solution\.json: ./);
    }
  });
  it("non-object races act as {}: six of twelve replaced by junk still scores 1.0", () => {
    const junk = [null, 5, "x", [1, 2]];
    expect(reward(mapRaces((r, i) => (i % 2 ? junk[i % 4] : r)))).toBe(1);
  });
});

describe("@1ea24fc ground truth", () => {
  it("accepts the newer ground truth too (it carries the same four fields)", () => {
    const prepared = kart1ea24fc.prepare(latestCorpus.groundTruth);
    expect(prepared.gt.races).toHaveLength(12);
    expect(prepared.gt.races[0].window).toEqual({ start: 0, end: 226.6 });
  });
  it.each([
    ["not JSON", "{"],
    ["not an object", "[]"],
    ["no races", '{"races": []}'],
    ["a missing field", '{"races": [{"items_collected": 1, "times_exploded": 1, "bananas_hit": 1}]}'],
    ["a string value", '{"races": [{"items_collected": "1", "times_exploded": 1, "bananas_hit": 1, "skid_time": 1}]}'],
  ])("rejects a ground truth with %s", (_why, text) => {
    expect(() => kart1ea24fc.prepare(bytesOf(text))).toThrow(GroundTruthError);
  });
  it("the bundled oracle.json (v4 values, no times) scores 0 under @f933449", () => {
    const prepared = kartF933449.prepare(latestCorpus.groundTruth);
    expect(kartF933449.score(prepared, new Uint8Array(readFileSync(ORACLE_JSON))).reward.reward).toBe(0);
  });
  it("headline is reward.reward", () => {
    expect(kart1ea24fc.headline(scoreV4(ledger(v4Oracle.slice(0, 2))))).toBe(1);
    expect(v4Corpus.cases.length).toBe(64);
  });
});
