"use client";
// Reward vs fraction of events right (from the oracle, several seeds: mean line, min–max band),
// with the 0.10 strong-agent bar. A curve that stays under the bar until most events are right is
// the "effectively oracle-only" shape (reward_cliff).
import type { SensitivityChartData } from "@/lib/audits/page-view";
import { Area, CartesianGrid, ComposedChart, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { COLORS } from "@/components/charts/chart-colors";

/** The Audits page view's own type (lib/audits/page-view.ts builds it). */
export type RewardSensitivityData = SensitivityChartData;

export function RewardSensitivityChart({ data }: { data: RewardSensitivityData }) {
  const rows = data.points.map((p) => {
    const range: [number, number] = [p.min, p.max];
    return { x: `${p.percent}%`, mean: p.mean, range };
  });
  const reached = data.barReachedAt === null ? "never" : `${Math.round(data.barReachedAt * 100)}% right`;
  return (
    <figure className="audit-chart" data-testid="reward-sensitivity">
      <figcaption>
        Reward vs fraction of events right{" "}
        <span className="muted">
          (bar {data.bar.toFixed(2)} reached at {reached}; blind guess mean {data.blindGuess.mean.toFixed(4)}, p95{" "}
          {data.blindGuess.p95.toFixed(4)} over {data.blindGuess.count})
        </span>
      </figcaption>
      <div style={{ width: "100%", height: 260 }}>
        <ResponsiveContainer>
          <ComposedChart data={rows} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="x" fontSize={11} />
            <YAxis domain={[0, 1]} fontSize={11} width={36} />
            <Tooltip formatter={(v) => (Array.isArray(v) ? v.map((x) => Number(x).toFixed(4)).join("–") : Number(v).toFixed(4))} />
            <Area dataKey="range" stroke="none" fill={COLORS.muted} fillOpacity={0.2} isAnimationActive={false} name="min–max over seeds" />
            <Line dataKey="mean" stroke={COLORS.accent} strokeWidth={2} dot isAnimationActive={false} name="mean reward" />
            <ReferenceLine
              y={data.bar}
              stroke={COLORS.fail}
              strokeDasharray="4 3"
              label={{ value: `bar ${data.bar.toFixed(2)}`, fontSize: 10, position: "insideTopLeft" }}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
