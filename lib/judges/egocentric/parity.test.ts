// Parity with the original judges on every public corpus case, for both versions, with the
// shared comparer (the rules of shared/judge-parity/compare.py): the reward object and the
// details object ({...reward, reason}). Each case also checks that the event breakdown alone
// recomputes the same counts and the same rounded precision / recall / F1.
import { describe, expect, it } from "vitest";
import { actualVerdict, compareVerdict, loadParityCorpus } from "../__tests__/parity";
import { egocentric157e7b4, egocentricE25513b, rewardFromEvents } from "./index";

describe.each([egocentricE25513b, egocentric157e7b4].map((j) => [j.id, j] as const))("parity %s", (id, judge) => {
  const corpus = loadParityCorpus(id);
  const prepared = judge.prepare(corpus.groundTruth);

  it("has the 62 public cases, none crashed", () => {
    expect(corpus.cases).toHaveLength(62);
    expect(corpus.cases.filter((c) => c.expected.crashed)).toHaveLength(0);
  });

  it.each(corpus.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const result = judge.score(prepared, c.submission);
    expect(compareVerdict(c.expected, actualVerdict(id, result))).toEqual({ ok: true });
    expect(judge.headline(result)).toBe(c.expected.reward?.reward);

    const fromEvents = rewardFromEvents(result.events);
    for (const key of ["f1", "precision", "recall", "true_positives", "false_positives", "false_negatives"] as const) {
      expect(fromEvents[key], key).toBe(result.reward[key]);
    }
    expect(result.events.filter((e) => e.kind === "expected")).toHaveLength(172);
  });
});
