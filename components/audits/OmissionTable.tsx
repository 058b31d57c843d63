// Omission per ledger: score as submitted, best reachable by withholding predictions, how many
// retained, and the withheld matched answers as links to the ledger inspector at their event.
import Link from "next/link";

export interface OmissionRowView {
  ledgerPath: string;
  label: string;
  judgeId: string;
  method: string;
  base: number;
  best: number;
  retained: number;
  predictions: number;
  withheldMatched: number;
  /** withheld matched answers: prediction number (1-based) and the ground-truth event it answered */
  events: { prediction: number; event: number }[];
  /** the inspector URL for this ledger (null when the ledger is a derived diagnostic with no row) */
  inspectorHref: string | null;
  note?: string;
}

export function OmissionTable({ rows }: { rows: OmissionRowView[] }) {
  if (rows.length === 0) return <p className="muted">No stored ledgers.</p>;
  return (
    <div className="table-scroll">
      <table>
        <thead>
          <tr>
            <th scope="col">ledger</th>
            <th scope="col">method</th>
            <th scope="col" className="num">
              as submitted
            </th>
            <th scope="col" className="num">
              withholding
            </th>
            <th scope="col" className="num">
              gain
            </th>
            <th scope="col" className="num">
              retained
            </th>
            <th scope="col">matched answers to withhold (event)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const gain = r.best - r.base;
            return (
              <tr key={`${r.judgeId}:${r.ledgerPath}`} className={r.withheldMatched > 0 && gain > 1e-12 ? "audit-warn" : undefined}>
                <td>
                  {r.inspectorHref ? <Link href={r.inspectorHref}>{r.label}</Link> : r.label}
                  {r.note ? <div className="muted small">{r.note}</div> : null}
                </td>
                <td>{r.method}</td>
                <td className="num">{r.base.toFixed(4)}</td>
                <td className="num">{r.best.toFixed(4)}</td>
                <td className="num">{gain > 1e-12 ? `+${gain.toFixed(4)}` : "0"}</td>
                <td className="num">
                  {r.retained}/{r.predictions}
                </td>
                <td className="audit-events">
                  {r.events.length === 0
                    ? "—"
                    : r.events.map((e) =>
                        r.inspectorHref ? (
                          <Link
                            key={e.prediction}
                            href={`${r.inspectorHref}${r.inspectorHref.includes("?") ? "&" : "?"}event=E${e.event + 1}`}
                          >
                            #{e.prediction}→{e.event + 1}
                          </Link>
                        ) : (
                          <span key={e.prediction}>
                            #{e.prediction}→{e.event + 1}
                          </span>
                        ),
                      )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
