// The per-race breakdown adds up: rewardFromEvents(events) reproduces reward.reward exactly, on
// every public parity case and on random perturbations of the oracle.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JudgeEvent, JudgeResult } from "../types";
import { rewardFromEvents } from "./events";
import {
  bytesOf,
  latestCorpus,
  latestGroundTruthRaces,
  latestOracle,
  ledger,
  scoreLatest,
  scoreV4,
  v4Corpus,
  v4Oracle,
  type Race,
} from "./__tests__/fixtures";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function checkBreakdown(result: JudgeResult, nGroundTruthRaces: number) {
  const reward = result.reward.reward as number;
  expect(rewardFromEvents(result.events)).toBe(reward);
  const expected = result.events.filter((e) => e.kind === "expected");
  expect(expected.map((e) => e.index)).toEqual(Array.from({ length: nGroundTruthRaces }, (_, i) => i));
  // the events' earned add up to the reward before rounding
  expect(Math.abs(sum(result.events.map((e) => e.earned)) - reward)).toBeLessThanOrEqual(5e-5 + 1e-9);
  // a prediction is either some race's partner or a spurious event, never both
  const partners = expected.map((e) => e.matchedPrediction).filter((p): p is number => p !== null);
  expect(new Set(partners).size).toBe(partners.length);
  const spurious = result.events.filter((e) => e.kind === "spurious").map((e) => e.index);
  expect(spurious.some((p) => partners.includes(p))).toBe(false);
  for (const e of result.events) {
    expect(e.earned).toBeGreaterThanOrEqual(0);
    expect(e.earned).toBeLessThanOrEqual(e.available + 1e-12);
  }
}

describe.each([
  { name: "@1ea24fc", corpus: v4Corpus, score: scoreV4 },
  { name: "@f933449", corpus: latestCorpus, score: scoreLatest },
])("rewardFromEvents on every public case, $name", ({ corpus, score }) => {
  it.each(corpus.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const result = score(c.submission);
    checkBreakdown(result, 12);
    const d = (result.reward as any).details;
    const spurious = result.events.filter((e) => e.kind === "spurious").length;
    if (c.expected.crashed) return; // the zero verdict's details do not describe the matching
    if (d.n_time_matched !== undefined) expect(spurious).toBe(d.n_predicted_races - d.n_time_matched);
    else expect(spurious).toBe(Math.max(0, d.n_predicted_races - 12));
  });
});

describe("event contents", () => {
  it("@f933449: one event per race with its window, per-quantity accuracy and tolerance", () => {
    const result = scoreLatest(ledger([...latestOracle.slice(0, 11), { t: 9999, items_collected: 1 }]));
    const first = result.events[0];
    expect(first).toMatchObject({ kind: "expected", index: 0, matchedPrediction: 0, verdict: "full", timeSec: 0, endSec: 226.6 });
    expect(first.fields.map((f) => f.name)).toEqual(["t", "items_collected", "skid_time"]);
    expect(first.fields[1]).toMatchObject({ expected: 17, predicted: 17, verdict: "ok", earned: 1, available: 1 });
    expect(first.fields[1].tolerance).toContain("30%");
    expect(first.available).toBeCloseTo(1 / 12, 12);
    const last = result.events[11];
    expect(last).toMatchObject({ matchedPrediction: null, verdict: "none", earned: 0 });
    const spurious = result.events[12];
    expect(spurious).toMatchObject({ kind: "spurious", index: 11, timeSec: 9999, verdict: "spurious" });
    expect((spurious.extra as any).unmatchedBecause).toMatch(/outside every race window/);
    expect((first.extra as any).quantities.map((q: any) => q.normaliser)).toEqual([12, 12]);
  });
  it("@1ea24fc: position partners, race time unknown, beyond 30% shows as a miss", () => {
    const result = scoreV4(ledger(v4Oracle.map((r, i) => (i === 0 ? { ...r, items_collected: 14 * 1.35 } : r))));
    expect(result.events[0]).toMatchObject({ matchedPrediction: 0, timeSec: null, verdict: "partial" });
    expect(result.events[0].fields[0]).toMatchObject({ name: "items_collected", verdict: "miss", earned: 0 });
  });
  it("a reference crash is carried by the events and rebuilds to 0", () => {
    const result = scoreV4(bytesOf('{"races": null}'));
    expect(rewardFromEvents(result.events)).toBe(0);
    expect((result.events[0].extra as any).referenceCrash).toMatch(/TypeError/);
  });
});

/** a random, plausible damage to one race of a ledger */
const damage = fc.oneof(
  fc.constant((r: Race): Race | null => null), // dropped
  fc.double({ min: 0, max: 3, noNaN: true }).map((f) => (r: Race) => ({ ...r, items_collected: (r.items_collected as number) * f })),
  fc.double({ min: 0.5, max: 1.6, noNaN: true }).map((f) => (r: Race) => ({ ...r, skid_time: (r.skid_time as number) * f })),
  fc.constantFrom<unknown>("nan", "inf", "", null, true, " 7 ", "1_2", 0, -3).map((v) => (r: Race) => ({ ...r, skid_time: v })),
  fc.constantFrom<unknown>(null, "abc", [1], 5).map((v) => (r: Race) => ({ ...r, items_collected: v, times_exploded: v })),
  fc.double({ min: -40, max: 40, noNaN: true }).map((dt) => (r: Race) => ({ ...r, t: typeof r.t === "number" ? r.t + dt : dt })),
  fc.integer({ min: 0, max: 11 }).map((k) => (r: Race) => ({ ...r, t: latestGroundTruthRaces[k].t_start })),
);

const perturbed = (oracle: Race[]) =>
  fc
    .tuple(
      fc.array(fc.option(damage, { nil: undefined, freq: 2 }), { minLength: 12, maxLength: 12 }),
      fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 4 }), // duplicates appended
      fc.boolean(), // shuffle
      fc.integer(),
    )
    .map(([damages, duplicates, shuffle, seed]) => {
      const races = oracle.flatMap((r, i) => {
        const out = damages[i] ? damages[i]!(r) : r;
        return out === null ? [] : [out];
      });
      for (const d of duplicates) races.push({ ...oracle[d], items_collected: 0 });
      if (shuffle) {
        let s = seed >>> 0;
        for (let i = races.length - 1; i > 0; i--) {
          s = (s * 1103515245 + 12345) >>> 0;
          const j = s % (i + 1);
          [races[i], races[j]] = [races[j], races[i]];
        }
      }
      return races;
    });

describe("rewardFromEvents on random perturbations of the oracle", () => {
  it("@1ea24fc", () => {
    fc.assert(
      fc.property(perturbed(v4Oracle), (races) => {
        const result = scoreV4(ledger(races));
        checkBreakdown(result, 12);
        expect(result.reward.reward).toBeGreaterThanOrEqual(0);
        expect(result.reward.reward).toBeLessThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });
  it("@f933449", () => {
    fc.assert(
      fc.property(perturbed(latestOracle), (races) => {
        const result = scoreLatest(ledger(races));
        checkBreakdown(result, 12);
        expect(result.reward.reward).toBeGreaterThanOrEqual(0);
        expect(result.reward.reward).toBeLessThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });
  it("never throws on arbitrary bytes or JSON values", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 200 }),
          fc.json().map(bytesOf),
          fc.jsonValue().map((v) => ledger(v)),
        ),
        (bytes) => {
          for (const result of [scoreV4(bytes), scoreLatest(bytes)]) {
            expect(result.reason).not.toMatch(/internal error/);
            expect(rewardFromEvents(result.events as JudgeEvent[])).toBe(result.reward.reward);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
