// The generic audits through real bubblewrap on one small verifier per planted problem: each
// finds exactly its planted problem (the warn/fail codes, derived from the fixture's judge.py as
// its docstring states, not from a run), and nothing on the clean verifier. Removing a probe
// family (alternatives, stated-tolerance checks, omission search, video-free probes, the
// sensitivity curve, numeric-field perturbations) fails the row whose problem only that family
// finds. Each fixture's audits run once for the file (a lazy promise per fixture): the row and the
// detail test of the same fixture read the same result, and whichever runs first computes it, so
// each test still runs alone or shuffled.
import { describe, expect, it } from "vitest";
import { probeSandbox } from "../../../sandbox/probe";
import { runVerifierAudits } from "../index";
import { scorerFromSandbox } from "../sandbox-scorer";
import { fixtureInput, fixtureVerifier } from "./fixture-verifiers";

const sandbox = probeSandbox();

const runs = new Map<string, ReturnType<typeof runVerifierAudits>>();
/** the default generic audits (every kind, the default budget) of one fixture, computed once */
function audited(name: string): ReturnType<typeof runVerifierAudits> {
  let run = runs.get(name);
  if (!run) {
    run = runVerifierAudits(fixtureInput(name), scorerFromSandbox(fixtureVerifier(name)));
    runs.set(name, run);
  }
  return run;
}

const problems = (codes: { code: string; severity: string }[]) =>
  [...new Set(codes.filter((f) => f.severity !== "info").map((f) => f.code))].sort();

describe.skipIf(!sandbox.ok)("generic verifier audits on planted problems (real sandbox)", () => {
  it.each([
    // reward = F1, label exact, |dt| <= 2 s as stated, order-insensitive: nothing to find
    ["clean", []],
    // withholding the 3 matched answers with wrong altitudes (gain -1 each) lifts codex from 0 to 3/6
    ["omission-pruning", ["omission_raises_score"]],
    // half the reward is the label histogram: padding with every label once earns it without media
    ["probe-clears-bar", ["blind_guess_above_bar", "probe_clears_bar"]],
    // states 2 s, accepts 1 s / 6 s
    ["tolerance-narrow", ["tolerance_narrower_than_stated"]],
    ["tolerance-wide", ["tolerance_wider_than_stated"]],
    // F1^4: 50 % right earns 0.0625, under the 0.10 bar; 60 % earns 0.1296
    ["cliff", ["reward_cliff"]],
    // json.dumps text equality: reversed keys, 9876.0 / 9.876e3, NFD "café" are rejected
    ["alternative-rejected", ["valid_alternative_rejected"]],
    // count and confidence are never read; the instruction says count is scored (a fail), not confidence (info)
    ["number-unchecked", ["number_not_scored"]],
  ])("%s: %j", async (name, expected) => {
    const result = await audited(name);
    expect(problems(result.findings), JSON.stringify(result.findings.map((f) => f.message))).toEqual(expected);
    // numeric fields, info included: only number-unchecked's two; omission-pruning's altitude is checked
    const unchecked = result.findings
      .filter((f) => f.code === "number_not_scored")
      .map((f) => [/does not check (\w+)/.exec(f.message)?.[1], f.severity]);
    expect(unchecked).toEqual(
      name === "number-unchecked"
        ? [
            ["count", "fail"],
            ["confidence", "info"],
          ]
        : [],
    );
    // a probe the verifier could not score would hide a problem: every one is scored
    expect(result.pairings[0].notes.filter((n) => /not scored|not run/.test(n))).toEqual([]);
  });

  it("the pruning case: the search withholds exactly the matched answers with wrong altitudes, and it is a fail", async () => {
    const result = await audited("omission-pruning");
    const [codex] = result.pairings[0].omission ?? [];
    // codex.json: altitudes wrong at events 1, 3, 5 (gain -1), right at 0, 2, 4 (gain +1): sum 0, so 0 / 6
    expect(codex).toMatchObject({ base: 0, best: 0.5, withheld: [1, 3, 5], withheldMatched: 3, retained: 3 });
    expect(result.findings.find((f) => f.code === "omission_raises_score")?.severity).toBe("fail");
  });

  it("the rejected alternatives are named: key order, both number respellings, Unicode NFD; the rest score as the oracle", async () => {
    const result = await audited("alternative-rejected");
    const rejected = (result.pairings[0].alternatives ?? []).filter((a) => a.rejected).map((a) => a.variant);
    expect(rejected).toEqual([
      "key order reversed in every object",
      "numbers with a decimal point (1 as 1.0)",
      "numbers in exponent form (72 as 7.2e1)",
      "labels in Unicode NFD",
    ]);
  });
});
