// Both kart versions against every public judge-parity case (lib/judges/__fixtures__/parity),
// with the shared comparison rules (lib/judges/__tests__/parity).
import { describe, expect, it } from "vitest";
import { actualVerdict, compareVerdict } from "../__tests__/parity";
import { kartF933449 } from "./f933449";
import { kart1ea24fc } from "./1ea24fc";
import { latestCorpus, latestPrepared, v4Corpus, v4Prepared } from "./__tests__/fixtures";

const suites = [
  { id: kart1ea24fc.id, score: (b: Uint8Array) => kart1ea24fc.score(v4Prepared, b), corpus: v4Corpus, cases: 64, crashed: 4 },
  { id: kartF933449.id, score: (b: Uint8Array) => kartF933449.score(latestPrepared, b), corpus: latestCorpus, cases: 68, crashed: 1 },
];

describe.each(suites)("parity $id", ({ id, score, corpus, cases, crashed }) => {
  it("has the README's number of public cases and reference crashes", () => {
    expect(corpus.cases).toHaveLength(cases);
    expect(corpus.cases.filter((c) => c.expected.crashed)).toHaveLength(crashed);
  });

  it.each(corpus.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const result = score(c.submission);
    expect(compareVerdict(c.expected, actualVerdict(id, result))).toEqual({ ok: true });
    if (c.expected.crashed) {
      // the port does not crash: reward 0 with a reason that names what the reference tripped on
      expect(result.reason).toMatch(/reference judge crashed/);
      expect(result.reason).toMatch(/TypeError|KeyError|OverflowError/);
    }
  });
});
