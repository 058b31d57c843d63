// The per-event breakdown must carry the whole reward: rewardFromEvents(events) equals
// reward.reward for any submission. Property-tested on random perturbations of the oracle.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadParityCorpus } from "../__tests__/parity";
import { PyDict, type PyValue } from "../types";
import { flightgearCbfc22d as judge, rewardFromEvents } from "./cbfc22d";
import { int, ledger, rowsOf, shifted, withField } from "./__tests__/support";

const corpus = loadParityCorpus(judge.id);
const prepared = judge.prepare(corpus.groundTruth);
const oracle = rowsOf(judge.perfectSubmission(corpus.groundTruth));

type Edit =
  | { kind: "shift"; row: number; field: string; delta: number }
  | { kind: "drop"; row: number }
  | { kind: "duplicate"; row: number }
  | { kind: "swap"; row: number; other: number }
  | { kind: "status"; row: number; status: string }
  | { kind: "junk"; row: number };

const SHIFTABLE = [
  "issued_time_s",
  "target_value",
  "issue_heading_deg",
  "ending_altitude_ft",
  "execution_start_time_s",
  "completion_time_s",
  "maximum_commanded_progress",
  "completion_airspeed_kt",
];

const row = fc.integer({ min: 0, max: 64 });
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant("shift" as const),
    row,
    field: fc.constantFrom(...SHIFTABLE),
    delta: fc.oneof(fc.double({ min: -6, max: 6, noNaN: true }), fc.constantFrom(-4, -2, -1, 1, 2, 4, 8, 25, 100)),
  }),
  fc.record({ kind: fc.constant("drop" as const), row }),
  fc.record({ kind: fc.constant("duplicate" as const), row }),
  fc.record({ kind: fc.constant("swap" as const), row, other: row }),
  fc.record({ kind: fc.constant("status" as const), row, status: fc.constantFrom("complied", "violated", "incomplete", "late") }),
  fc.record({ kind: fc.constant("junk" as const), row }),
);

function apply(rows: PyValue[], e: Edit): PyValue[] {
  const out = [...rows];
  const i = e.row % Math.max(out.length, 1);
  if (out.length === 0) return out;
  const r = out[i] as PyDict;
  switch (e.kind) {
    case "shift":
      if (r instanceof PyDict) out[i] = shifted(r, e.field, e.delta);
      break;
    case "drop":
      out.splice(i, 1);
      break;
    case "duplicate":
      out.splice(i, 0, r);
      break;
    case "swap": {
      const j = e.other % out.length;
      [out[i], out[j]] = [out[j], out[i]];
      break;
    }
    case "status":
      if (r instanceof PyDict) out[i] = withField(r, "status", e.status);
      break;
    case "junk":
      out.splice(i, 0, [int(1)]);
      break;
  }
  return out;
}

function check(rows: PyValue[]) {
  const result = judge.score(prepared, ledger(rows));
  const reward = result.reward.reward as number;
  const details = result.reward.details as Record<string, number>;
  expect(reward).toBeGreaterThanOrEqual(0);
  expect(reward).toBeLessThanOrEqual(1);
  expect(rewardFromEvents(result.events)).toBe(reward);
  expect(result.events.filter((e) => e.kind === "expected").length).toBe(65);
  expect(result.events.filter((e) => e.kind === "spurious").length).toBe(details.spurious_clearances);
  expect(result.events.reduce((a, e) => a + e.available, 0)).toBe(details.chargeable_clearances);
  for (const e of result.events) {
    expect(e.earned).toBeGreaterThanOrEqual(-1);
    expect(e.earned).toBeLessThanOrEqual(e.available);
    const groups = (e.groups ?? []).reduce((a, g) => a + g.earned, 0);
    if (e.kind === "expected") expect(groups).toBe(e.extra?.units);
  }
  return result;
}

describe("breakdown sums to the reward", () => {
  it("on random perturbations of the oracle (shifts, drops, duplicates, swaps, junk)", () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (edits) => {
        check(edits.reduce(apply, oracle as PyValue[]));
      }),
      { numRuns: 150 },
    );
  });

  it("on whole-ledger shifts of the issue times", () => {
    fc.assert(
      fc.property(fc.double({ min: -3, max: 3, noNaN: true }), (delta) => {
        check(oracle.map((r) => shifted(r, "issued_time_s", delta)));
      }),
      { numRuns: 40 },
    );
  });

  it("omitting a below-baseline answer never lowers the reward (the pruning incentive is real)", () => {
    // documents the original's property rather than fighting it: dropping a row whose gain is
    // negative raises the reward, because an unanswered event simply earns 0
    const swapStatus = (r: PyDict) => {
      const status = r.get("status");
      return status === "complied"
        ? withField(r, "status", "complied_late")
        : status === "complied_late"
          ? withField(r, "status", "complied")
          : r;
    };
    const degraded = oracle.map((r) =>
      swapStatus(withField(shifted(r, "maximum_commanded_progress", 1000), "overshoot_bucket", "not_applicable")),
    );
    const full = check(degraded);
    const negative = full.events.filter((e) => e.kind === "expected" && (e.extra?.gain as number) < 0);
    expect(negative.length).toBeGreaterThan(0);
    const pruned = check(degraded.filter((_, k) => !negative.some((e) => e.index === k)));
    expect(pruned.reward.reward as number).toBeGreaterThanOrEqual(full.reward.reward as number);
  });
});

describe("event contents", () => {
  it("expected events carry the issue time, the partner, the baseline and the signed gain", () => {
    const result = judge.score(prepared, judge.perfectSubmission(corpus.groundTruth));
    const first = result.events[0];
    expect(first).toMatchObject({ kind: "expected", index: 0, matchedPrediction: 0, verdict: "full", timeSec: 20 });
    expect(first.extra).toMatchObject({ units: 20, baselineUnits: 13, gain: 1, gradable: true, leg: 0 });
    expect(first.groups?.map((g) => [g.name, g.earned, g.available])).toEqual([
      ["target", 4, 4],
      ["status", 4, 4],
      ["states", 4, 4],
      ["timing", 4, 4],
      ["chain", 2, 2],
      ["progress", 2, 2],
    ]);
    const target = first.fields.find((f) => f.name === "target_value");
    expect(target).toMatchObject({ expected: 293, predicted: 293, verdict: "ok", earned: 4, available: 4 });
    // #23 is answered in full by the transcript alone: shown, but worth nothing
    expect(result.events[22]).toMatchObject({ earned: 0, available: 0, extra: { gradable: false, gain: null } });
  });

  it("unmatched predictions and dropped rows are spurious events pointing at their row", () => {
    const rows = [...oracle.slice(0, 64), "junk", withField(oracle[64], "issued_time_s", 3599.0)];
    const result = judge.score(prepared, ledger(rows));
    const spurious = result.events.filter((e) => e.kind === "spurious");
    expect(spurious.map((e) => e.index)).toEqual([64, 65]);
    expect(spurious[0].extra).toMatchObject({ dropped: true });
    expect(spurious[1]).toMatchObject({ timeSec: 3599, earned: 0, available: 1, verdict: "spurious" });
    expect(result.events[64]).toMatchObject({ matchedPrediction: null, verdict: "none" });
  });

  it("a rejected document charges nothing and shows every expected event unanswered", () => {
    const result = judge.score(prepared, new TextEncoder().encode("[]"));
    expect(result.events.length).toBe(65);
    expect(result.events.every((e) => e.available === 0 && e.matchedPrediction === null)).toBe(true);
    expect(rewardFromEvents(result.events)).toBe(0);
  });
});
