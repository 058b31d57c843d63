// Document-level acceptance (spec 2.1, addenda A1-A3) and the rejected reward (7.2).

import { describe, expect, it } from "vitest";
import { loadParityCorpus } from "../__tests__/parity";
import type { PyValue } from "../types";
import { flightgearCbfc22d as judge } from "./cbfc22d";
import { ledger, rowsOf, withField } from "./__tests__/support";

const corpus = loadParityCorpus(judge.id);
const prepared = judge.prepare(corpus.groundTruth);
const oracleBytes = judge.perfectSubmission(corpus.groundTruth);
const rows = rowsOf(oracleBytes);
const text = new TextDecoder().decode(oracleBytes);
const bytes = (s: string) => new TextEncoder().encode(s);

function score(b: Uint8Array) {
  const r = judge.score(prepared, b);
  return { reward: r.reward.reward as number, details: r.reward.details as Record<string, unknown>, result: r };
}

describe("rejected documents", () => {
  it.each([
    ["a bare array", "[]", "top-level object must contain clearances"],
    ["a string", '"clearances"', "top-level object must contain clearances"],
    ["true", "true", "top-level object must contain clearances"],
    ["-Infinity", "-Infinity", "top-level object must contain clearances"],
    ["a wrong key", '{"clearance": []}', "top-level object must contain clearances"],
    ["an extra key", '{"clearances": [], "foo": 1}', "top-level object must contain only clearances"],
    ["clearances null", '{"clearances": null}', "clearances must be an array"],
    ["clearances an object", '{"clearances": {}}', "clearances must be an array"],
    ["clearances a string", '{"clearances": "[]"}', "clearances must be an array"],
    ["an empty file", "", "unreadable JSON: Expecting value: line 1 column 1 (char 0)"],
    ["trailing data", '{"clearances": []} {}', "unreadable JSON: Extra data: line 1 column 20 (char 19)"],
  ])("%s", (_label, doc, reason) => {
    const { reward, details, result } = score(bytes(doc));
    expect(reward).toBe(0);
    expect(details.reason).toBe(reason);
    expect(result.reason).toBe(reason);
    expect(details.n_predicted).toBe(0);
    expect(details.chance_credit_units).toBe(0);
    expect(details.max_credit_units).toBe(1300);
    expect(details.n_ground_truth).toBe(65);
    expect(details.group_credit).toEqual({});
    expect(details.credit_policy).toEqual({});
  });

  it("a leading BOM is unreadable JSON", () => {
    const { details } = score(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('{"clearances": []}')]));
    expect(String(details.reason)).toMatch(/^unreadable JSON: Unexpected UTF-8 BOM/);
  });

  it("invalid UTF-8 and the 4300-digit int limit reach the reason without the prefix", () => {
    const latin1 = score(new Uint8Array([0x7b, 0xa0, ...bytes('"clearances": []}')]));
    expect(latin1.details.reason).toBe("'utf-8' codec can't decode byte 0xa0 in position 1: invalid start byte");
    const huge = score(bytes(`{"clearances": [], "source": ${"9".repeat(5000)}}`));
    expect(String(huge.details.reason)).toMatch(/^Exceeds the limit \(4300 digits\)/);
    expect(huge.reward).toBe(0);
  });

  it("more than 2000 entries rejects the whole document; 2000 is accepted", () => {
    const padded = (n: number) => ledger([...rows, ...Array.from({ length: n - rows.length }, () => [] as PyValue)]);
    const over = score(padded(2001));
    expect(over.details.reason).toBe("clearances exceeds 2000 entries");
    expect(over.reward).toBe(0);
    const at = score(padded(2000));
    expect(at.details.reason).toBe("dropped 1935 malformed clearances");
    expect(at.details.spurious_clearances).toBe(1935);
    expect(at.reward).toBe(0.0301); // 60 / (60 + 1935)
  });
});

describe("accepted documents", () => {
  it("the oracle scores 1.0 and the empty ledger 0.0", () => {
    expect(score(oracleBytes).reward).toBe(1);
    const empty = score(judge.emptySubmission());
    expect(empty.reward).toBe(0);
    expect(empty.details.reason).toBe("ok");
    expect(empty.details.chargeable_clearances).toBe(60);
  });

  it("a source key is tolerated; a duplicate key keeps the last value", () => {
    expect(score(ledger(rows, [["source", null]])).reward).toBe(1);
    const dup = score(bytes(text.replace(/\n}\n?$/, ',\n"clearances": []\n}')));
    expect(dup.reward).toBe(0);
    expect(dup.details.reason).toBe("ok");
  });

  it("a NaN literal drops only its row (JSON.parse would reject the whole text)", () => {
    const r = score(ledger(rows.map((row, i) => (i === 3 ? withField(row, "maximum_commanded_progress", NaN) : row))));
    expect(r.details.reason).toBe("dropped 1 malformed clearances");
    expect(r.details.n_schema_valid).toBe(64);
    expect(r.reward).toBe(0.9672); // 59 / 61
  });

  it("an index of 1.0 drops its row; a huge int index too", () => {
    const oneDotZero = score(bytes(text.replace('"clearance_index": 1,', '"clearance_index": 1.0,')));
    expect(oneDotZero.reward).toBe(0.9672);
    const huge = score(bytes(text.replace('"clearance_index": 1,', `"clearance_index": 1${"0".repeat(400)},`)));
    expect(huge.reward).toBe(0.9672);
  });

  it("dropped rows are charged as spurious: oracle + 1 malformed entry = 60/61", () => {
    expect(score(ledger([...rows, "junk"])).reward).toBe(0.9836);
  });
});
