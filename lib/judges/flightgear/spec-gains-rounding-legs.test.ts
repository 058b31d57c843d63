// Second review: held-out style table tests, one block per spec section
// (lib/judges/flightgear/SPEC.md). Each case is a mutation of
// the oracle the way the held-out corpus builds them (`<base>__<mutation>`). The expected
// numbers come from an independent spec-only evaluator (written from the spec, not from this
// port) and, where the spec states a number (section 8, addenda A5/A7), from the spec itself.

import { describe, expect, it } from "vitest";
import type { PyValue } from "../types";
import { corpus, oracle, bytes, caseBytes, scoreBytes, scoreOracle, type Edit } from "./__tests__/spec-mutations";
import { prepareClearances } from "./prepare";
import { flightgearCbfc22d as judge } from "./cbfc22d";
import { ledger, rowsOf, withField } from "./__tests__/support";

describe("§6.2-6.4 gains, charging and group totals", () => {
  it("pairs on the 5 ungradable events earn no gain and are not spurious; their groups still count (6.4)", () => {
    const keep = [22, 33, 46, 48, 59];
    const { reward, details } = scoreOracle(
      [],
      oracle.map((_, i) => i).filter((i) => !keep.includes(i)),
    );
    expect(reward).toBe(0);
    expect(details).toMatchObject({
      identity_matches: 5,
      full_credit_matches: 5,
      spurious_clearances: 0,
      chargeable_clearances: 60,
      raw_credit_units: 100,
      credited_clearances: 0,
      precision: 0,
      recall: 0,
      leg_credit_accuracy: 0,
      complete_legs: 0,
      n_leg_chains: 5,
    });
    expect(details.group_credit).toMatchObject({ target: { earned: 20, available: 260 }, chain: { earned: 10, available: 130 } });
  });

  it("one perfect gradable row: 1/60, precision 1", () => {
    const { reward, details } = scoreOracle(
      [],
      oracle.map((_, i) => i).filter((i) => i !== 0),
    );
    expect(reward).toBe(0.0167);
    expect(details).toMatchObject({ precision: 1, recall: 0.0167, credited_clearances: 1, leg_credit_fractions: { "0": 0.0769 } });
  });

  it("credit is floored at 0 when the gains sum negative: every row violated", () => {
    const nulls = ["completion_time_s", "completion_altitude_ft", "completion_heading_deg", "completion_airspeed_kt"].map((f): Edit => [
      "set",
      "*",
      f,
      null,
    ]);
    const { reward, details } = scoreOracle([["set", "*", "status", "violated"], ["set", "*", "superseded_by_index", null], ...nulls]);
    expect(reward).toBe(0);
    expect(details).toMatchObject({ identity_matches: 65, raw_credit_units: 850, credited_clearances: 0, precision: 0 });
  });

  it("all rows malformed: every one spurious, reward 0, reason counts them", () => {
    const { reward, details } = scoreBytes(ledger(oracle.map((r) => withField(r, "status", "done"))));
    expect(reward).toBe(0);
    expect(details).toMatchObject({
      reason: "dropped 65 malformed clearances",
      n_schema_valid: 0,
      spurious_clearances: 65,
      chargeable_clearances: 125,
      identity_matches: 0,
      leg_credit_fractions: { "0": 0, "1": 0, "2": 0, "3": 0, "4": 0 },
    });
  });
});

describe("§1 / §7 round(x, 4) is half-even on the binary value", () => {
  it.each<[number, number, number]>([
    [2, 0.0312, 0.0333], // 2 / 64 = 0.03125 exactly: Math.round would give 0.0313
    [10, 0.1562, 0.1667], // 10 / 64 = 0.15625 exactly
    [14, 0.2188, 0.2333], // 14 / 64 = 0.21875 exactly (rounds up to even)
  ])("%i perfect gradable rows + 4 junk rows: reward %s", (n, reward, recall) => {
    const rows: PyValue[] = [...oracle.slice(0, n), "a", "b", "c", "d"];
    const r = scoreBytes(ledger(rows));
    expect(r.reward).toBe(reward);
    expect(r.details).toMatchObject({ graded_clearance_credit: reward, chargeable_clearances: 64, recall, precision: 1 });
  });
});

describe("§6.3 legs follow the aligned GT event, never the predicted issue time", () => {
  it("a prediction at 719.5 s answering a GT event at 721.0 s counts in leg 1", () => {
    // first 14 GT rows; #14 (descend, was 748 s) moved to 721.0 s
    const gtRows = rowsOf(corpus.groundTruth).slice(0, 14);
    gtRows[13] = withField(gtRows[13], "issued_time_s", 721.0);
    const gt = judge.prepare(ledger(gtRows));
    expect(gt.legs[13]).toBe(1);
    const preds = [...gtRows.slice(0, 13), withField(gtRows[13], "issued_time_s", 719.5)];
    const { details } = scoreBytes(ledger(preds), gt);
    const fractions = details.leg_credit_fractions as Record<string, number>;
    expect(gt.gradable[13]).toBe(true);
    // by the predicted time (leg 0) leg 1 would be unanswered (0) and leg 0 would hold 14 gains for 13 events
    expect(fractions).toEqual({ "0": 1, "1": 1 });
    expect(details.complete_legs).toBe(2);
    // generic prepare path used here too
    expect(prepareClearances(gt.clearances).ceiling).toEqual(gt.ceiling);
  });
});

describe("§8 and the addenda: numbers the spec states", () => {
  it("oracle + 5 duplicates: 60/65 = 0.9231", () => {
    expect(scoreBytes(ledger([...oracle, ...oracle.slice(10, 15)])).reward).toBe(0.9231);
  });

  it("reversed oracle: 1 pair, 64 spurious, 0.0081", () => {
    const { reward, details } = scoreBytes(ledger([...oracle].reverse()));
    expect(reward).toBe(0.0081);
    expect(details.identity_matches).toBe(1);
    expect(details.spurious_clearances).toBe(64);
  });

  it("2015 entries: rejected", () => {
    const { reward, details } = scoreBytes(ledger(Array.from({ length: 2015 }, (_, i) => oracle[i % 65])));
    expect(reward).toBe(0);
    expect(details.reason).toBe("clearances exceeds 2000 entries");
  });

  it("A5: every execution time -4.0 s drops #6, #18, #46 and scores 0.7326", () => {
    const { reward, details } = scoreOracle([["add", "*", "execution_start_time_s", -4.0]]);
    expect(details.reason).toBe("dropped 3 malformed clearances");
    expect(reward).toBe(0.7326);
  });

  it("A5 neighbour: -3.89 s keeps every row", () => {
    const { details } = scoreOracle([["add", "*", "execution_start_time_s", -3.89]]);
    expect(details.reason).toBe("ok");
  });

  // A7: drop the aligned gradable rows whose gain is negative (once, or until none is left)
  it.each<[string, boolean, number]>([
    ["codex", false, 0.3291],
    ["claude-agent-host", false, 0.6594],
    ["antigravity", false, 0.0238],
    ["antigravity", true, 0.0258],
    ["ablation-audio-only", false, 0.0355],
    ["ablation-frame-dump", false, 0.039],
    ["ablation-video-only", false, 0.0116],
    ["claude-native__wrapped_reindexed", false, 0.0271],
  ])("A7: %s pruned (iterated: %s) scores %s", (name, iterate, want) => {
    let rows: PyValue[] = rowsOf(caseBytes(name));
    for (;;) {
      const { result } = scoreBytes(ledger(rows));
      const negative = new Set(
        result.events
          .filter(
            (e) =>
              e.kind === "expected" &&
              e.matchedPrediction !== null &&
              (e.extra?.gain as number | null) !== null &&
              (e.extra?.gain as number) < 0,
          )
          .map((e) => e.matchedPrediction as number),
      );
      if (negative.size === 0) break;
      rows = rows.filter((_, i) => !negative.has(i));
      if (!iterate) break;
    }
    expect(scoreBytes(ledger(rows)).reward).toBe(want);
  });
});

describe("§2.1 step 1 / A1 / A2: any bytes give a verdict, never an exception", () => {
  const big = (n: number, item: string) => `{"clearances": [${Array.from({ length: n }, () => item).join(",")}]}`;
  it.each<[string, Uint8Array, string | RegExp, number?]>([
    ["a BOM alone", new Uint8Array([0xef, 0xbb, 0xbf]), /^unreadable JSON: Unexpected UTF-8 BOM/],
    [
      "an overlong C0 AF",
      new Uint8Array([...bytes('{"clearances": ["'), 0xc0, 0xaf, ...bytes('"]}')]),
      "'utf-8' codec can't decode byte 0xc0 in position 17: invalid start byte",
    ],
    [
      "an encoded surrogate ED A0 80",
      new Uint8Array([...bytes('{"clearances": ["'), 0xed, 0xa0, 0x80, ...bytes('"]}')]),
      "'utf-8' codec can't decode byte 0xed in position 17: invalid continuation byte",
    ],
    [
      "a truncated sequence at the end",
      new Uint8Array([...bytes('{"clearances": ["'), 0xe2, 0x82]),
      "'utf-8' codec can't decode bytes in position 17-18: unexpected end of data",
    ],
    ["NUL bytes", new Uint8Array(100), /^unreadable JSON: Expecting value/],
    ["UTF-16 without a BOM", new Uint8Array([0x7b, 0x00, 0x7d, 0x00]), /^unreadable JSON: /],
    ["200,000 open brackets", bytes("[".repeat(200_000)), /^unreadable JSON: maximum recursion depth exceeded/],
    ["200,000 nested objects", bytes('{"a":'.repeat(200_000)), /^unreadable JSON: maximum recursion depth exceeded/],
    [
      "200-deep nesting inside a row parses (the row is dropped)",
      bytes(`{"clearances": [${"[".repeat(200)}${"]".repeat(200)}]}`),
      "dropped 1 malformed clearances",
      1,
    ],
    [
      "NaN, Infinity, -Infinity and 1e400 rows",
      bytes('{"clearances": [NaN, Infinity, -Infinity, 1e400]}'),
      "dropped 4 malformed clearances",
      4,
    ],
    ["a lone surrogate escape as a row", bytes('{"clearances": ["\\ud800"]}'), "dropped 1 malformed clearances", 1],
    ["100,000 rows", bytes(big(100_000, "0")), "clearances exceeds 2000 entries"],
    ["2000 empty objects", bytes(big(2000, "{}")), "dropped 2000 malformed clearances", 2000],
    ["a 1e999999 exponent", bytes('{"clearances": [1e999999]}'), "dropped 1 malformed clearances", 1],
  ])("%s", (_label, b, reason, predicted = 0) => {
    const { reward, details } = scoreBytes(b);
    expect(reward).toBe(0);
    if (typeof reason === "string") expect(details.reason).toBe(reason);
    else expect(details.reason).toMatch(reason);
    expect(details.n_predicted).toBe(predicted);
  });
});
