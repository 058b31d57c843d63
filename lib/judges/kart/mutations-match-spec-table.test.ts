// Spec table tests: held-out-style mutations of the public bases (specCases.ts), each naming the
// spec rule it pins. The expected values come from __tests__/spec-reference.ts, a test-only
// literal reading of SPEC.md (sections 3-7, addenda A1-A9) written without the port;
// spec-table-matches-reference.test.ts recomputes every one of them from that reference and
// checks the reference against all 132 public kart verdicts. So a regression in the port, in
// pyjson or in py shows up here.
// Tuples per quantity: [tau, accuracy, n_pairs] (+ coverage for @f933449), rounded as reward.json.
import { describe, expect, it } from "vitest";
import { reasonMatches } from "../__tests__/parity";
import type { JudgeResult } from "../types";
import { rewardFromEvents } from "./events";
import { kartF933449 } from "./f933449";
import { kart1ea24fc } from "./1ea24fc";
import { latestSpecCases, v4SpecCases, type SpecCase } from "./__tests__/spec-cases";
import {
  detailsOf,
  latestGroundTruthRaces,
  latestOracle,
  ledger,
  scoreLatest,
  scoreV4,
  v4GroundTruthRaces,
  type Race,
} from "./__tests__/fixtures";

import { LATEST_EXPECTED, V4_EXPECTED, type Expected } from "./__tests__/spec-expected";

function check(c: SpecCase, result: JudgeResult, expected: Expected | undefined) {
  expect(expected, `no expectation for ${c.name}`).toBeDefined();
  const e = expected!;
  expect(rewardFromEvents(result.events)).toBe(result.reward.reward);
  if ("crash" in e) {
    // the reference crashed: the port scores 0 and names the Python error
    expect(result.reward.reward).toBe(0);
    expect(result.reason).toMatch(/reference judge crashed/);
    expect(result.reason).toContain(e.crash);
    return;
  }
  const d = detailsOf(result);
  expect(result.reward.reward).toBe(e.reward);
  expect(reasonMatches(e.reason, d.reason), `reason ${JSON.stringify(d.reason)} vs ${JSON.stringify(e.reason)}`).toBe(true);
  expect(d.n_predicted_races).toBe(e.predicted);
  if (e.matched !== undefined) {
    expect(d.n_time_matched).toBe(e.matched);
    expect(d.coverage).toBe(Math.round((e.matched / 12) * 1e4) / 1e4);
  }
  const dims = Object.values(d.dims).map((q: any) =>
    q.coverage === undefined ? [q.tau, q.accuracy, q.n_pairs] : [q.tau, q.accuracy, q.n_pairs, q.coverage],
  );
  expect(dims).toEqual(e.dims);
}

describe("@1ea24fc spec table (held-out-style mutations)", () => {
  const cases = v4SpecCases();
  it("has an expectation for every case and no stale ones", () => {
    expect(cases.map((c) => c.name).sort()).toEqual(Object.keys(V4_EXPECTED).sort());
  });
  it.each(cases.map((c) => [`${c.name} — ${c.spec}`, c] as const))("%s", (_label, c) => {
    check(c, scoreV4(c.bytes), V4_EXPECTED[c.name]);
  });
});

describe("@f933449 spec table (held-out-style mutations)", () => {
  const cases = latestSpecCases();
  it("has an expectation for every case and no stale ones", () => {
    expect(cases.map((c) => c.name).sort()).toEqual(Object.keys(LATEST_EXPECTED).sort());
  });
  it.each(cases.map((c) => [`${c.name} — ${c.spec}`, c] as const))("%s", (_label, c) => {
    check(c, scoreLatest(c.bytes), LATEST_EXPECTED[c.name]);
  });
});

describe("renormalisation over varying quantities (§4 reward = Σ w·score / Σ w over gt_varies; §7 same)", () => {
  // synthetic ground truths: the public ones with some quantities made constant
  const withConstant = (races: Race[], constant: Race) => races.map((r) => ({ ...r, ...constant }));
  const v4With = (constant: Race) => {
    const races = withConstant(v4GroundTruthRaces, constant);
    const prepared = kart1ea24fc.prepare(ledger(races));
    const oracle = races.map(({ items_collected, times_exploded, bananas_hit, skid_time }) => ({
      items_collected,
      times_exploded,
      bananas_hit,
      skid_time,
    }));
    return { score: (races: Race[]) => kart1ea24fc.score(prepared, ledger(races)), oracle };
  };
  const dimsOf = (result: JudgeResult) =>
    Object.values(detailsOf(result).dims).map((q: any) => [q.tau, q.accuracy, q.n_pairs, q.gt_varies]);

  it.each([
    [
      "oracle",
      (r: Race) => r,
      1,
      [
        [1, 1, 59, true],
        [0, 1, 0, false],
        [1, 1, 49, true],
        [1, 1, 66, true],
      ],
    ],
    [
      "skid x1.15 (accuracy 0.5), explosions all wrong (not weighted)",
      (r: Race) => ({ ...r, times_exploded: 9, skid_time: (r.skid_time as number) * 1.15 }),
      0.8235, // (0.3 + 0.25 + 0.3·0.5) / 0.85
      [
        [1, 1, 59, true],
        [0, 0, 0, false],
        [1, 1, 49, true],
        [1, 0.5, 66, true],
      ],
    ],
    [
      "items +1",
      (r: Race) => ({ ...r, items_collected: (r.items_collected as number) + 1 }),
      0.8325,
      [
        [1, 0.5254, 59, true],
        [0, 1, 0, false],
        [1, 1, 49, true],
        [1, 1, 66, true],
      ],
    ],
  ] as const)("@1ea24fc, GT times_exploded constant: %s", (_name, mutate, reward, dims) => {
    const { score, oracle } = v4With({ times_exploded: 2 });
    const result = score(oracle.map(mutate));
    expect(result.reward.reward).toBe(reward);
    expect(dimsOf(result)).toEqual(dims);
    expect(rewardFromEvents(result.events)).toBe(reward);
  });

  it("@1ea24fc, every GT quantity constant: reward 0 even for an exact ledger", () => {
    const { score, oracle } = v4With({ items_collected: 3, times_exploded: 1, bananas_hit: 0, skid_time: 10.5 });
    const result = score(oracle);
    expect(result.reward.reward).toBe(0);
    expect(detailsOf(result).reason).toBe("ok");
    expect(dimsOf(result)).toEqual([
      [0, 1, 0, false],
      [0, 1, 0, false],
      [0, 1, 0, false],
      [0, 1, 0, false],
    ]);
    expect(rewardFromEvents(result.events)).toBe(0);
  });

  it.each([
    [
      "oracle",
      latestOracle,
      1,
      [
        [1, 1, 65, 1, true],
        [0, 0.0917, 0, 1, false],
      ],
    ],
    [
      "first 6 races, items +1",
      latestOracle.slice(0, 6).map((r) => ({ ...r, items_collected: (r.items_collected as number) + 1 })),
      0.3488,
      [
        [1, 0.3488, 15, 0.5, true],
        [0, 0.0132, 0, 0.5, false],
      ],
    ],
  ] as const)("@f933449, GT skid_time constant: %s", (_name, races, reward, dims) => {
    const prepared = kartF933449.prepare(ledger(withConstant(latestGroundTruthRaces, { skid_time: 50.0 })));
    const result = kartF933449.score(prepared, ledger(races));
    expect(result.reward.reward).toBe(reward);
    expect(Object.values(detailsOf(result).dims).map((q: any) => [q.tau, q.accuracy, q.n_pairs, q.coverage, q.gt_varies])).toEqual(dims);
    expect(rewardFromEvents(result.events)).toBe(reward);
  });
});
