"use client";
// Calibration scores per model (or harness), one bar per condition, against the two gates:
// a strong agent with full input must stay below 0.10, every ablation at or below 0.15.
import { useMemo } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { CONDITION_COLORS, COLORS } from "./chart-colors";
import {
  ABLATION_GATE,
  STRONG_AGENT_GATE,
  conditionLabel,
  scoreByCondition,
  type ConditionScore,
  type ScoreGrouping,
} from "./score-by-condition";
import "./charts.css";

interface Props {
  rows: ConditionScore[];
  groupBy?: ScoreGrouping;
  /** row statuses that count (default: official only; diagnostics never replace official scores) */
  statuses?: string[];
  height?: number;
}

const fmt = (v: unknown) => (typeof v === "number" ? v.toFixed(4) : "—");

export function ScoreByConditionChart({ rows, groupBy = "model", statuses = ["official"], height = 320 }: Props) {
  const shaped = useMemo(() => scoreByCondition(rows, { groupBy, statuses }), [rows, groupBy, statuses]);
  if (shaped.groups.length === 0)
    return <p className="muted" data-testid="score-by-condition-empty">No scored {statuses.join(" / ")} calibration rows to chart.</p>;
  const top = Math.max(...shaped.cells.map((c) => c.score));
  const yMax = Math.max(0.2, Math.ceil(top * 10) / 10);
  return (
    <figure className="chart" data-testid="score-by-condition-chart">
      <figcaption>
        Score by condition per {groupBy === "harness-model" ? "harness and model" : groupBy} (highest {statuses.join(" / ")} run in each cell)
        {shaped.excluded > 0 ? <span className="muted"> · {shaped.excluded} row(s) of other statuses or without a score left out</span> : null}
      </figcaption>
      <BarChart responsive style={{ width: "100%", height }} data={shaped.data} margin={{ top: 12, right: 118, bottom: 4, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="group" tick={{ fontSize: 12 }} interval={0} />
        <YAxis domain={[0, yMax]} tickFormatter={(v: number) => v.toFixed(2)} width={48} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(v, name) => [fmt(v), name]} />
        {/* keep the gate order (full, then the ablations), not alphabetical */}
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        {shaped.conditions.map((c) => (
          // a measured 0 still gets a sliver, so it reads differently from "no run"
          <Bar key={c} dataKey={c} name={conditionLabel(c)} fill={CONDITION_COLORS[c] ?? COLORS.muted} minPointSize={2} isAnimationActive={false} />
        ))}
        <ReferenceLine
          y={STRONG_AGENT_GATE}
          className="gate-line gate-strong"
          stroke={COLORS.fail}
          strokeDasharray="6 3"
          label={{ value: "0.10 strong agent", position: "right", fill: COLORS.fail, fontSize: 12 }}
        />
        <ReferenceLine
          y={ABLATION_GATE}
          className="gate-line gate-ablation"
          stroke={COLORS.warn}
          strokeDasharray="6 3"
          label={{ value: "0.15 ablation", position: "right", fill: COLORS.warn, fontSize: 12 }}
        />
      </BarChart>
      <details className="chart-table">
        <summary>Same numbers as a table</summary>
        <table className="data compact" data-testid="score-by-condition-table">
          <thead>
            <tr>
              <th>{groupBy}</th>
              {shaped.conditions.map((c) => (
                <th key={c} className="num">
                  {conditionLabel(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shaped.groups.map((g) => (
              <tr key={g}>
                <td>{g}</td>
                {shaped.conditions.map((c) => {
                  const cell = shaped.cells.find((x) => x.group === g && x.condition === c);
                  return (
                    <td key={c} className="num">
                      {cell ? fmt(cell.score) : "—"}
                      {cell && cell.runs > 1 ? <span className="muted"> (max of {cell.runs})</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">Gates: a strong agent under full input below {STRONG_AGENT_GATE.toFixed(2)}; each ablation at most {ABLATION_GATE.toFixed(2)}.</p>
      </details>
    </figure>
  );
}
