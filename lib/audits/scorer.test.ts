// The audits' fast path must equal the full path (judge.score + headline) on every probe kind.
import { describe, expect, it } from "vitest";
import { parsePyJson } from "../judges/pyjson";
import { getJudge } from "../judges/registry";
import { contextFor, EGO_LATEST, EGO_LCS, FG_JUDGE, KART } from "./__fixtures__/bundled";
import { boundarySearch } from "./offsets";
import { plainToPy } from "./plain-to-py";
import { encodeLedger, makeAuditScorer } from "./scorer";
import { buildShortcutPlan, probeValue } from "./shortcut-plan";

const ids = [FG_JUDGE, EGO_LATEST, EGO_LCS, `${KART}@1ea24fc`, `${KART}@f933449`];

describe.each(ids)("%s: score-only path equals the full path", (id) => {
  const ctx = contextFor(id);
  const plan = buildShortcutPlan(ctx)!;
  const judge = getJudge(id)!;
  it("is the score-only path (the judge has one)", () => expect(ctx.scorer.path).toBe("score-only"));
  it("on every structural probe and a spread of grid and jitter probes", () => {
    const full = makeAuditScorer(judge, ctx.groundTruth, ctx.options, "full");
    const n = plan.total;
    const sample = [
      ...plan.structural.keys(),
      ...Array.from({ length: 30 }, (_, i) => plan.structural.length + Math.floor((i * plan.gridSize) / 30)),
      ...Array.from({ length: 20 }, (_, i) => n - 1 - i * 7),
    ];
    for (const i of sample) {
      const probe = plan.probeAt(i);
      const value = probeValue(probe);
      expect(ctx.scorer.scoreParsed(value), probe.label).toBe(full.scoreParsed(value));
      if (probe.ledger !== undefined) {
        expect(ctx.scorer.scoreValue(probe.ledger), probe.label).toBe(full.scoreValue(probe.ledger));
        expect(ctx.scorer.scoreBytes(encodeLedger(probe.ledger))).toBe(full.scoreBytes(encodeLedger(probe.ledger)));
      }
    }
  });
  it("on the boundary-search ledgers", () => {
    const full = makeAuditScorer(judge, ctx.groundTruth, ctx.options, "full");
    const fast = boundarySearch(ctx);
    const slow = boundarySearch({ ...ctx, scorer: full });
    expect(fast).toEqual(slow);
  });
});

describe("plainToPy", () => {
  it.each([[{ a: 1, b: 1.5, c: [null, true, "x", -0.25, 2000], d: { e: 3 } }], [[1, 2.5]], [{}]])(
    "reads like JSON.stringify + the judges' reader: %j",
    (v) => {
      const viaText = parsePyJson(encodeLedger(v));
      expect(viaText.ok).toBe(true);
      if (viaText.ok) expect(plainToPy(v)).toEqual(viaText.value);
    },
  );
});
