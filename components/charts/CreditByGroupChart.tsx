"use client";
// What one ledger earned by its judge family's breakdown (see credit-breakdown.ts): FlightGear's
// six groups (earned of available units), kart's quantities (tau and accuracy), egocentric's
// TP / FP / FN and near misses. A table under the chart holds the same numbers.
import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { COLORS } from "./chart-colors";
import type { CreditBreakdown } from "./credit-breakdown";
import "./charts.css";

const num = (v: unknown, d = 4) => (typeof v === "number" ? (Number.isInteger(v) ? String(v) : v.toFixed(d)) : "—");

function Table({ head, rows }: { head: string[]; rows: (string | number | null)[][] }) {
  return (
    <details className="chart-table">
      <summary>Same numbers as a table</summary>
      <table className="data compact" data-testid="credit-table">
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} className={i ? "num" : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={String(r[0])}>
              {r.map((c, i) => (
                <td key={i} className={i ? "num" : undefined}>
                  {typeof c === "number" ? num(c) : (c ?? "—")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export function CreditByGroupChart({ breakdown, height = 260 }: { breakdown: CreditBreakdown; height?: number }) {
  if (breakdown.kind === "none") return <p className="muted">No credit breakdown: {breakdown.reason}.</p>;
  const common = { responsive: true, style: { width: "100%", height }, margin: { top: 12, right: 16, bottom: 4, left: 0 } } as const;
  if (breakdown.kind === "groups")
    return (
      <figure className="chart" data-testid="credit-chart" data-kind="groups">
        <figcaption>Credit units earned of available, by group</figcaption>
        <BarChart {...common} data={breakdown.rows}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} interval={0} />
          <YAxis tick={{ fontSize: 12 }} width={48} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          <Bar dataKey="earned" name="earned" fill={COLORS.pass} isAnimationActive={false} />
          <Bar dataKey="available" name="available" fill={COLORS.muted} isAnimationActive={false} />
        </BarChart>
        <Table
          head={["group", "earned", "available", "share"]}
          rows={breakdown.rows.map((r) => [r.name, r.earned, r.available, r.available ? r.earned / r.available : null])}
        />
      </figure>
    );
  if (breakdown.kind === "quantities") {
    // quarter steps from the lowest tau (it can be negative) up to 1
    const low = Math.floor(Math.min(0, ...breakdown.rows.map((r) => r.tau)) * 4) / 4;
    const ticks = Array.from({ length: Math.round((1 - low) * 4) + 1 }, (_, i) => low + i / 4);
    return (
      <figure className="chart" data-testid="credit-chart" data-kind="quantities">
        <figcaption>Per quantity: rank agreement (tau, gated at 0) and accuracy within tolerance</figcaption>
        <BarChart {...common} data={breakdown.rows}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} interval={0} />
          <YAxis domain={[low, 1]} ticks={ticks} tick={{ fontSize: 12 }} width={48} tickFormatter={(v: number) => v.toFixed(2)} />
          <Tooltip formatter={(v, name) => [num(v), name]} />
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          <ReferenceLine y={0} stroke={COLORS.muted} />
          <Bar dataKey="tau" name="tau" fill={COLORS.accent} isAnimationActive={false} />
          <Bar dataKey="accuracy" name="accuracy" fill={COLORS.pass} isAnimationActive={false} />
        </BarChart>
        <Table
          head={["quantity", "tau", "accuracy", "score", "weight"]}
          rows={breakdown.rows.map((r) => [r.name, r.tau, r.accuracy, r.score, r.weight])}
        />
      </figure>
    );
  }
  return (
    <figure className="chart" data-testid="credit-chart" data-kind="counts">
      <figcaption>Matches and misses</figcaption>
      <BarChart {...common} data={breakdown.rows} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey="name" width={190} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey="value" name="count" fill={COLORS.accent} isAnimationActive={false} />
      </BarChart>
      <Table head={["", "count"]} rows={breakdown.rows.map((r) => [r.name, r.value])} />
    </figure>
  );
}
