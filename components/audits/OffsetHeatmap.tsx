// A reward surface as a heatmap: rows = one offset, columns = the other, colour = reward (white 0
// to blue 1), the value in each cell's title. Plain HTML: it scrolls inside its box on a phone.
export interface HeatmapData {
  title: string;
  xAxis: string;
  yAxis: string;
  x: number[];
  y: number[];
  cells: number[][];
}

function colour(v: number): string {
  const t = Math.max(0, Math.min(1, v));
  const mix = (a: number, b: number) => Math.round(a + (b - a) * t);
  return `rgb(${mix(255, 36)}, ${mix(255, 87)}, ${mix(255, 197)})`;
}

export function OffsetHeatmap({ data }: { data: HeatmapData }) {
  const max = Math.max(0, ...data.cells.flat());
  return (
    <figure className="audit-chart">
      <figcaption>
        {data.title}{" "}
        <span className="muted">
          (max {max.toFixed(4)}; rows: {data.yAxis}, columns: {data.xAxis})
        </span>
      </figcaption>
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
                  return <td key={x} style={{ background: colour(v) }} title={`${data.yAxis} ${y}, ${data.xAxis} ${x}: ${v.toFixed(4)}`} />;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
