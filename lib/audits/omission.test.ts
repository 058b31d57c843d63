import { describe, expect, it } from "vitest";
import { contextFor, EGO_LATEST, EGO_LEDGER, FG_JUDGE, FG_LEDGER } from "./__fixtures__/bundled";
import { withWrappedDiagnostics } from "./diagnostic-ledgers";
import { auditOmission, omissionFindings } from "./omission";

const fg = contextFor(FG_JUDGE);
const ego = contextFor(EGO_LATEST);
const enc = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));

describe("omission on the FlightGear ledgers (the thread's pruning numbers)", () => {
  it.each([
    ["codex-gpt-5.6-sol", 0.0938, 0.3291, 45, 20],
    ["claude-opus-4.8-agent-host-superseded", 0.606, 0.6594, 60, 5],
  ])("%s: %f -> %f over %i retained, exact", (name, base, best, retained, withheld) => {
    const r = auditOmission(fg, FG_LEDGER(name));
    expect(r.method).toBe("exact");
    expect(r.base).toBe(base);
    expect(r.best).toBeCloseTo(best, 4);
    expect(r.retained).toBe(retained);
    expect(r.withheld).toHaveLength(withheld);
    expect(r.withheldMatched).toBe(withheld);
    const [finding] = omissionFindings([r]);
    expect(finding).toMatchObject({ code: "omission_raises_score", severity: "warn", ledgerPath: r.ledgerPath });
    expect(finding.eventIndex).toBeTypeOf("number");
  });

  it("every single left-out matched prediction with a negative gain raises the score on its own", () => {
    const r = auditOmission(fg, FG_LEDGER("codex-gpt-5.6-sol"));
    const helped = r.leaveOneOut.filter((l) => l.delta > 1e-9).map((l) => l.prediction);
    expect(helped.sort((a, b) => a - b)).toEqual(r.withheld);
  });

  it("a rejected document (bare array) has nothing to withhold; its wrapped diagnostic does", () => {
    const native = FG_LEDGER("claude-opus-4.8-native");
    const r = auditOmission(fg, native);
    expect(r).toMatchObject({ method: "none", base: 0, best: 0, gain: 0 });
    expect(r.note).toMatch(/rejected/);
    const wrapped = withWrappedDiagnostics([native], "clearances")[1];
    const w = auditOmission(fg, wrapped);
    expect(w.best).toBeCloseTo(0.0271, 4); // SPEC addendum A7: 0.0271 once pruned
  });

  it("the oracle gains nothing", () => {
    const r = auditOmission(fg, { path: "oracle", label: "oracle", bytes: fg.oracleBytes });
    expect(r).toMatchObject({ base: 1, best: 1, gain: 0, withheld: [] });
    expect(omissionFindings([r])).toEqual([]);
  });
});

describe("omission on F1 judges (greedy)", () => {
  const truth = ego.profileContext.truth;
  const hit = (k: number) => truth[k];
  const miss = (k: number) => ({
    ...truth[k],
    start_frame: (truth[k].start_frame as number) + 200,
    end_frame: (truth[k].end_frame as number) + 200,
  });
  it.each([
    ["all hits", [hit(0), hit(1), hit(2)], 0, 0],
    ["one miss among hits", [hit(0), miss(1), hit(2)], 1, 0],
    ["misses only", [miss(0), miss(1)], 0, 0],
  ])("%s", (_name, actions, withheld, matched) => {
    const r = auditOmission(ego, { path: "x.json", label: "x", bytes: enc({ actions }) });
    expect(r.method).toBe("greedy");
    expect(r.withheld).toHaveLength(withheld);
    expect(r.withheldMatched).toBe(matched);
    if (withheld > 0) expect(omissionFindings([r])[0]).toMatchObject({ code: "omission_unmatched_only", severity: "info" });
  });

  // the precision penalty is a note until pruning alone crosses the strong-agent bar (issue 34)
  it.each([
    ["stays below", 0.02, 0.05, "omission_unmatched_only", "info"],
    ["crosses the bar (egocentric wrapped Codex)", 0.0881, 0.1505, "omission_crosses_bar", "fail"],
    ["lands exactly on the bar", 0.0881, 0.1, "omission_crosses_bar", "fail"],
    ["already above", 0.2, 0.3, "omission_unmatched_only", "info"],
  ])("unmatched only, %s", (_name, base, best, code, severity) => {
    const r = {
      ...auditOmission(ego, { path: "x.json", label: "x", bytes: enc({ actions: [hit(0), miss(1)] }) }),
      base,
      best,
      gain: best - base,
    };
    expect(r.withheldMatched).toBe(0);
    expect(omissionFindings([r], 0.1)[0]).toMatchObject({ code, severity });
  });

  it("Claude's egocentric ledger: only unmatched predictions are withheld (4 true positives kept)", () => {
    const r = auditOmission(ego, EGO_LEDGER("claude-opus-4.8"));
    expect(r.base).toBe(0.033613);
    expect(r.retained).toBe(4);
    expect(r.withheldMatched).toBe(0);
    expect(r.best).toBeCloseTo((2 * 4) / (4 + 172), 6);
  });
});
