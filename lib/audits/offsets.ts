// Systematic offsets on the oracle: a reward surface over two offsets (the heatmap) and, per
// tolerance, a boundary search — the largest offset that still earns full credit and the first
// that does not (egocentric: 12 frames full, 13 frames zero).
import type { AuditContext } from "./context";
import type { AuditFinding } from "./types";

export interface RewardSurface {
  judgeId: string;
  xAxis: string;
  xUnit: string;
  yAxis: string;
  yUnit: string;
  x: number[];
  y: number[];
  /** cells[yi][xi] */
  cells: number[][];
}

export interface BoundaryResult {
  judgeId: string;
  name: string;
  tolerance: string;
  unit: string;
  /** largest |offset| (in the axis' direction) still scoring the oracle's reward */
  lastFull: number;
  /** first offset scoring less, with its reward; null when full credit held to the end of the search */
  firstBelow: { offset: number; reward: number } | null;
  /** every searched offset and its reward, for the chart */
  curve: { offset: number; reward: number }[];
}

const EPS = 1e-9;

export function rewardSurface(ctx: AuditContext): RewardSurface | null {
  const profile = ctx.profile;
  if (!profile) return null;
  const { x, y, apply } = profile.surface;
  const cells = y.values.map((yv) => x.values.map((xv) => ctx.scorer.scoreValue(apply(ctx.profileContext, xv, yv))));
  return { judgeId: ctx.judge.id, xAxis: x.name, xUnit: x.unit, yAxis: y.name, yUnit: y.unit, x: x.values, y: y.values, cells };
}

export function boundarySearch(ctx: AuditContext): BoundaryResult[] {
  const profile = ctx.profile;
  if (!profile) return [];
  const full = ctx.scorer.scoreBytes(ctx.oracleBytes);
  return profile.boundaries.map((axis) => {
    const curve: BoundaryResult["curve"] = [];
    let lastFull = 0;
    let firstBelow: BoundaryResult["firstBelow"] = null;
    for (let k = 0; k <= axis.maxSteps; k++) {
      const offset = Math.round(k * axis.step * 1e6) / 1e6;
      const reward = ctx.scorer.scoreValue(axis.apply(ctx.profileContext, offset));
      curve.push({ offset, reward });
      if (firstBelow) continue;
      if (reward >= full - EPS) lastFull = offset;
      else firstBelow = { offset, reward };
    }
    return { judgeId: ctx.judge.id, name: axis.name, tolerance: axis.tolerance, unit: axis.unit, lastFull, firstBelow, curve };
  });
}

export function boundaryFindings(results: readonly BoundaryResult[]): AuditFinding[] {
  return results.map((b) => ({
    kind: "probes",
    severity: "info",
    code: "tolerance_boundary",
    judgeId: b.judgeId,
    message: b.firstBelow
      ? `${b.name} (${b.tolerance}): full credit up to ${b.lastFull} ${b.unit}; at ${b.firstBelow.offset} ${b.unit} the oracle scores ${b.firstBelow.reward.toFixed(4)}`
      : `${b.name} (${b.tolerance}): full credit through the whole search (${b.lastFull} ${b.unit})`,
    numbers: { lastFull: b.lastFull, ...(b.firstBelow ? { firstBelow: b.firstBelow.offset, rewardBelow: b.firstBelow.reward } : {}) },
  }));
}
