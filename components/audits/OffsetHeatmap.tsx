// A reward surface as a heatmap: rows = one offset, columns = the other, colour = reward (white 0
// to blue 1) with its legend, the highest cell outlined with its value printed in it, and each
// cell's value in its title. Plain HTML: it scrolls inside its box on a phone.
import type { AuditsPageView } from "@/lib/audits/page-view";
/** The Audits page view's own type (lib/audits/page-view.ts builds it). */
export type HeatmapData = AuditsPageView["judges"][number]["heatmaps"][number];

export function heatColour(v: number): string {
  const t = Math.max(0, Math.min(1, v));
  const mix = (a: number, b: number) => Math.round(a + (b - a) * t);
  return `rgb(${mix(255, 36)}, ${mix(255, 87)}, ${mix(255, 197)})`;
}

/** The highest cell (first in row order on ties) and how many cells share its value. */
export function maxCell(cells: readonly (readonly number[])[]): { row: number; col: number; value: number; ties: number } | null {
  let best: { row: number; col: number; value: number; ties: number } | null = null;
  cells.forEach((r, row) =>
    r.forEach((value, col) => {
      if (!Number.isFinite(value)) return;
      if (!best || value > best.value) best = { row, col, value, ties: 1 };
      else if (value === best.value) best.ties++;
    }),
  );
  return best;
}

function Legend() {
  const stops = [0, 0.25, 0.5, 0.75, 1];
  return (
    <div className="heatmap-legend" data-testid="heatmap-legend" aria-label="colour legend: reward 0 (white) to 1 (blue)">
      <span className="muted">reward</span>
      <span className="heatmap-legend-bar" style={{ background: `linear-gradient(to right, ${heatColour(0)}, ${heatColour(1)})` }} />
      <span className="heatmap-legend-ticks">
        {stops.map((s) => (
          <span key={s}>{s}</span>
        ))}
      </span>
    </div>
  );
}

export function OffsetHeatmap({ data }: { data: HeatmapData }) {
  const top = maxCell(data.cells);
  const where = top ? `${data.yAxis} ${data.y[top.row]}, ${data.xAxis} ${data.x[top.col]}` : null;
  return (
    <figure className="audit-chart" data-testid="offset-heatmap">
      <figcaption>
        {data.title}{" "}
        <span className="muted">
          (max {top ? top.value.toFixed(4) : "—"}
          {where ? ` at ${where}${top!.ties > 1 ? ` and ${top!.ties - 1} more cell${top!.ties > 2 ? "s" : ""}` : ""}` : ""}; rows:{" "}
          {data.yAxis}, columns: {data.xAxis})
        </span>
      </figcaption>
      <Legend />
      <div className="heatmap-scroll">
        <table className="heatmap" aria-label={data.title}>
          <thead>
            <tr>
              <th scope="col">
                {data.yAxis} \ {data.xAxis}
              </th>
              {data.x.map((x) => (
                <th key={x} scope="col">
                  {x}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.y.map((y, yi) => (
              <tr key={y}>
                <th scope="row">{y}</th>
                {data.x.map((x, xi) => {
                  const v = data.cells[yi]?.[xi] ?? 0;
                  const isMax = top !== null && top.row === yi && top.col === xi;
                  return (
                    <td
                      key={x}
                      className={isMax ? "heatmap-max" : undefined}
                      style={{ background: heatColour(v) }}
                      title={`${data.yAxis} ${y}, ${data.xAxis} ${x}: ${v.toFixed(4)}${isMax ? " (maximum)" : ""}`}
                    >
                      {isMax ? <span className="heatmap-max-value">{v.toFixed(2)}</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
