"use client";
// One tolerance sweep: reward of every stored ledger (one line each) as the judge tolerance
// varies, with the gate lines (strong-agent bar, ablation max) and the judge's default marked.
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { COLORS } from "@/components/charts/chart-colors";

export interface SweepChartData {
  title: string;
  unit: string;
  points: { label: string; x: number; isDefault: boolean }[];
  ledgers: { label: string; rewards: number[] }[];
  gateLines: { label: string; value: number }[];
}

const PALETTE = ["#2457c5", "#c2410c", "#1a7f37", "#8250df", "#0e7490", "#d4a017", "#5b6570", "#b91c1c", "#0f766e", "#7c3aed"];

export function ToleranceSweepChart({ data }: { data: SweepChartData }) {
  const rows = data.points.map((p, i) => ({ x: p.label, ...Object.fromEntries(data.ledgers.map((l) => [l.label, l.rewards[i]])) }));
  const def = data.points.find((p) => p.isDefault);
  return (
    <figure className="audit-chart">
      <figcaption>
        {data.title}{" "}
        <span className="muted">
          ({data.unit}; default {def?.label ?? "—"})
        </span>
      </figcaption>
      <div style={{ width: "100%", height: 260 }}>
        <ResponsiveContainer>
          <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="x" fontSize={11} />
            <YAxis domain={[0, 1]} fontSize={11} width={36} />
            <Tooltip formatter={(v) => (typeof v === "number" ? v.toFixed(4) : String(v))} />
            <Legend wrapperStyle={{ fontSize: 11 }} />
            {data.gateLines.map((g) => (
              <ReferenceLine
                key={g.label}
                y={g.value}
                stroke={g.value <= 0.1 ? COLORS.fail : COLORS.warn}
                strokeDasharray="4 3"
                label={{ value: `${g.label} ${g.value.toFixed(2)}`, fontSize: 10, position: "insideTopRight" }}
              />
            ))}
            {def ? (
              <ReferenceLine
                x={def.label}
                stroke={COLORS.muted}
                label={{ value: "judge default", fontSize: 10, position: "insideTopLeft" }}
              />
            ) : null}
            {data.ledgers.map((l, i) => (
              <Line
                key={l.label}
                type="monotone"
                dataKey={l.label}
                stroke={PALETTE[i % PALETTE.length]}
                dot={false}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
