import { describe, expect, it } from "vitest";
import { getJudge } from "../judges/registry";
import { contextFor, EGO_LATEST, EGO_LEDGER, FG_JUDGE, FG_LEDGER } from "./__fixtures__/bundled";
import { toleranceAxes, toleranceFindings, toleranceSweep } from "./tolerance-sweep";

describe("tolerance axes", () => {
  it("come from the judge's descriptors, the task's value marked as the default", () => {
    const axes = toleranceAxes(getJudge(EGO_LATEST)!, { frameTolerance: 12 });
    const frames = axes.find((a) => a.key === "frameTolerance")!;
    expect(frames.points.filter((p) => p.isDefault).map((p) => p.x)).toEqual([12]);
    expect(frames.points.map((p) => p.x)).toEqual(expect.arrayContaining([0, 12, 16, 18, 19, 24]));
  });

  it("FlightGear gets the joint snapshot-band axis 25/2/2 .. 100/8/3 when the judge takes those options", () => {
    const joint = toleranceAxes(getJudge(FG_JUDGE)!).find((a) => a.key === "stateFeet+stateDegrees+stateKnots")!;
    expect(joint.points.map((p) => p.label)).toEqual(["25/2/2", "50/4/2", "75/6/3", "100/8/3", "150/12/4", "200/16/6"]);
    expect(joint.points.find((p) => p.isDefault)!.label).toBe("100/8/3");
  });
});

describe("sweeps on the stored ledgers", () => {
  it("egocentric: Claude's answer stays below 0.10 at 16, 18 and 19 frames (the reviewer's check)", () => {
    const ctx = contextFor(EGO_LATEST);
    const axis = toleranceAxes(ctx.judge).find((a) => a.key === "frameTolerance")!;
    const r = toleranceSweep(ctx, axis, [EGO_LEDGER("claude-opus-4.8")], 0.1);
    const at = (frames: number) => r.ledgers[0].rewards[axis.points.findIndex((p) => p.x === frames)];
    expect(at(12)).toBe(0.033613);
    for (const f of [16, 18, 19]) expect(at(f), `${f} frames`).toBeLessThan(0.1);
    expect(r.gateLines[0]).toEqual({ label: "strong-agent bar", value: 0.1 });
  });

  it("FlightGear: 25/2/2 bands leave Codex at 0 and the replaced Claude round at 0.07; 100/8/3 gives 0.0938 and 0.6060", () => {
    const ctx = contextFor(FG_JUDGE);
    const axis = toleranceAxes(ctx.judge).find((a) => a.key === "stateFeet+stateDegrees+stateKnots")!;
    const r = toleranceSweep(ctx, axis, [FG_LEDGER("codex-gpt-5.6-sol"), FG_LEDGER("claude-opus-4.8-agent-host-superseded")], 0.1);
    const [codex, claude] = r.ledgers.map((l) => l.rewards);
    expect(codex[0]).toBe(0);
    expect(codex[3]).toBe(0.0938);
    expect(claude[0]).toBeLessThan(0.1);
    expect(claude[3]).toBe(0.606);
    const findings = toleranceFindings(r);
    expect(findings.find((f) => f.ledgerPath?.includes("codex"))).toMatchObject({ code: "tolerance_crosses_bar" });
  });
});
