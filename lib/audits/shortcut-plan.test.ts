import { describe, expect, it } from "vitest";
import { contextFor, EGO_LATEST, FG_JUDGE, KART } from "./__fixtures__/bundled";
import { stringifyPyJson } from "../judges/pyjson";
import { plainToPy } from "./plain-to-py";
import { buildShortcutPlan, probeValue, scoreProbeRange } from "./shortcut-plan";
import { shortcutFindings, summariseShortcutSweep } from "./shortcut-sweep";

const fg = contextFor(FG_JUDGE);

describe("the FlightGear shortcut plan", () => {
  const plan = buildShortcutPlan(fg)!;
  it("is sized like the thread's shortcut_probe.py: 12 structural + 27,648 grid + 1,440 jitter = 29,100", () => {
    expect(plan.structural).toHaveLength(12);
    expect(plan.gridSize).toBe(27_648);
    expect(plan.jitterCount).toBe(1_440);
    expect(plan.total).toBe(29_100);
  });

  it("rebuilds any probe from its index alone (what the workers rely on)", () => {
    const again = buildShortcutPlan(fg)!;
    for (const i of [0, 5, 12, 9000, 27_659, 27_660, 29_099])
      expect(stringifyPyJson(probeValue(again.probeAt(i)))).toBe(stringifyPyJson(probeValue(plan.probeAt(i))));
    expect(plan.probeAt(27_660).kind).toBe("jitter");
    expect(JSON.stringify(plan.probeAt(27_660).ledger)).not.toBe(JSON.stringify(plan.probeAt(27_661).ledger));
  });

  it("the fast-built grid probes equal the plain generator's ledgers", () => {
    const profile = fg.profile!;
    const base = profile.videoFreeBase(fg.profileContext);
    for (const g of [0, 1, 13, 4321, 27_647]) {
      const plain = { clearances: profile.grid.apply(fg.profileContext, base, plan.gridPoint(g)) };
      expect(stringifyPyJson(plan.probeAt(12 + g).py)).toBe(stringifyPyJson(plainToPy(plain)));
      expect(stringifyPyJson(plan.probeForScoring(12 + g).py)).toBe(stringifyPyJson(plainToPy(plain)));
    }
  });

  it("names the probes the thread lists", () => {
    const labels = plan.structural.map((p) => p.label).join(" | ");
    for (const l of [
      "empty",
      "all-null fields",
      "padding to the 2000-entry limit",
      "truncation",
      "highest-ceiling event duplicated 65x",
      "only zero-headroom events (5)",
      "constant answer",
      "schema-only guess",
      "no-media prior",
    ]) {
      expect(labels).toContain(l);
    }
    const pad = plan.structural.find((p) => p.label.startsWith("padding"))!.ledger as { clearances: unknown[] };
    expect(pad.clearances).toHaveLength(2000);
  });

  it("every structural probe and a sample of grid and jitter probes score 0 (the thread: all 29,100 return 0.0000)", () => {
    const sample = [
      ...Array.from({ length: 12 }, (_, i) => i),
      ...Array.from({ length: 40 }, (_, i) => 12 + i * 691),
      27_660,
      28_000,
      29_099,
    ];
    for (const i of sample) expect(scoreProbeRange(fg, plan, i, i + 1)[0], plan.probeAt(i).label).toBe(0);
  });
});

describe("sweep summary", () => {
  it("reports the max, its probe and the count at or above the bar", () => {
    const ctx = contextFor(`${KART}@1ea24fc`);
    const plan = buildShortcutPlan(ctx, { jitterCount: 40 })!;
    const rewards = new Float64Array(plan.total);
    rewards[3] = 0.05;
    rewards[plan.total - 1] = 0.12;
    const s = summariseShortcutSweep(ctx.judge.id, plan, rewards, 0.1, ctx.profile!.grid.axes);
    expect(s).toMatchObject({
      max: 0.12,
      aboveBar: 1,
      maxProbe: { index: plan.total - 1, kind: "jitter" },
      maxByKind: { structural: 0.05, jitter: 0.12 },
    });
    expect(shortcutFindings(s)[0]).toMatchObject({ code: "probe_clears_bar", severity: "fail" });
    expect(s.gridHeatmap!.cells).toHaveLength(9);
  });

  it("egocentric: the no-media prior scores the SPEC's 0.005814", () => {
    const ctx = contextFor(EGO_LATEST);
    const plan = buildShortcutPlan(ctx)!;
    const i = plan.structural.findIndex((p) => p.label.startsWith("no-media prior"));
    expect(scoreProbeRange(ctx, plan, i, i + 1)[0]).toBe(0.005814);
  });
});
