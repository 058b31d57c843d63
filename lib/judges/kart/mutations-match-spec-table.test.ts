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
import { detailsOf, scoreLatest, scoreV4 } from "./__tests__/fixtures";
import { RENORMALISATION_CASES } from "./__tests__/renormalisation-cases";

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
  // synthetic ground truths (__tests__/renormalisation-cases.ts): the public ones with some quantities made constant
  it.each(RENORMALISATION_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const judge = c.version === "v4" ? kart1ea24fc : kartF933449;
    const result = judge.score(judge.prepare(c.groundTruth), c.submission);
    expect(result.reward.reward).toBe(c.reward);
    const dims = Object.values(detailsOf(result).dims).map((q: any) =>
      c.version === "v4" ? [q.tau, q.accuracy, q.n_pairs, q.gt_varies] : [q.tau, q.accuracy, q.n_pairs, q.coverage, q.gt_varies],
    );
    expect(dims).toEqual(c.dims);
    if (c.reason) expect(detailsOf(result).reason).toBe(c.reason);
    expect(rewardFromEvents(result.events)).toBe(c.reward);
  });
});
