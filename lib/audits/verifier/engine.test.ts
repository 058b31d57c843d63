// The engine with a TypeScript stand-in for the verifier (fast, no sandbox): the same clean
// F1 rule as the fixtures' clean judge, and variants each planting one problem the sandbox
// fixtures do not cover (a label the verifier ignores, a saturating reward, a verifier reading
// raw bytes); the budget, cancelling, and the pure curve summary.
import { describe, expect, it } from "vitest";
import { runVerifierAudits, type BatchScorer } from "./index";
import { deadZone, summariseSensitivity } from "./sensitivity";
import { fixtureInput } from "./__tests__/fixture-verifiers";

interface Rule {
  tolerance?: number;
  ignoreLabels?: boolean;
  saturate?: boolean;
  /** the submission must be written exactly like the oracle's bytes spelled with two-space indent */
  rawLayout?: boolean;
}

const truth = JSON.parse(new TextDecoder().decode(fixtureInput("clean").oracle)).events as unknown;
const truthEvents = Array.isArray(truth) ? truth.filter((e): e is { label: string; time: number } => typeof e?.label === "string") : [];

function standIn(rule: Rule = {}): { score: BatchScorer; calls: number[] } {
  const calls: number[] = [];
  const one = (bytes: Uint8Array) => {
    const text = new TextDecoder().decode(bytes);
    if (rule.rawLayout && !text.includes('"events": [')) return 0;
    const doc: unknown = JSON.parse(text);
    const list = typeof doc === "object" && doc !== null && "events" in doc && Array.isArray(doc.events) ? doc.events : [];
    const pred = list.filter((e): e is { label: string; time: number } => typeof e?.label === "string" && typeof e?.time === "number");
    const used = new Set<number>();
    let tp = 0;
    for (const g of truthEvents) {
      const i = pred.findIndex(
        (p, k) => !used.has(k) && (rule.ignoreLabels || p.label === g.label) && Math.abs(p.time - g.time) <= (rule.tolerance ?? 2),
      );
      if (i >= 0) {
        used.add(i);
        tp++;
      }
    }
    const f1 = tp === 0 ? 0 : (2 * tp) / (pred.length + truthEvents.length);
    return rule.saturate ? Math.min(1, 2 * f1) : f1;
  };
  const score: BatchScorer = async (subs) => {
    calls.push(subs.length);
    return subs.map((b) => ({ status: "scored", reward: one(b), reason: "ok" }));
  };
  return { score, calls };
}

const problems = (r: { findings: { code: string; severity: string }[] }) =>
  [...new Set(r.findings.filter((f) => f.severity !== "info").map((f) => f.code))].sort();

describe("runVerifierAudits with a stand-in verifier", () => {
  it("the clean rule: nothing found, every family ran within the default budget, in few batches", async () => {
    const { score, calls } = standIn();
    const r = await runVerifierAudits(fixtureInput("clean"), score);
    expect(problems(r)).toEqual([]);
    const p = r.pairings[0];
    expect(p.judgeId).toBe("task:fixture-clean");
    // 5 structural probes + 20 blind draws
    expect(p.shortcut?.total).toBe(25);
    expect(p.boundaries?.map((b) => b.name)).toEqual(["time offset"]);
    expect(p.verifier?.tolerances.map((t) => t.verdict)).toEqual(["agrees"]);
    expect(p.sensitivity?.points).toHaveLength(11);
    expect(p.omission?.map((o) => o.ledgerPath)).toEqual(["ledgers/agent.json"]);
    const used = calls.reduce((a, b) => a + b, 0);
    expect(p.verifier?.budget).toEqual({ limit: 600, used, cut: [] });
    // concurrent families share batches: far fewer scorer calls than submissions
    expect(calls.length).toBeLessThan(used / 3);
  });

  it.each([
    // the curve then makes events wrong by time (a swap is no error to this verifier): no dead zone
    ["a label the verifier ignores", { ignoreLabels: true }, ["label_not_scored"]],
    ["a saturating reward (min(1, 2·F1)): more right earns nothing past half", { saturate: true }, ["reward_dead_zone"]],
    ["a verifier reading raw text", { rawLayout: true }, ["valid_alternative_rejected"]],
  ])("%s", async (_name, rule, expected) => {
    const r = await runVerifierAudits(fixtureInput("clean"), standIn(rule).score);
    expect(problems(r)).toEqual(expected);
  });

  it("the raw-text verifier's rejected variant is named", async () => {
    const r = await runVerifierAudits(fixtureInput("clean"), standIn({ rawLayout: true }).score, { audits: ["probes"] });
    // the rule looks for the text `"events": [`: one line drops its space, escapes respell the key
    expect(r.pairings[0].alternatives?.filter((a) => a.rejected).map((a) => a.variant)).toEqual([
      "whitespace: one line",
      "strings with \\u escapes",
    ]);
  });

  it("a small budget: never more runs than allowed, and the notes say what was cut", async () => {
    const { score, calls } = standIn();
    const r = await runVerifierAudits(fixtureInput("clean"), score, { budget: 40 });
    expect(calls.reduce((a, b) => a + b, 0)).toBe(40);
    expect(r.pairings[0].verifier?.budget.cut.length).toBeGreaterThan(0);
    expect(r.pairings[0].notes.some((n) => /not run \(budget 40\)/.test(n))).toBe(true);
  });

  it("only the audits asked for run", async () => {
    const r = await runVerifierAudits(fixtureInput("clean"), standIn().score, { audits: ["omission", "versions"] });
    const p = r.pairings[0];
    expect(r.audits).toEqual(["omission"]);
    expect([p.shortcut, p.sensitivity, p.alternatives]).toEqual([undefined, undefined, undefined]);
    expect(p.omission).toHaveLength(1);
    expect(p.notes[0]).toMatch(/^versions: not run/);
  });

  it("cancelling stops the run with the abort reason", async () => {
    const ctrl = new AbortController();
    ctrl.abort(new Error("cancelled by test"));
    await expect(runVerifierAudits(fixtureInput("clean"), standIn().score, { signal: ctrl.signal })).rejects.toThrow("cancelled by test");
  });

  it("an oracle the verifier does not score: nothing probed, said why", async () => {
    const zero: BatchScorer = async (subs) => subs.map(() => ({ status: "crashed", reward: null, reason: "boom" }));
    const r = await runVerifierAudits(fixtureInput("clean"), zero);
    expect(r.findings).toEqual([]);
    expect(r.pairings[0].notes.join("\n")).toMatch(/gives the oracle no score: nothing to probe against/);
  });
});

describe("sensitivity summary (pure)", () => {
  const curve = (means: number[]) => means.map((mean, i) => ({ fractionCorrect: i / 10, mean, min: mean, max: mean }));

  it.each([
    ["linear", [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9], []],
    ["bar only at 60 %", [0, 0, 0, 0.01, 0.02, 0.05, 0.12, 0.2, 0.4, 0.7], ["reward_cliff"]],
    ["all-or-nothing", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], ["reward_cliff", "reward_dead_zone", "weight_concentration"]],
    ["saturated from half", [0, 0.2, 0.4, 0.6, 0.8, 1, 1, 1, 1, 1], ["reward_dead_zone"]],
  ])("%s", (_name, means, codes) => {
    const r = summariseSensitivity(
      { points: curve(means), describe: "label swapped" },
      1,
      { count: 0, mean: 0, p95: 0, max: 0 },
      "task:x",
      0.1,
    );
    expect(r.findings.map((f) => f.code).sort()).toEqual(codes);
  });

  // a budget cut: too few points, or none at or under the cliff fraction, to say where the bar is
  // first reached: no cliff and no concentration (each all-or-nothing, which is a cliff when whole)
  it.each([
    ["the oracle's point only", []],
    ["two points", [0, 0.1]],
    ["only above the cliff fraction", [0.6, 0.7, 0.8, 0.9]],
  ])("%s: no curve finding", (_name, fractions) => {
    const points = fractions.map((fractionCorrect) => ({ fractionCorrect, mean: 0, min: 0, max: 0 }));
    const r = summariseSensitivity({ points, describe: "label swapped" }, 1, { count: 0, mean: 0, p95: 0, max: 0 }, "task:x", 0.1);
    expect(r.findings.map((f) => f.code)).toEqual([]);
  });

  it("a flat bottom is the cliff's, not a dead zone; a flat stretch must span 30 points", () => {
    expect(deadZone(curve([0, 0, 0, 0, 0.2, 0.4, 0.6, 0.8, 0.9, 0.95, 1]), 1)).toBeNull();
    expect(deadZone(curve([0, 0.1, 0.2, 0.5, 0.5, 0.5, 0.6, 0.7, 0.8, 0.9, 1]), 1)).toBeNull();
    expect(deadZone(curve([0, 0.1, 0.2, 0.5, 0.5, 0.5, 0.5, 0.7, 0.8, 0.9, 1]), 1)).toEqual({ from: 0.3, to: 0.6 });
  });
});
