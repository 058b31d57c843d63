// Strict ground-truth validation (spec 2.3): anything wrong is a GroundTruthError.

import { describe, expect, it } from "vitest";
import { loadParityCorpus } from "../__tests__/parity";
import { GroundTruthError, type PyValue } from "../types";
import { flightgearCbfc22d as judge } from "./cbfc22d";
import { int, ledger, rowsOf, withField } from "./__tests__/support";

const corpus = loadParityCorpus(judge.id);
const rows = rowsOf(corpus.groundTruth);
const bytes = (s: string) => new TextEncoder().encode(s);

const replaceRow = (k: number, key: string, value: PyValue) => ledger(rows.map((r, i) => (i === k ? withField(r, key, value) : r)));

describe("ground truth validation", () => {
  it("accepts the shipped ground truth (with its source block)", () => {
    expect(judge.prepare(corpus.groundTruth).clearances.length).toBe(65);
  });

  it.each([
    ["unreadable JSON", bytes("{")],
    ["a bare array", bytes("[]")],
    ["an extra top-level key", ledger(rows, [["notes", "x"]])],
    ["clearances not an array", bytes('{"clearances": {}}')],
    ["a malformed clearance", ledger([...rows.slice(0, 3), "junk"])],
    ["an index that is not its position", replaceRow(4, "clearance_index", int(6))],
    ["issue times going backwards", replaceRow(4, "issued_time_s", 100.0)],
    ["a link to a clearance that does not exist", ledger(rows.slice(0, 7))],
    ["a link into another dimension", replaceRow(6, "superseded_by_index", int(9))],
  ])("rejects %s", (_label, gt) => {
    expect(() => judge.prepare(gt)).toThrow(GroundTruthError);
  });

  it("names the problem", () => {
    expect(() => judge.prepare(replaceRow(4, "clearance_index", int(6)))).toThrow(/clearance #5: clearance_index is 6/);
  });

  it("prepares a smaller ground truth generically (one leg, no links)", () => {
    const small = judge.prepare(ledger(rows.slice(0, 5)));
    expect(small.clearances.length).toBe(5);
    expect(small.ceiling.every((u) => u >= 0 && u <= 20)).toBe(true);
    const result = judge.score(small, judge.perfectSubmission(ledger(rows.slice(0, 5))));
    expect(result.reward.reward).toBe(1);
  });

  it("an empty ground truth prepares, and every submission scores 0", () => {
    const empty = judge.prepare(bytes('{"clearances": []}'));
    expect(empty.nGradable).toBe(0);
    expect(judge.score(empty, judge.perfectSubmission(corpus.groundTruth)).reward.reward).toBe(0);
  });
});
