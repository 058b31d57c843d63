// @f933449 against the measurements listed in the spec (§7, addenda A6-A9).
import { describe, expect, it } from "vitest";
import { GroundTruthError } from "../types";
import { kartF933449 } from "./f933449";
import {
  bytesOf,
  detailsOf,
  latestGroundTruthRaces as gtRaces,
  latestOracle,
  ledger,
  scoreLatest,
  v4Corpus,
  type Race,
} from "./__tests__/fixtures";

const reward = (bytes: Uint8Array) => scoreLatest(bytes).reward.reward;
const matched = (bytes: Uint8Array) => detailsOf(scoreLatest(bytes)).n_time_matched;
const withT = (f: (gt: Race) => unknown) => ledger(latestOracle.map((r, i) => ({ ...r, t: f(gtRaces[i]) })));
const num = (x: unknown) => x as number;

describe("@f933449 time matching (A9)", () => {
  it("scores its perfect submission 1.0 and the empty one 0", () => {
    expect(scoreLatest(ledger(latestOracle)).reward).toMatchObject({ reward: 1, details: { n_time_matched: 12, coverage: 1 } });
    expect(reward(kartF933449.emptySubmission())).toBe(0);
  });
  it("t at t_end (= next race's t_start) for every race: 12 matched, 1.0", () => {
    const bytes = withT((g) => g.t_end);
    expect([matched(bytes), reward(bytes)]).toEqual([12, 1]);
  });
  it("t_start - 15 and t_end + 15 are still matched; 15.01 s out is not", () => {
    expect([matched(withT((g) => num(g.t_start) - 15)), reward(withT((g) => num(g.t_start) - 15))]).toEqual([12, 1]);
    expect([matched(withT((g) => num(g.t_end) + 15)), reward(withT((g) => num(g.t_end) + 15))]).toEqual([12, 1]);
    expect([matched(withT((g) => num(g.t_start) - 15.01)), reward(withT((g) => num(g.t_start) - 15.01))]).toEqual([11, 0.0066]);
    expect([matched(withT((g) => num(g.t_end) + 15.01)), reward(withT((g) => num(g.t_end) + 15.01))]).toEqual([11, 0.0056]);
  });
  it("coerces t: true lands in race 1, strings work, t_start/time are fallbacks", () => {
    expect(reward(ledger(latestOracle.map((r, i) => (i === 0 ? { ...r, t: true } : r))))).toBe(1);
    expect(reward(ledger(latestOracle.map((r) => ({ ...r, t: ` ${r.t}\n` }))))).toBe(1);
    expect(reward(ledger(latestOracle.map(({ t, ...r }) => ({ ...r, t_start: t }))))).toBe(1);
    expect(reward(ledger(latestOracle.map(({ t, ...r }) => ({ ...r, time: t }))))).toBe(1);
    expect(matched(ledger(latestOracle.map(({ t, ...r }) => ({ t: null, t_start: t, ...r }))))).toBe(0);
  });
  it("all races at one t: at most the two races sharing that boundary are matched", () => {
    expect(matched(withT(() => 226.6))).toBe(2);
    expect(matched(withT(() => 113.3))).toBe(1);
  });
  it("order does not matter; races in any order score 1.0", () => {
    expect(reward(ledger([...latestOracle].reverse()))).toBe(1);
  });
});

describe("@f933449 assignment tie-break (A8)", () => {
  const wrong = { ...latestOracle[4], items_collected: 3, skid_time: 5 };
  it("a wrong copy of race 5 at the same t inserted after the real one: 1.0", () => {
    expect(reward(ledger([...latestOracle.slice(0, 5), wrong, ...latestOracle.slice(5)]))).toBe(1);
  });
  it("inserted before it, the copy wins the race (first equal-cost column): 0.624", () => {
    expect(reward(ledger([...latestOracle.slice(0, 4), wrong, ...latestOracle.slice(4)]))).toBe(0.624);
  });
});

describe("@f933449 coverage per quantity (test_coverage.py)", () => {
  it("two of twelve races: about 0.1667", () => {
    expect(reward(ledger(latestOracle.slice(0, 2)))).toBe(0.1667);
  });
  it("credits each quantity with its weight (0.55 / 0.45)", () => {
    expect(reward(ledger(latestOracle.map(({ skid_time, ...r }) => r)))).toBe(0.55);
    expect(reward(ledger(latestOracle.map(({ items_collected, ...r }) => r)))).toBe(0.45);
  });
  it.each(["nan", "inf", "-Infinity", "", "0x10"])("skid_time %j everywhere drops that quantity: 0.55", (value) => {
    const d = detailsOf(scoreLatest(ledger(latestOracle.map((r) => ({ ...r, skid_time: value })))));
    expect(d.dims.skid_time).toMatchObject({ n_pairs: 0, coverage: 0, accuracy: 0 });
    expect(reward(ledger(latestOracle.map((r) => ({ ...r, skid_time: value }))))).toBe(0.55);
  });
  it("constant items: tau 0, only skid counts (0.45)", () => {
    expect(reward(ledger(latestOracle.map((r) => ({ ...r, items_collected: 5 }))))).toBe(0.45);
  });
  it("padding races far from any window do not help or hurt", () => {
    const pads = Array.from({ length: 500 }, (_, k) => ({ t: 9000 + k, items_collected: k % 7, skid_time: k % 5 }));
    expect(scoreLatest(ledger([...latestOracle, ...pads])).reward).toMatchObject({ reward: 1, details: { n_predicted_races: 512 } });
  });
});

describe("@f933449 non-list races, unreadable files, crashes (A6, A7)", () => {
  it.each(["null", "{}", '{"x": 1}', '""', '"abc"', "5", "1.5", "true", "false"])("races = %s is normalised to []", (value) => {
    expect(detailsOf(scoreLatest(bytesOf(`{"races": ${value}}`)))).toMatchObject({
      reason: "races was not a list; normalized to []",
      n_predicted_races: 0,
      n_time_matched: 0,
    });
  });
  it("top-level non-objects are unreadable", () => {
    expect(detailsOf(scoreLatest(bytesOf("null"))).reason).toBe("unreadable solution.json: 'NoneType' object has no attribute 'get'");
  });
  const huge = "1" + "0".repeat(400);
  const withRaw = (i: number, key: string, literal: string, extra: Race = {}) => {
    const races = latestOracle.map((r) => JSON.stringify(r));
    const text = JSON.stringify({ ...(i < 12 ? latestOracle[i] : { t: 99999, skid_time: 1 }), ...extra, [key]: "@@" }).replace(
      '"@@"',
      literal,
    );
    if (i >= 12) races.push(text);
    else races[i] = text;
    return bytesOf(`{"races": [${races.join(",")}]}`);
  };
  it("crashes (reward 0, named) on a huge integer in the time used or a matched scored field", () => {
    for (const bytes of [withRaw(2, "t", huge), withRaw(2, "items_collected", huge), withRaw(7, "skid_time", `-${huge}`)]) {
      const r = scoreLatest(bytes);
      expect(r.reward.reward).toBe(0);
      expect(r.reason).toContain("OverflowError");
    }
  });
  it("does not crash on a huge t_start behind a present t, or in an unmatched race", () => {
    expect(reward(withRaw(2, "t_start", huge))).toBe(1);
    expect(reward(withRaw(12, "items_collected", huge))).toBe(1);
    expect(reward(withRaw(2, "nitro_collected", huge))).toBe(1);
  });
});

describe("@f933449 ground truth", () => {
  it("refuses the older ground truth, saying it needs t_start/t_end", () => {
    expect(() => kartF933449.prepare(v4Corpus.groundTruth)).toThrow(GroundTruthError);
    expect(() => kartF933449.prepare(v4Corpus.groundTruth)).toThrow(/newer ground truth.*t_start\/t_end/);
    expect(() => kartF933449.perfectSubmission(v4Corpus.groundTruth)).toThrow(GroundTruthError);
  });
  it("rejects a broken window", () => {
    const text = JSON.stringify({ races: [{ items_collected: 1, skid_time: 2, t_start: 10, t_end: "x" }] });
    expect(() => kartF933449.prepare(bytesOf(text))).toThrow(/t_start <= t_end/);
  });
  it("echoes the GT hero and race count", () => {
    expect(detailsOf(scoreLatest(ledger([])))).toMatchObject({ hero: "tux", n_races: gtRaces.length, time_tol_s: 15 });
  });
});
