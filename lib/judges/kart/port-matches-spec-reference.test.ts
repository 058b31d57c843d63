// Held-out style cross-check: beyond the committed spec tables, the port must give the same
// verdict as the spec reference (__tests__/spec-reference.ts, written from SPEC.md without the
// port) on seeded random mutations of the oracle — races dropped, duplicated, swapped, values
// moved around the tolerance edges, retyped (strings, bools, null, NaN, huge ints), times moved
// around the race windows (@f933449). The reference's verdict is compared as a corpus verdict.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareVerdict, type ExpectedVerdict } from "../__tests__/parity";
import { latestCorpus, latestOracle, scoreLatest, scoreV4, v4Corpus, v4Oracle, type Race } from "./__tests__/fixtures";
import { HUGE_309, ledgerWithSpecials, tol } from "./__tests__/spec-case-builders";
import { refGroundTruth, refKart, type RefKartVersion } from "./__tests__/spec-reference";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

type Op =
  | { kind: "drop" | "duplicate"; at: number }
  | { kind: "swap"; at: number; with: number }
  | { kind: "shift"; at: number; field: string; tolerances: number }
  | { kind: "retype"; at: number; field: string; value: unknown }
  | { kind: "time"; at: number; seconds: number };

const RETYPES: unknown[] = [null, true, false, "", "abc", " 7\n", "1_0", "nan", "inf", NaN, Infinity, [1], { v: 1 }, "@@HUGE@@"];

function opArb(fields: string[]): fc.Arbitrary<Op> {
  const at = fc.nat({ max: 13 });
  const field = fc.constantFrom(...fields, "t");
  return fc.oneof(
    fc.record({ kind: fc.constantFrom("drop" as const, "duplicate" as const), at }),
    fc.record({ kind: fc.constant("swap" as const), at, with: at }),
    fc.record({
      kind: fc.constant("shift" as const),
      at,
      field: fc.constantFrom(...fields),
      tolerances: fc.constantFrom(-1.01, -1, -0.5, 0.99, 1, 1.01, 3),
    }),
    fc.record({ kind: fc.constant("retype" as const), at, field, value: fc.constantFrom(...RETYPES) }),
    fc.record({ kind: fc.constant("time" as const), at, seconds: fc.constantFrom(-15.01, -15, -120, 14.99, 15, 15.01, 200) }),
  );
}

function apply(oracle: Race[], ops: Op[]): Uint8Array {
  const races = oracle.map((r) => ({ ...r }));
  for (const op of ops) {
    const i = op.at % Math.max(1, races.length);
    if (races.length === 0) break;
    if (op.kind === "drop") races.splice(i, 1);
    else if (op.kind === "duplicate") races.splice(i, 0, { ...races[i] });
    else if (op.kind === "swap") {
      const j = op.with % races.length;
      [races[i], races[j]] = [races[j], races[i]];
    } else if (op.kind === "shift" && typeof races[i][op.field] === "number") {
      const v = races[i][op.field] as number;
      races[i] = { ...races[i], [op.field]: v + op.tolerances * tol(v) };
    } else if (op.kind === "retype") races[i] = { ...races[i], [op.field]: op.value };
    else if (op.kind === "time" && typeof races[i].t === "number") races[i] = { ...races[i], t: (races[i].t as number) + op.seconds };
  }
  const text = decode(ledgerWithSpecials(races));
  return new TextEncoder().encode(text.replaceAll('"@@HUGE@@"', HUGE_309));
}

const VERSIONS = [
  {
    version: "v4" as RefKartVersion,
    corpus: v4Corpus,
    oracle: v4Oracle,
    score: scoreV4,
    fields: ["items_collected", "times_exploded", "bananas_hit", "skid_time"],
  },
  {
    version: "latest" as RefKartVersion,
    corpus: latestCorpus,
    oracle: latestOracle,
    score: scoreLatest,
    fields: ["items_collected", "skid_time"],
  },
];

describe.each(VERSIONS)(
  "kart $version: the port equals the spec reference on seeded mutations",
  ({ version, corpus, oracle, score, fields }) => {
    const gt = refGroundTruth(decode(corpus.groundTruth));
    it("holds on 300 seeded plans of up to 6 edits", () => {
      fc.assert(
        fc.property(fc.array(opArb(fields), { minLength: 1, maxLength: 6 }), (ops) => {
          const bytes = apply(oracle, ops);
          const ref = refKart(version, gt, bytes);
          const expected: ExpectedVerdict =
            "crash" in ref
              ? { case: "mutation", exit_code: 1, reward: null, details: null, crashed: true, crash_error: `${ref.crash}: reference` }
              : { case: "mutation", exit_code: 0, reward: ref.reward, details: null, crashed: false, crash_error: null };
          const port = score(bytes);
          expect(compareVerdict(expected, { reward: port.reward })).toEqual({ ok: true });
          if ("crash" in ref) expect(port.reason).toContain(ref.crash);
        }),
        { numRuns: 300, seed: 20261203 },
      );
    });
  },
);
