// Shortcut sweep summary: from every probe's reward to the finding (maximum reward, which probe
// earned it, how many clear the strong-agent bar) and a heatmap of the grid's first two axes
// (max over the others). Scoring itself is scoreProbeRange, in-process or on the pool.
import type { ShortcutPlan } from "./shortcut-plan";
import type { AuditFinding } from "./types";

export interface ShortcutSweepResult {
  judgeId: string;
  total: number;
  structural: { label: string; reward: number }[];
  gridSize: number;
  jitterCount: number;
  max: number;
  maxProbe: { index: number; kind: string; label: string };
  aboveBar: number;
  bar: number;
  maxByKind: Record<string, number>;
  /** grid heatmap: rows = first axis values, cols = second axis values, cell = max reward */
  gridHeatmap: { xAxis: string; yAxis: string; x: number[]; y: number[]; cells: number[][] } | null;
}

export function summariseShortcutSweep(
  judgeId: string,
  plan: ShortcutPlan,
  rewards: Float64Array,
  bar: number,
  axes: { name: string; values: number[] }[],
): ShortcutSweepResult {
  let max = -Infinity;
  let at = 0;
  let aboveBar = 0;
  const maxByKind: Record<string, number> = { structural: 0, grid: 0, jitter: 0 };
  const s = plan.structural.length;
  for (let i = 0; i < rewards.length; i++) {
    const r = rewards[i];
    if (r > max) {
      max = r;
      at = i;
    }
    if (r >= bar) aboveBar += 1;
    const kind = i < s ? "structural" : i < s + plan.gridSize ? "grid" : "jitter";
    if (r > maxByKind[kind]) maxByKind[kind] = r;
  }
  let gridHeatmap: ShortcutSweepResult["gridHeatmap"] = null;
  if (axes.length >= 2) {
    const [a0, a1] = axes;
    const cells = a0.values.map(() => a1.values.map(() => 0));
    const rest = plan.gridSize / (a0.values.length * a1.values.length);
    for (let g = 0; g < plan.gridSize; g++) {
      const i0 = Math.floor(g / (a1.values.length * rest));
      const i1 = Math.floor(g / rest) % a1.values.length;
      const r = rewards[s + g];
      if (r > cells[i0][i1]) cells[i0][i1] = r;
    }
    gridHeatmap = { xAxis: a1.name, yAxis: a0.name, x: a1.values, y: a0.values, cells };
  }
  const probe = plan.probeAt(at);
  return {
    judgeId,
    total: rewards.length,
    structural: plan.structural.map((p, i) => ({ label: p.label, reward: rewards[i] })),
    gridSize: plan.gridSize,
    jitterCount: plan.jitterCount,
    max: Number.isFinite(max) ? max : 0,
    maxProbe: { index: at, kind: probe.kind, label: probe.label },
    aboveBar,
    bar,
    maxByKind,
    gridHeatmap,
  };
}

export function shortcutFindings(r: ShortcutSweepResult): AuditFinding[] {
  const numbers = { probes: r.total, max: r.max, aboveBar: r.aboveBar, bar: r.bar };
  if (r.aboveBar > 0) {
    return [
      {
        kind: "probes",
        severity: "fail",
        code: "probe_clears_bar",
        judgeId: r.judgeId,
        numbers,
        message: `${r.aboveBar} of ${r.total} video-free probes reach the strong-agent bar ${r.bar.toFixed(2)}; max ${r.max.toFixed(4)} (${r.maxProbe.kind}: ${r.maxProbe.label})`,
      },
    ];
  }
  return [
    {
      kind: "probes",
      severity: "info",
      code: "probes_below_bar",
      judgeId: r.judgeId,
      numbers,
      message: `${r.total} video-free probes, max ${r.max.toFixed(4)} (${r.maxProbe.kind}: ${r.maxProbe.label}), all below the bar ${r.bar.toFixed(2)}`,
    },
  ];
}
