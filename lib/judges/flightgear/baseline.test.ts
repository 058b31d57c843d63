// The transcript-only baseline against the numbers the spec measured on the shipped GT.

import { describe, expect, it } from "vitest";
import { loadParityCorpus } from "../__tests__/parity";
import { pyRound } from "../py";
import { strategyGrid, transcriptLedger } from "./baseline";
import { transcriptCeilingByLedgers } from "./__tests__/ceiling-by-ledgers";
import { resolveFlightgearTolerances } from "./tolerance-options";
import { prepareClearances } from "./prepare";
import { flightgearCbfc22d as judge } from "./cbfc22d";
import { scoreEntries } from "./score";
import { baselineConstants } from "./transcript-model";

const corpus = loadParityCorpus(judge.id);
const prepared = judge.prepare(corpus.groundTruth);

const SPEC_CEILING =
  "13,12,16,14,14,12,12,12,14,16,16,16,14,12,14,15,12,16,14,12,17,16,20,14,14,14,14,13,14,16,16,18,19,20,12,14,16,14,14,10,12,14,16,12,15,16,20,14,20,16,14,16,12,12,10,14,14,19,18,20,16,12,12,14,14"
    .split(",")
    .map(Number);

describe("transcript-only ceiling", () => {
  it("reproduces the spec's ceiling vector (sum 953) from the generator", () => {
    expect(prepared.ceiling).toEqual(SPEC_CEILING);
    expect(prepared.chanceUnits).toBe(953);
  });

  it("leaves #23, #34, #47, #49, #60 ungradable: 60 gradable, 13/12/12/11/12 per leg", () => {
    const ungradable = prepared.gradable.flatMap((g, k) => (g ? [] : [k + 1]));
    expect(ungradable).toEqual([23, 34, 47, 49, 60]);
    expect(prepared.nGradable).toBe(60);
    expect(prepared.gradableLegs.map((l) => l.count)).toEqual([13, 12, 12, 11, 12]);
  });

  it("derives the spec's medians, delays and rates", () => {
    const K = baselineConstants(prepared.clearances);
    expect(K.initial).toEqual([4090.744, 290, 117]);
    expect(pyRound(K.execDelay, 3)).toBe(4.717);
    expect(pyRound(K.complDelay, 4)).toBe(19.3125);
    expect(pyRound(K.rate.degrees, 4)).toBe(4.7077);
    expect(pyRound(K.rate.knots, 4)).toBe(1.0249);
    expect(pyRound(K.rate.feet, 3)).toBe(13.094);
  });

  it("suggests the supersessions a listener would hear", () => {
    const K = baselineConstants(prepared.clearances);
    // every GT supersession link is within ±2 of the transcript's guess, or absent
    for (const c of prepared.clearances) {
      if (c.supersededBy === null) continue;
      expect(K.audioSuperseded[c.index - 1]).not.toBeNull();
    }
    expect(K.audioEnd[12]).toBe(720); // last clearance of leg 0 runs to the leg end
  });

  it("the fast ceiling equals the literal 384-ledger evaluation", () => {
    expect(transcriptCeilingByLedgers(prepared.clearances, prepared.expected)).toEqual(prepared.ceiling);
  });

  it.each([5, 13, 21, 40])("... also on the ground truth cut to its first %i clearances", (n) => {
    const cut = prepareClearances(prepared.clearances.slice(0, n));
    expect(transcriptCeilingByLedgers(cut.clearances, cut.expected)).toEqual(cut.ceiling);
  });

  it.each([
    { stateFeet: 300, stateDegrees: 20, stateKnots: 10 },
    { issueTimeS: 0.5, eventPreciseS: 0, eventTimeS: 10, targetFeet: 0, targetDegrees: 8, interpolationSlack: 0 },
  ])("... also under swept tolerances %o", (options) => {
    const tol = resolveFlightgearTolerances(options);
    const swept = prepareClearances(prepared.clearances, tol);
    expect(swept.ceiling).not.toEqual(prepared.ceiling);
    expect(transcriptCeilingByLedgers(swept.clearances, swept.expected, tol)).toEqual(swept.ceiling);
  });

  it("has 384 strategies", () => {
    expect(strategyGrid().length).toBe(384);
  });

  it("the single best whole transcript ledger scores 823 units and reward 0 (shortcut reference)", () => {
    let best = { units: -1, reward: -1 };
    for (const s of strategyGrid()) {
      const entries = transcriptLedger(prepared.clearances, s).map((clearance) => ({ ok: true as const, clearance }));
      const scored = scoreEntries(prepared, entries);
      const units = scored.pairs.reduce((a, p) => a + p.credit.total, 0);
      if (units > best.units) best = { units, reward: scored.reward };
    }
    expect(best).toEqual({ units: 823, reward: 0 });
  });
});
