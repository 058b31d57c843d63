// The shortcut sweep in one line plus the structural probes as bars against the strong-agent bar.
import type { AuditsPageView } from "@/lib/audits/page-view";
import { COLORS } from "@/components/charts/chart-colors";

/** The Audits page view's own type (lib/audits/page-view.ts builds it). */
export type ProbeSummaryView = NonNullable<AuditsPageView["judges"][number]["probes"]>;

export function ProbeSummary({ data }: { data: ProbeSummaryView }) {
  const scale = Math.max(data.bar * 2, data.max, 0.2);
  return (
    <div className="stack">
      <p className={data.aboveBar > 0 ? "error" : undefined}>
        <strong>{data.total.toLocaleString("en-US")}</strong> video-free probes ({data.structural.length} structural +{" "}
        {data.gridSize.toLocaleString("en-US")} offset grid + {data.jitterCount.toLocaleString("en-US")} seeded jitter): max{" "}
        <strong>{data.max.toFixed(4)}</strong> ({data.maxProbe.kind}: {data.maxProbe.label}); {data.aboveBar} at or above the bar{" "}
        {data.bar.toFixed(2)}.
      </p>
      <ul className="probe-bars">
        {data.structural.map((p) => (
          <li key={p.label}>
            <span className="probe-label">{p.label}</span>
            <span className="probe-track">
              <span
                className="probe-bar"
                style={{ width: `${(100 * p.reward) / scale}%`, background: p.reward >= data.bar ? COLORS.fail : COLORS.accent }}
              />
              <span className="probe-gate" style={{ left: `${(100 * data.bar) / scale}%`, borderColor: COLORS.fail }} aria-hidden />
            </span>
            <span className="probe-value">{p.reward.toFixed(4)}</span>
          </li>
        ))}
      </ul>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">tolerance boundary (oracle shifted)</th>
              <th scope="col">tolerance</th>
              <th scope="col" className="num">
                last full credit
              </th>
              <th scope="col" className="num">
                first below
              </th>
              <th scope="col" className="num">
                reward there
              </th>
            </tr>
          </thead>
          <tbody>
            {data.boundaries.map((b) => (
              <tr key={b.name}>
                <td>{b.name}</td>
                <td>{b.tolerance}</td>
                <td className="num">
                  {b.lastFull} {b.unit}
                </td>
                <td className="num">{b.firstBelow ? `${b.firstBelow.offset} ${b.unit}` : "—"}</td>
                <td className="num">{b.firstBelow ? b.firstBelow.reward.toFixed(4) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
