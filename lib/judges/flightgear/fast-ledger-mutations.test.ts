// Seeded mutations of real ledgers through the fast reader (fast-ledger.ts, fast-row.ts,
// fast-number.ts) and the exact path (pyjson + acceptor + validateEntry): per entry, values
// swapped for the schema's edge values (ints vs floats, -0, NaN, huge, out of range, words from
// the wrong vocabulary, escapes, non-ASCII), keys reordered or repeated, odd whitespace. Whenever
// the reader takes a document its valid predictions must equal the exact path's field for field
// (and -0 apart from 0), and scoreOnly must equal the full path's reward either way.
import { describe, expect, it } from "vitest";
import { seededRng, type Rng } from "../../audits/rng";
import { loadParityCorpus } from "../__tests__/parity";
import { flightgearCbfc22d } from "./cbfc22d";
import { CLEARANCE_FIELDS } from "./constants";
import { readFastLedger } from "./fast-ledger";
import { exactVerdict } from "./__tests__/exact-verdict";
import { scoreOnlyFlightgear } from "./score-only";

const corpus = loadParityCorpus(flightgearCbfc22d.id);
const gt = flightgearCbfc22d.prepare(corpus.groundTruth);
const decoder = new TextDecoder();
const encoder = new TextEncoder();
const seeds = ["oracle", "codex", "claude-agent-host", "antigravity"].map((name) => {
  const c = corpus.cases.find((x) => x.name === name);
  if (!c) throw new Error(`no parity case ${name}`);
  return (JSON.parse(decoder.decode(c.submission)) as { clearances: Record<string, unknown>[] }).clearances;
});

// raw JSON text for a value; each one sits on some boundary of spec 2.2. The reader takes these:
const EDGE_VALUES = [
  "null",
  "true",
  "false",
  "NaN",
  "Infinity",
  "-Infinity",
  "0",
  "-0",
  "-0.0",
  "0.0",
  "1",
  "1.0",
  "1e0",
  "1E+0",
  "2000",
  "2001",
  "1999",
  "-1",
  "359.99999999999994",
  "360",
  "360.0",
  "3599.9999",
  "3600",
  "0.5",
  "1e-7",
  "123456789012345",
  "1e400",
  "-1e400",
  "0.1e1",
  "5e-324",
  "1.7976931348623157e308",
  "3694.9390000000003",
  "0.000000000000000000000000003694939e27",
  // the inline number path's limits: 9 digits per part, 15 in all
  "123456789",
  "1234567890",
  "1.123456789",
  "1.1234567891",
  "123456789.123456",
  "123456789.1234567",
  "999999999.999999",
  "1000000000",
  "12.5e1",
  '"climb"',
  '"descend"',
  '"turn_left_heading"',
  '"accelerate"',
  '"feet"',
  '"degrees"',
  '"knots"',
  '"complied"',
  '"complied_late"',
  '"superseded"',
  '"violated"',
  '"incomplete"',
  '"none"',
  '"small"',
  '"not_applicable"',
  '"climb "',
  '"Climb"',
  '""',
  '"x"',
  '"compl\u007fied"',
];
// ... and hands these to the exact reader (big ints, bad number syntax, escapes, non-ASCII, containers)
const EXACT_ONLY_VALUES = [
  "1234567890123456",
  "12345678901234567890",
  "9007199254740993",
  "00",
  "01",
  "1.",
  ".5",
  "+1",
  "-",
  '"cl\\u0069mb"',
  '"caf\u00e9"',
  '"\\ud800"',
  "[]",
  "{}",
  "[1]",
];

const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

/** One entry as JSON text, its key order, values and spacing mutated by r. */
function mutatedEntry(r: Rng, entry: Record<string, unknown>, rate: number): string {
  let pairs = Object.entries(entry).map(([k, v]) => [k, JSON.stringify(v)] as [string, string]);
  for (const p of pairs) if (r() < rate) p[1] = pick(r, EDGE_VALUES);
  // a value close to its own: ints written as floats and back, nudged numbers
  for (const p of pairs) {
    if (r() < rate && /^-?\d+$/.test(p[1])) p[1] = `${p[1]}.0`;
    else if (r() < rate && /^-?\d+\.0$/.test(p[1])) p[1] = p[1].slice(0, -2);
    else if (r() < rate && /^\d/.test(p[1])) p[1] = `-${p[1]}`;
  }
  if (r() < rate) pairs = pairs.reverse();
  if (r() < rate / 4) pairs.pop(); // a missing key
  const space = pick(r, ["\n      ", " ", "", "\t", "\r\n  ", "  "]);
  return `{${space}${pairs.map(([k, v]) => `"${k}":${pick(r, [" ", "", "  "])}${v}`).join(`,${space}`)}${space}}`;
}

/** The entries mutated; one document in four also gets one value only the exact reader takes, or a repeated key. */
function mutatedLedger(r: Rng, entries: Record<string, unknown>[], rate: number): string {
  const texts = entries.map((e) => mutatedEntry(r, e, rate));
  if (r() < 0.25) {
    const k = Math.floor(r() * texts.length);
    texts[k] =
      r() < 0.5
        ? texts[k].replace(/: ?[^,}]+/, `: ${pick(r, EXACT_ONLY_VALUES)}`)
        : texts[k].replace(/^\{/, `{"${pick(r, CLEARANCE_FIELDS)}": 1, `);
  }
  return `{"clearances": [${texts.join(", ")}]}`;
}

describe("fast reader on mutated ledgers equals the exact path", () => {
  it.each(Array.from({ length: 40 }, (_, k) => k))("seed %i", (seed) => {
    const r = seededRng(1000 + seed);
    const entries = seeds[seed % seeds.length];
    // low rates keep most entries valid (so the DP and credit see mutated neighbours), high ones stress validation
    const rate = [0.01, 0.03, 0.1, 0.3][seed % 4];
    const bytes = encoder.encode(mutatedLedger(r, entries, rate));
    const fast = readFastLedger(bytes);
    const full = flightgearCbfc22d.score(gt, bytes).reward.reward;
    expect(scoreOnlyFlightgear(gt, bytes)).toBe(full);
    if (fast === null) return;
    const exact = exactVerdict(bytes);
    if (fast.kind === "rejected") {
      expect(exact).toBe("rejected");
      return;
    }
    if (exact === "rejected") throw new Error("the fast reader scored a document the exact path rejects");
    expect(fast.submitted).toBe(exact.submitted);
    expect(fast.preds.length).toBe(exact.preds.length);
    fast.preds.forEach((p, k) => {
      expect(p).toStrictEqual(exact.preds[k]);
      // toStrictEqual treats -0 and 0 alike through Object.is? it does not for numbers inside arrays; check the scalars
      for (const key of ["issued", "target", "progress", "execTime", "complTime"] as const)
        expect(Object.is(p[key], exact.preds[k][key])).toBe(true);
      p.snapshots.forEach((t, s) => t.forEach((x, d) => expect(Object.is(x, exact.preds[k].snapshots[s][d])).toBe(true)));
    });
  });

  it("takes most mutated documents (the fast path is exercised, not just the fallback)", () => {
    let taken = 0;
    for (let seed = 0; seed < 40; seed++) {
      const r = seededRng(1000 + seed);
      const entries = seeds[seed % seeds.length];
      const rate = [0.01, 0.03, 0.1, 0.3][seed % 4];
      if (readFastLedger(encoder.encode(mutatedLedger(r, entries, rate))) !== null) taken++;
    }
    expect(taken).toBeGreaterThanOrEqual(10);
  });
});
