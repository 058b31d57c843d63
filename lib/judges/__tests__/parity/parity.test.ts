// Every registered judge against every public parity case (lib/judges/__fixtures__/parity).
// One `it` per case so a failure names the case, the path and both values.
import { describe, expect, it } from "vitest";
import { getJudge, SUPPORTED_JUDGE_IDS } from "../../registry";
import { actualVerdict, compareVerdict } from "./compare";
import { listCorpusJudgeIds, loadParityCorpus } from "./corpus";

/** shared/judge-parity/README.md: public cases and reference crashes per judge. */
const PUBLIC_CASES: Record<string, { cases: number; crashed: number }> = {
  "flightgear-atc-clearance-compliance-ledger@cbfc22d": { cases: 94, crashed: 0 },
  "kart-race-telemetry-ledger-s1@1ea24fc": { cases: 64, crashed: 4 },
  "kart-race-telemetry-ledger-s1@f933449": { cases: 68, crashed: 1 },
  "egocentric-activity-understanding@e25513b": { cases: 62, crashed: 0 },
  "egocentric-activity-understanding@157e7b4": { cases: 62, crashed: 0 },
};

it("the bundled corpus has a folder for every supported judge, and nothing else", () => {
  expect(listCorpusJudgeIds()).toEqual([...SUPPORTED_JUDGE_IDS].sort());
});

describe.each([...SUPPORTED_JUDGE_IDS])("parity %s", (judgeId) => {
  const corpus = loadParityCorpus(judgeId);

  it("has the README's number of public cases and reference crashes", () => {
    expect(corpus.cases.length).toBe(PUBLIC_CASES[judgeId].cases);
    expect(corpus.cases.filter((c) => c.expected.crashed).length).toBe(PUBLIC_CASES[judgeId].crashed);
  });

  const judge = getJudge(judgeId);
  if (!judge) {
    it.skip(`${judgeId} is not registered yet (lib/judges/registry.ts)`, () => {});
    return;
  }
  // prepare once per judge, as the CLI and the dashboard do; lazily, so a throwing prepare
  // fails this judge's cases rather than the collection of the whole file
  let prepared: unknown;
  const getPrepared = () => (prepared ??= judge.prepare(corpus.groundTruth));

  it.each(corpus.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const result = judge.score(getPrepared(), c.submission);
    const outcome = compareVerdict(c.expected, actualVerdict(judgeId, result));
    expect(outcome).toEqual({ ok: true });
  });
});
