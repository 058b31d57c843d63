// Omission per ledger: score as submitted, best reachable by withholding predictions, how many
// retained, and the withheld matched answers as links to the ledger inspector at their event.
import type { AuditsPageView } from "@/lib/audits/page-view";
import Link from "next/link";

/** The Audits page view's own type (lib/audits/page-view.ts builds it). */
export type OmissionRowView = AuditsPageView["judges"][number]["omission"][number];

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
                  <WithholdList events={r.events} inspectorHref={r.inspectorHref} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The matched answers withholding drops, as a count that opens into a list (one per line: which
 * prediction, which ground-truth event, linked to the inspector at that event), never a
 * run-together wall of links.
 */
export function WithholdList({
  events,
  inspectorHref,
}: {
  events: { prediction: number; event: number }[];
  inspectorHref?: string | null;
}) {
  if (events.length === 0) return <>—</>;
  const sep = inspectorHref?.includes("?") ? "&" : "?";
  return (
    <details data-testid="withhold-list">
      <summary>
        {events.length} matched answer{events.length === 1 ? "" : "s"}
      </summary>
      <ul className="withhold-list">
        {events.map((e) => {
          const text = `#${e.prediction}→${e.event + 1}`;
          const title = `prediction ${e.prediction} answers expected event #${e.event + 1}`;
          return (
            <li key={e.prediction}>
              {inspectorHref ? (
                <Link href={`${inspectorHref}${sep}event=E${e.event + 1}`} title={title}>
                  {text}
                </Link>
              ) : (
                <span title={title}>{text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
