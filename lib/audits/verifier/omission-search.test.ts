// The omission search on a TypeScript stand-in verifier where greedy provably misses the best
// subset: two decoy events each halve the reward while either is present, so withholding one
// alone changes nothing (no event helps alone: a greedy search stops at the ledger as stored),
// and only withholding both doubles it. Expected values are derived from that rule by hand.
import { describe, expect, it } from "vitest";
import type { AuditLedger } from "../types";
import { auditLedgerOmission, searchAllowance } from "./omission";
import { beamWidth, exactFits, searchWithheld } from "./omission-search";
import { ProbeRunner } from "./runner";
import { inferShape } from "./shape";
import type { BatchScorer } from "./types";

const enc = new TextEncoder();
const ev = (label: string, time: number) => ({ label, time });

/** reward = share of the oracle's events present, halved while any "decoy" event is present */
const decoyScorer = (oracleCount: number): BatchScorer => {
  return async (subs) =>
    subs.map((b) => {
      const doc: unknown = JSON.parse(new TextDecoder().decode(b));
      const list = typeof doc === "object" && doc !== null && "events" in doc && Array.isArray(doc.events) ? doc.events : [];
      const right = list.filter((e: { label?: unknown }) => e.label === "call").length;
      const decoy = list.some((e: { label?: unknown }) => e.label === "decoy");
      return { status: "scored", reward: (right / oracleCount) * (decoy ? 0.5 : 1), reason: "ok" };
    });
};

async function omissionOf(rightEvents: number, budget: number) {
  const oracle = Array.from({ length: rightEvents }, (_, i) => ev("call", 10 * i));
  const inferred = inferShape(enc.encode(JSON.stringify({ events: oracle })), "`call` or `decoy`");
  if (!inferred.ok) throw new Error(inferred.reason);
  // the decoys last, so neither an index order nor a "first events first" order reaches them early
  const ledgerEvents = [...oracle, ev("decoy", 3), ev("decoy", 7)];
  const ledger: AuditLedger = { path: "ledgers/agent.json", label: "agent", bytes: enc.encode(JSON.stringify({ events: ledgerEvents })) };
  const runner = new ProbeRunner(decoyScorer(rightEvents), budget);
  const { result } = await auditLedgerOmission(runner, inferred.shape, ledger, Promise.resolve([]), "task:t", 1);
  return { result, runner, n: ledgerEvents.length };
}

describe("omission search: a gain only two events withheld together reach", () => {
  it.each([
    // 6 events: 2^6 - 1 - 6 = 57 subsets of 2+ withheld fit the default share (600 / 4 = 150): exact
    { right: 4, budget: 600, method: "exact", scored: 57 },
    // 16 events: past the exact limit (12), a beam
    { right: 14, budget: 600, method: "beam", scored: null },
    // 16 events on a tight budget: the allowance is 4 * 16 + 8 = 72, beam width 2
    { right: 14, budget: 120, method: "beam", scored: null },
  ])("$right right + 2 decoys, budget $budget: $method", async ({ right, budget, method, scored }) => {
    const { result, runner, n } = await omissionOf(right, budget);
    // as stored: every right event present, a decoy present: 1/2; both decoys withheld: 1
    expect(result.base).toBe(0.5);
    expect(result.best).toBe(1);
    expect(result.withheld).toEqual([n - 2, n - 1]);
    expect(result.method).toBe(method);
    // no event helps alone (what a greedy search would stop on)
    expect(result.leaveOneOut.every((l) => l.delta <= 0)).toBe(true);
    if (scored !== null) expect(result.note).toContain(`${scored} of the ${scored} subsets`);
    else expect(result.note).toMatch(/^beam search \(width \d, seeded by leave-one-out\): \d+ subsets scored/);
    expect(runner.used).toBeLessThanOrEqual(budget);
  });
});

describe("searchWithheld", () => {
  it("never sends more subsets than its allowance, and says it ran out", async () => {
    const sent: number[] = [];
    const loo = Array.from({ length: 30 }, (_, i) => ({ i, score: 0.5 }));
    const s = await searchWithheld(
      30,
      0.5,
      loo,
      async (sets) => {
        sent.push(sets.length);
        return sets.map(() => 0.5);
      },
      40,
    );
    expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(40);
    expect(s.scored).toBe(sent.reduce((a, b) => a + b, 0));
    expect(s.withheld).toEqual([]);
    expect(s.method).toBe("beam");
  });

  it.each([
    // 2^n - 1 - n subsets of two or more
    [12, 4083, true],
    [12, 4082, false],
    [13, 1_000_000, false],
    [7, 120, true],
  ])("exactFits(%i events, allowance %i) = %s", (n, allowance, fits) => expect(exactFits(n, allowance)).toBe(fits));

  it.each([
    [16, 72, 2],
    [16, 10, 1],
    [16, 10_000, 4],
  ])("beamWidth(%i events, allowance %i) = %i", (n, allowance, width) => expect(beamWidth(n, allowance)).toBe(width));

  it("the allowance is the ledger's share of the budget, at least four rounds of leave-one-out, never more than is left", () => {
    expect(searchAllowance({ limit: 600, left: 600 }, 6, 1)).toBe(150);
    expect(searchAllowance({ limit: 600, left: 600 }, 22, 6)).toBe(4 * 22 + 8);
    expect(searchAllowance({ limit: 600, left: 30 }, 6, 1)).toBe(30);
  });
});
