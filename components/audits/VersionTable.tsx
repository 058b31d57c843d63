// Every stored ledger under every judge version of the family, with deltas against the primary.
import type { AuditsPageView } from "@/lib/audits/page-view";
/** The Audits page view's own type (lib/audits/page-view.ts builds it). */
export type VersionTableView = NonNullable<AuditsPageView["versions"]>;

const short = (id: string) => id.split("@")[1] ?? id;

export function VersionTable({ data }: { data: VersionTableView }) {
  return (
    <div className="stack">
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">ledger</th>
              {data.judges.map((j) => (
                <th key={j} scope="col" className="num" title={j}>
                  @{short(j)}
                  {j === data.primary ? " (primary)" : ""}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.path}>
                <td>{r.label}</td>
                {data.judges.map((j) => (
                  <td key={j} className="num">
                    {r.rewards[j].toFixed(4)}
                    {j !== data.primary && Math.abs(r.deltas[j]) > 1e-9 ? (
                      <span className="audit-delta">
                        {" "}
                        ({r.deltas[j] > 0 ? "+" : ""}
                        {r.deltas[j].toFixed(4)})
                      </span>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.disagreements.map((d) => (
        <p key={`${d.judgeA}:${d.judgeB}`}>
          Separating submission: <strong>{d.from}</strong>
          {d.mutation ? ` with ${d.mutation}` : ""} ({d.source}) — @{short(d.judgeA)} {d.rewardA} vs @{short(d.judgeB)} {d.rewardB}.
        </p>
      ))}
    </div>
  );
}
