"use client";
// One tolerance sweep: reward of every stored ledger as the judge tolerance varies. The reward is
// known only at the sampled tolerances, so each ledger is a step line with a dot at every sample
// (no spline inventing values between them), the ticks are the samples, hovering shows every
// value and a table holds the same numbers. Ledgers that count toward a gate are drawn bold, the
// rest faded; the gate lines and the judge's default are marked.
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { COLORS } from "@/components/charts/chart-colors";
import { sweepView, type SweepChartData } from "@/components/charts/sweep-view";

export type { SweepChartData };

const reward = (v: number | undefined) => (typeof v === "number" && Number.isFinite(v) ? v.toFixed(4) : "—");

function SweepTable({ data }: { data: SweepChartData }) {
  return (
    <details className="chart-table">
      <summary>Same numbers as a table</summary>
      <div className="table-scroll">
        <table className="data compact sweep-table" data-testid="sweep-table">
          <thead>
            <tr>
              <th scope="col">ledger</th>
              {data.points.map((p) => (
                <th key={p.label} scope="col" className="num">
                  {p.label}
                  {p.isDefault ? " (default)" : ""}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.ledgers.map((l) => (
              <tr key={l.label} className={l.countsTowardGate ? "counts-toward-gate" : "faded"}>
                <th scope="row">
                  {l.label}
                  {l.countsTowardGate ? <span className="muted"> (counts toward a gate)</span> : null}
                </th>
                {data.points.map((p, i) => (
                  <td key={p.label} className="num">
                    {reward(l.rewards[i])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The sweep's title, unit, the judge's default and how many ledgers count toward a gate (drawn bold). */
function SweepCaption({ data, counting }: { data: SweepChartData; counting: number }) {
  const def = data.points.find((p) => p.isDefault);
  return (
    <figcaption>
      {data.title}{" "}
      <span className="muted">
        ({data.unit}; default {def?.label ?? "—"};{" "}
        {counting
          ? `bold: the ${counting} ledger${counting === 1 ? "" : "s"} counting toward a gate`
          : "no ledger here counts toward a gate"}
        )
      </span>
    </figcaption>
  );
}

export function ToleranceSweepChart({ data }: { data: SweepChartData }) {
  const view = sweepView(data);
  const tick = (x: number) => view.tickLabels.get(x) ?? String(x);
  return (
    <figure className="audit-chart" data-testid="tolerance-sweep" data-title={data.title}>
      <SweepCaption data={data} counting={view.series.filter((s) => s.countsTowardGate).length} />
      <div style={{ width: "100%", height: 280 }}>
        <ResponsiveContainer>
          <LineChart data={view.rows} margin={{ top: 14, right: 12, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="x"
              type="number"
              domain={["dataMin", "dataMax"]}
              ticks={view.ticks}
              // every tick is a sampled value; where 49 frame counts do not fit, recharts drops some (never invents one)
              interval="preserveStartEnd"
              minTickGap={6}
              tickFormatter={tick}
              fontSize={11}
            />
            <YAxis domain={view.yDomain} ticks={view.yTicks} allowDataOverflow fontSize={11} width={36} />
            <Tooltip
              labelFormatter={(x) => `${data.title}: ${tick(Number(x))}`}
              formatter={(v) => reward(typeof v === "number" ? v : undefined)}
            />
            <Legend wrapperStyle={{ fontSize: 11 }} />
            {data.gateLines.map((g, i) => (
              <ReferenceLine
                key={g.label}
                y={g.value}
                stroke={g.value <= 0.1 ? COLORS.fail : COLORS.warn}
                strokeDasharray="4 3"
                // 0.10 and 0.15 sit a few pixels apart: one label at the right end, the next at the left
                label={{
                  value: `${g.label} ${g.value.toFixed(2)}`,
                  fontSize: 10,
                  position: i % 2 === 0 ? "insideTopRight" : "insideTopLeft",
                }}
              />
            ))}
            {view.defaultX !== null ? (
              <ReferenceLine
                x={view.defaultX}
                stroke={COLORS.muted}
                label={{ value: "judge default", fontSize: 10, position: "insideTopLeft" }}
              />
            ) : null}
            {view.series.map((s) => (
              <Line
                key={s.key}
                type="stepAfter"
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeDasharray={s.dash}
                strokeOpacity={s.opacity}
                strokeWidth={s.width}
                dot={{ r: s.countsTowardGate ? 3 : 2, fillOpacity: s.opacity, strokeOpacity: s.opacity }}
                activeDot={{ r: 4 }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <SweepTable data={data} />
    </figure>
  );
}
