// Caps and weights against the judge's scoringContract(): the prose readers (table tests), the
// findings on constructed documents (one that must find, one that must not), and the judges'
// contracts themselves, checked against what the judges do (the cap the contract reports is the
// one that voids a submission). Expected values are read off the inputs and the judges' SPECs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { egocentricE25513b } from "../judges/egocentric/e25513b";
import { flightgearCbfc22d } from "../judges/flightgear/cbfc22d";
import { kart1ea24fc } from "../judges/kart/1ea24fc";
import { kartF933449 } from "../judges/kart/f933449";
import { capStatements } from "./cap-statements";
import { DEFAULT_POLICY, type FamilyPolicy } from "./policy";
import { scoringNumberFindings } from "./scoring-numbers";
import type { ContractFinding } from "./types";
import { weightStatements } from "./weight-statements";

const TASKS = path.resolve(import.meta.dirname, "../../prisma/fixtures/tasks");
const codes = (fs: ContractFinding[]) => fs.map((f) => `${f.code}:${f.severity}`);
const doc = (text: string, p = "steps/solve/instruction.md") => ({ path: p, text });
const fgWeights = flightgearCbfc22d.scoringContract().filter((n) => n.kind === "weight");
const kartV4Weights = kart1ea24fc.scoringContract().filter((n) => n.kind === "weight");

describe("cap statements", () => {
  it.each([
    ["Submit at most 2000 clearances.", [[2000, "entries", "clearance"]]],
    ["up to 2,000 actions per file", [[2000, "entries", "action"]]],
    ["padding to the 2000-entry acceptance limit", [[2000, "entries", "entry"]]],
    ["A file over 2 MB is void.", [[2_000_000, "bytes", "byte"]]],
    ["more than 1500 entries are rejected", [[1500, "entries", "entry"]]],
    // no consequence on the line: a description of the video, not a cap
    ["the video holds more than 100 actions", []],
    ["heading: `small` when over 8 and at most 15 degrees", [[15, "entries", "degree"]]],
  ])("%s", (text, expected) => {
    expect(capStatements(text).map((s) => [s.value, s.unit, s.noun])).toEqual(expected);
  });
});

describe("weight statements", () => {
  it.each([
    [
      "out of 20 units: target 4, status 4, instrument snapshots 4, timing 4, supersession chain 2\n(which needs the link),\nprogress 2.",
      fgWeights,
      [
        ["target", 4, 1],
        ["status", 4, 1],
        ["states", 4, 1],
        ["timing", 4, 1],
        ["chain", 2, 1],
        ["progress", 2, 3],
      ],
    ],
    [
      "Weights: items 0.30, explosions 0.15,\nbananas 0.25, skid_time 0.30.",
      kartV4Weights,
      [
        ["items_collected", 0.3, 1],
        ["times_exploded", 0.15, 1],
        ["bananas_hit", 0.25, 2],
        ["skid_time", 0.3, 2],
      ],
    ],
    ["- `skid_time`: seconds drifting. **Scored (weight 30%).**", kartV4Weights, [["skid_time", 30, 1]]],
    // per-quantity scores, not weights: no weight word before the list
    ["Per-dim under exact-count: items 0.096, explosions 0.62, bananas 0.0", kartV4Weights, []],
    // one "name N unit" is a tolerance, never a weight
    ["Spoken targets are evaluated within 25 feet; the target 4400 feet, status 2 later", fgWeights, []],
  ])("%s", (text, weights, expected) => {
    expect(weightStatements(text, weights).map((s) => [s.key, s.value, s.line])).toEqual(expected);
  });
});

describe("caps and weights vs the judge (scoring_stated_differently / tolerance_not_in_instruction)", () => {
  const fg = flightgearCbfc22d.scoringContract();
  const fgPolicy: FamilyPolicy = { ...DEFAULT_POLICY, statedTolerances: [], method: "stated" };
  const fgCredit = "Each clearance earns up to 20 units: target 4, status 4, snapshots 4, timing 4, chain 2, progress 2.";
  it.each([
    ["cap equal", `Submit at most 2000 clearances. ${fgCredit}`, []],
    ["cap differs", `Submit at most 1000 clearances. ${fgCredit}`, ["scoring_stated_differently:error"]],
    ["a weight differs", fgCredit.replace("status 4", "status 2"), ["scoring_stated_differently:error"]],
    [
      "method stated, weights absent",
      "Report every clearance.",
      fg.filter((n) => n.kind === "weight").map(() => "tolerance_not_in_instruction:error"),
    ],
  ])("%s", (_, instruction, expected) => {
    expect(codes(scoringNumberFindings({ instruction: doc(instruction), spec: null, fps: null }, fg, fgPolicy))).toEqual(expected);
  });

  it("a cap the policy says must be stated: absent from the instruction, cited from the SPEC", () => {
    const policy: FamilyPolicy = { ...DEFAULT_POLICY, statedTolerances: [], statedCaps: ["MAX_PREDICTIONS"] };
    const spec = doc("x\nFiles with more than 2000 clearances are void.", "SPEC.md");
    const fs = scoringNumberFindings({ instruction: doc("Report every clearance."), spec, fps: null }, fg, policy);
    expect(fs).toMatchObject([{ code: "tolerance_not_in_instruction", severity: "warn" }]);
    expect(fs[0].evidence).toContain('SPEC.md:2 "more than 2000 clearances"');
    const stated = scoringNumberFindings({ instruction: doc("no more than 2000 clearances"), spec, fps: null }, fg, policy);
    expect(stated).toEqual([]);
  });

  it("the bundled kart instruction agrees with its judge (v4) and not with @f933449 (0.55/0.45, explosions and bananas unscored)", () => {
    const instruction = doc(readFileSync(path.join(TASKS, "kart-race-telemetry-ledger-s1/steps/solve/instruction.md"), "utf8"));
    const policy: FamilyPolicy = { statedTolerances: [], method: "stated", statedCaps: "none" };
    const docs = { instruction, spec: null, fps: null };
    expect(scoringNumberFindings(docs, kart1ea24fc.scoringContract(), policy)).toEqual([]);
    const latest = scoringNumberFindings(docs, kartF933449.scoringContract(), policy);
    expect(latest.map((f) => [f.code, f.line, /weight as (\S+); the judge's is (\S+)/.exec(f.message)?.slice(1)])).toEqual([
      ["scoring_stated_differently", 58, ["0.3", "0.55"]],
      ["scoring_stated_differently", 59, ["0.15", "0"]],
      ["scoring_stated_differently", 60, ["0.25", "0"]],
      ["scoring_stated_differently", 61, ["0.3", "0.45"]],
    ]);
  });
});

describe("the judges' scoring contracts are what the judges execute", () => {
  it("tolerances: the descriptors' values, options applied", () => {
    for (const judge of [egocentricE25513b, flightgearCbfc22d, kart1ea24fc, kartF933449]) {
      const tol = judge.scoringContract().filter((n) => n.kind === "tolerance");
      expect(tol.map((n) => [n.key, n.value])).toEqual(judge.tolerances.map((d) => [d.key, d.default]));
    }
    const widened = egocentricE25513b.scoringContract({ frameTolerance: 20 }).find((n) => n.key === "frameTolerance");
    expect(widened?.value).toBe(20);
    expect(() => flightgearCbfc22d.scoringContract({ issueTimeS: -1 })).toThrow(/issueTimeS/);
  });

  it("weights sum to the reward's total (kart shares of 1; FlightGear 20 credit units per clearance)", () => {
    for (const judge of [flightgearCbfc22d, kart1ea24fc, kartF933449]) {
      const w = judge.scoringContract().filter((n) => n.kind === "weight");
      expect(w.reduce((s, n) => s + n.value, 0)).toBeCloseTo(w[0].total!, 9);
    }
  });

  it("egocentric maxActions: the contract's cap is the one that voids a submission", () => {
    const options = { maxActions: 3 };
    const cap = egocentricE25513b.scoringContract(options).find((n) => n.key === "maxActions")!;
    expect(cap.value).toBe(3);
    const gt = readFileSync(path.join(TASKS, "egocentric-activity-understanding/steps/solve/tests/gt.json"));
    const prepared = egocentricE25513b.prepare(gt, options);
    const actions = (n: number) =>
      new TextEncoder().encode(
        JSON.stringify({
          actions: Array.from({ length: n }, (_, i) => ({ verb: "take", nouns: ["cup"], start_frame: i * 10, end_frame: i * 10 + 5 })),
        }),
      );
    expect(egocentricE25513b.score(prepared, actions(cap.value)).reason).not.toMatch(/maximum/);
    expect(egocentricE25513b.score(prepared, actions(cap.value + 1)).reason).toMatch(/exceeds the maximum of 3/);
  });

  it("FlightGear MAX_PREDICTIONS: one entry over the contract's cap rejects the file", () => {
    const cap = flightgearCbfc22d.scoringContract().find((n) => n.key === "MAX_PREDICTIONS")!;
    const gt = readFileSync(path.join(TASKS, "flightgear-atc-clearance-compliance-ledger/steps/solve/tests/ground_truth.json"));
    const prepared = flightgearCbfc22d.prepare(gt);
    const over = new TextEncoder().encode(JSON.stringify({ clearances: Array.from({ length: cap.value + 1 }, () => ({})) }));
    expect(flightgearCbfc22d.score(prepared, over).reason).toBe(`clearances exceeds ${cap.value} entries`);
  });
});
