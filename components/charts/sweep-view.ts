// A tolerance sweep as the chart draws it (pure): the sampled x values as the only ticks, each
// printed to the precision that tells the samples apart (0.83, not 0.833333), one series per
// ledger in a categorical style, the ledgers that count toward a gate emphasised and the rest
// faded, and a y domain padded past 0 and 1 so an oracle at 1.0 is not hidden in the border.
import { seriesStyle } from "./chart-colors";

export interface SweepChartData {
  title: string;
  unit: string;
  points: { label: string; x: number; isDefault: boolean }[];
  /** `countsTowardGate`: an official agent/ablation row cites this ledger */
  ledgers: { label: string; rewards: number[]; countsTowardGate?: boolean }[];
  gateLines: { label: string; value: number }[];
}

export interface SweepSeries {
  key: string;
  label: string;
  color: string;
  dash: string | undefined;
  countsTowardGate: boolean;
  opacity: number;
  width: number;
}

export interface SweepView {
  ticks: number[];
  tickLabels: Map<number, string>;
  rows: Record<string, number>[];
  series: SweepSeries[];
  yDomain: [number, number];
  yTicks: number[];
  defaultX: number | null;
}

const MAX_DIGITS = 6;

/**
 * The fewest decimals (0..6) at which the sampled values print distinct and each printed value
 * is within 5% of the true value and of the smallest gap between samples (0.083333 prints 0.08,
 * never 0.1).
 */
export function tickDigits(values: readonly number[]): number {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  let gap = Infinity;
  for (let i = 1; i < sorted.length; i++) gap = Math.min(gap, sorted[i] - sorted[i - 1]);
  for (let d = 0; d < MAX_DIGITS; d++) {
    const printed = sorted.map((v) => Number(v.toFixed(d)));
    const distinct = new Set(printed).size === sorted.length;
    const close = printed.every((p, i) => {
      const err = Math.abs(p - sorted[i]);
      return err <= Math.abs(sorted[i]) * 0.05 + 1e-12 && err <= (Number.isFinite(gap) ? gap * 0.05 : 0) + 1e-12;
    });
    if (distinct && close) return d;
  }
  return MAX_DIGITS;
}

export function formatSampled(v: number, digits: number): string {
  return Number(v.toFixed(digits)).toString();
}

/** A point's own label when it is not just its number (a joint axis "25/2/2"), else the number at the samples' precision. */
function tickLabels(points: SweepChartData["points"]): Map<number, string> {
  const digits = tickDigits(points.map((p) => p.x));
  return new Map(points.map((p) => [p.x, Number(p.label) === p.x ? formatSampled(p.x, digits) : p.label]));
}

function yDomainOf(ledgers: SweepChartData["ledgers"]): { domain: [number, number]; ticks: number[] } {
  const all = ledgers.flatMap((l) => l.rewards).filter(Number.isFinite);
  const low = Math.min(0, ...all);
  const high = Math.max(1, ...all);
  const pad = (high - low) * 0.05;
  const ticks: number[] = [];
  for (let t = Math.ceil(low * 4) / 4; t <= high + 1e-9; t += 0.25) ticks.push(Math.round(t * 100) / 100);
  return { domain: [low - pad, high + pad], ticks };
}

export function sweepView(data: SweepChartData): SweepView {
  const keyOf = (i: number) => `s${i}`;
  const rows = data.points.map((p, pi) => ({ x: p.x, ...Object.fromEntries(data.ledgers.map((l, li) => [keyOf(li), l.rewards[pi]])) }));
  const series = data.ledgers.map((l, i) => {
    const counts = l.countsTowardGate === true;
    return {
      key: keyOf(i),
      label: l.label,
      ...seriesStyle(i),
      countsTowardGate: counts,
      opacity: counts ? 1 : 0.35,
      width: counts ? 2.5 : 1.25,
    };
  });
  const y = yDomainOf(data.ledgers);
  const def = data.points.find((p) => p.isDefault);
  return {
    ticks: data.points.map((p) => p.x),
    tickLabels: tickLabels(data.points),
    rows,
    series,
    yDomain: y.domain,
    yTicks: y.ticks,
    defaultX: def ? def.x : null,
  };
}
