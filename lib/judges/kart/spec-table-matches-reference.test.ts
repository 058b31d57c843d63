// Where the kart spec-table numbers come from: the test-only spec reference
// (__tests__/spec-reference.ts, written from SPEC.md without the port) must first reproduce every
// public judge-parity verdict of both versions, then recompute every committed expectation in
// __fixtures__/spec-expected-<commit>.json. So the numbers mutations-match-spec-table.test.ts
// holds the port to are traceable to the spec, not to the port's own output.
import { describe, expect, it } from "vitest";
import { compareVerdict } from "../__tests__/parity";
import { latestCorpus, v4Corpus } from "./__tests__/fixtures";
import { latestSpecCases, v4SpecCases } from "./__tests__/spec-cases";
import { RENORMALISATION_CASES } from "./__tests__/renormalisation-cases";
import { LATEST_EXPECTED, V4_EXPECTED, type Expected } from "./__tests__/spec-expected";
import { refGroundTruth, refKart, type RefKartOutcome, type RefKartVersion } from "./__tests__/spec-reference";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const VERSIONS = [
  { version: "v4" as RefKartVersion, corpus: v4Corpus, cases: v4SpecCases, expected: V4_EXPECTED },
  { version: "latest" as RefKartVersion, corpus: latestCorpus, cases: latestSpecCases, expected: LATEST_EXPECTED },
];

/** The reference's verdict in the spec table's shape (spec-expected.ts). */
function asExpected(version: RefKartVersion, outcome: RefKartOutcome): Expected {
  if ("crash" in outcome) return { crash: outcome.crash };
  const d = outcome.reward.details as Record<string, any>;
  const dims = Object.values(d.dims as Record<string, Record<string, number>>).map((q) =>
    version === "v4" ? [q.tau, q.accuracy, q.n_pairs] : [q.tau, q.accuracy, q.n_pairs, q.coverage],
  );
  return {
    reward: outcome.reward.reward,
    reason: d.reason,
    predicted: d.n_predicted_races,
    ...(version === "latest" ? { matched: d.n_time_matched } : {}),
    dims,
  };
}

describe.each(VERSIONS)("kart spec reference, $version", ({ version, corpus, cases, expected }) => {
  const gt = refGroundTruth(decode(corpus.groundTruth));

  it.each(corpus.cases.map((c) => [c.name, c] as const))("reproduces public case %s", (_name, c) => {
    const outcome = refKart(version, gt, c.submission);
    if (c.expected.crashed) {
      // the reference crashes where the original did, with the same Python exception class
      expect("crash" in outcome && c.expected.crash_error?.startsWith(`${outcome.crash}:`)).toBe(true);
      return;
    }
    expect("reward" in outcome, "the reference crashed where the original did not").toBe(true);
    if ("reward" in outcome) expect(compareVerdict(c.expected, { reward: outcome.reward })).toEqual({ ok: true });
  });

  it.each(cases().map((c) => [c.name, c] as const))("recomputes the committed expectation of %s", (name, c) => {
    expect(asExpected(version, refKart(version, gt, c.bytes))).toEqual(expected[name]);
  });
});

describe("kart spec reference, renormalisation cases (synthetic ground truths)", () => {
  it.each(RENORMALISATION_CASES.map((c) => [c.name, c] as const))("recomputes %s", (_name, c) => {
    const outcome = refKart(c.version, refGroundTruth(decode(c.groundTruth)), c.submission);
    if (!("reward" in outcome)) throw new Error(`the reference crashed: ${outcome.crash}`);
    const d = outcome.reward.details as Record<string, any>;
    const dims = Object.values(d.dims as Record<string, Record<string, number | boolean>>).map((q) =>
      c.version === "v4" ? [q.tau, q.accuracy, q.n_pairs, q.gt_varies] : [q.tau, q.accuracy, q.n_pairs, q.coverage, q.gt_varies],
    );
    expect([outcome.reward.reward, dims]).toEqual([c.reward, c.dims]);
    if (c.reason) expect(d.reason).toBe(c.reason);
  });
});
