// The JudgeDefinition surface: id, empty/perfect submissions, headline, never throwing.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadParityCorpus } from "../__tests__/parity";
import { flightgearCbfc22d as judge } from "./cbfc22d";

const corpus = loadParityCorpus(judge.id);
const prepared = judge.prepare(corpus.groundTruth);
const oracleCase = corpus.cases.find((c) => c.name === "oracle");

describe("flightgearCbfc22d", () => {
  it("has the judge id and family", () => {
    expect(judge.id).toBe("flightgear-atc-clearance-compliance-ledger@cbfc22d");
    expect(judge.family).toBe("flightgear-atc-clearance-compliance-ledger");
  });

  it('the empty submission is {"clearances": []} and scores 0 (null gate)', () => {
    const empty = judge.emptySubmission();
    expect(JSON.parse(new TextDecoder().decode(empty))).toEqual({ clearances: [] });
    const result = judge.score(prepared, empty);
    expect(judge.headline(result)).toBe(0);
    expect(result.reason).toBe("ok");
  });

  it("the perfect submission is byte-for-byte the task's oracle.json and scores 1", () => {
    const perfect = judge.perfectSubmission(corpus.groundTruth);
    expect(Buffer.from(perfect).equals(Buffer.from(oracleCase!.submission))).toBe(true);
    expect(judge.headline(judge.score(prepared, perfect))).toBe(1);
  });

  it("never throws, whatever the bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const result = judge.score(prepared, bytes);
        expect(judge.headline(result)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on JSON-shaped noise, and stays within [0, 1]", () => {
    const value = fc.letrec((tie) => ({
      any: fc.oneof(
        { depthSize: "small" },
        fc.constantFrom(null, true, false, 0, 1, -1, 1.5, 1e400, "NaN"),
        fc.string(),
        fc.array(tie("any"), { maxLength: 4 }),
        fc.dictionary(fc.constantFrom("clearances", "source", "status", "clearance_index", "x"), tie("any"), { maxKeys: 4 }),
      ),
    })).any;
    fc.assert(
      fc.property(value, (v) => {
        const text = JSON.stringify(v).replace(/"NaN"/g, "NaN");
        const result = judge.score(prepared, new TextEncoder().encode(text));
        const r = judge.headline(result);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it("deeply nested input is unreadable JSON, not a crash", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const result = judge.score(prepared, new TextEncoder().encode(deep));
    expect(result.reason).toMatch(/^unreadable JSON: /);
  });
});
