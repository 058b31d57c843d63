// The selected event in full: every field the judge compared, expected beside predicted, with
// its tolerance, verdict and units, and the units per credit group.
import type { InspectorEvent } from "./inspector-events";
import { formatUnits, formatValue } from "./format-value";
import { formatClock } from "./timeline-layout";
import { eventNumber, labelWithoutNumber } from "./event-numbering";
import { creditLabel } from "./credit-label";
import type { NearMiss } from "@/lib/judges/near-miss";
import { NearMissNote } from "./NearMissNote";

export function EventDetail({ x, nearMiss }: { x: InspectorEvent | null; nearMiss?: NearMiss }) {
  if (!x) return <p className="muted">Select an event (click a row or a timeline mark, or press j).</p>;
  const e = x.event;
  const credit = creditLabel(e);
  return (
    <div className="event-detail" data-testid="event-detail" data-event-key={x.key}>
      <p>
        <strong data-testid="event-detail-number">{eventNumber(e)}</strong> {labelWithoutNumber(e)} ·{" "}
        <span className={`credit-text-${credit.cls}`} data-testid="event-detail-credit">
          {credit.text}
        </span>{" "}
        · {formatUnits(e.earned, e.available)} units ·{" "}
        {x.seekable ? (
          <>
            at <span className="mono">{formatClock(x.timeSec)}</span>
            {x.endSec !== null ? <span className="mono"> – {formatClock(x.endSec)}</span> : null}
          </>
        ) : (
          <span className="muted">the judge gives no time for this event, so it cannot be found in the video</span>
        )}
      </p>
      {nearMiss ? (
        <p>
          <NearMissNote event={e} nearMiss={nearMiss} />
        </p>
      ) : null}
      {e.fields.length > 0 ? (
        <table className="data compact">
          <thead>
            <tr>
              <th>field</th>
              <th>expected</th>
              <th>predicted</th>
              <th>tolerance</th>
              <th>verdict</th>
              <th className="num">units</th>
            </tr>
          </thead>
          <tbody>
            {e.fields.map((f) => (
              <tr key={f.name} className={`field-${f.verdict}`}>
                <td className="mono">{f.name}</td>
                <td title={formatValue(f.expected, 2000)}>{formatValue(f.expected)}</td>
                <td title={formatValue(f.predicted, 2000)}>{formatValue(f.predicted)}</td>
                <td className="muted">{f.tolerance ?? ""}</td>
                <td>{f.verdict}</td>
                <td className="num">{f.available !== undefined ? formatUnits(f.earned ?? 0, f.available) : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">{e.kind === "spurious" ? "An unmatched prediction: nothing to compare it with." : "No field breakdown."}</p>
      )}
      {e.groups?.length ? (
        <p className="muted">Units per group: {e.groups.map((g) => `${g.name} ${formatUnits(g.earned, g.available)}`).join(" · ")}</p>
      ) : null}
      {e.extra && Object.keys(e.extra).length > 0 ? (
        <details>
          <summary className="muted">judge extras</summary>
          <pre className="mono extra">{JSON.stringify(e.extra, null, 1).slice(0, 4000)}</pre>
        </details>
      ) : null}
    </div>
  );
}
