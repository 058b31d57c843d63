// Every public parity case: the reward object must match the reference verdict under the
// corpus rules, and the per-event breakdown must recompute the same reward on its own.

import { describe, expect, it } from "vitest";
import { pyRound } from "../py";
import { actualVerdict, compareVerdict, loadParityCorpus } from "../__tests__/parity";
import { rewardFromEventsUnrounded } from "./breakdown";
import { flightgearCbfc22d, rewardFromEvents } from "./cbfc22d";

const corpus = loadParityCorpus(flightgearCbfc22d.id);
const prepared = flightgearCbfc22d.prepare(corpus.groundTruth);
const cases = corpus.cases.map((c) => [c.name, c] as const);

describe("parity with the reference verdicts", () => {
  it("has all 94 public cases", () => {
    expect(corpus.cases.length).toBe(94);
  });

  it.each(cases)("%s", (_name, c) => {
    const result = flightgearCbfc22d.score(prepared, c.submission);
    expect(compareVerdict(c.expected, actualVerdict(flightgearCbfc22d.id, result))).toEqual({ ok: true });
    expect(result.reason).toBe((result.reward.details as { reason: string }).reason);
    expect(flightgearCbfc22d.headline(result)).toBe(result.reward.reward);
  });
});

describe("the breakdown recomputes the reward", () => {
  it.each(cases)("%s", (_name, c) => {
    const result = flightgearCbfc22d.score(prepared, c.submission);
    const expectedReward = c.expected.reward?.reward as number;
    const details = c.expected.reward?.details as Record<string, number> & { reason: string };
    const unrounded = rewardFromEventsUnrounded(result.events);
    // same value after the judge's rounding, and within half a rounding step before it
    expect(Math.abs(rewardFromEvents(result.events) - expectedReward)).toBeLessThanOrEqual(1e-9);
    expect(Math.abs(pyRound(unrounded, 4) - expectedReward)).toBeLessThanOrEqual(1e-9);
    expect(Math.abs(unrounded - expectedReward)).toBeLessThanOrEqual(5e-5 + 1e-12);

    const expectedEvents = result.events.filter((e) => e.kind === "expected");
    const spurious = result.events.filter((e) => e.kind === "spurious");
    expect(expectedEvents.length).toBe(65);
    expect(spurious.length).toBe(details.spurious_clearances);
    // the denominator is exactly the judge's chargeable count (0 for a rejected document)
    const available = result.events.reduce((a, e) => a + e.available, 0);
    expect(available).toBe(details.chargeable_clearances);
    if (details.reason === "ok" || details.reason.startsWith("dropped")) {
      expect(expectedEvents.filter((e) => e.matchedPrediction !== null).length).toBe(details.identity_matches);
      const units = expectedEvents.reduce((a, e) => a + (e.extra?.units as number), 0);
      expect(units).toBe(details.raw_credit_units);
    }
  });
});
