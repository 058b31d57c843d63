// The ground-truth changes as a table: which event, what happened to it, and every field that moved.
import type { GoldDiff } from "@/lib/revisions";

const show = (v: unknown) => (v === undefined || v === null ? "—" : typeof v === "string" ? v : JSON.stringify(v));

export function GoldChangesTable({ diff }: { diff: GoldDiff }) {
  return (
    <>
      <p>
        {diff.list ? <code>{diff.list}</code> : "events"}: {diff.beforeCount} → {diff.afterCount}, {diff.unchanged} unchanged,{" "}
        {diff.changes.length} changed.
      </p>
      {diff.changes.length > 0 ? (
        <div className="table-scroll">
          <table className="data" data-testid="gold-changes">
            <thead>
              <tr>
                <th>event (ground-truth numbering)</th>
                <th>change</th>
                <th>time</th>
                <th>fields</th>
              </tr>
            </thead>
            <tbody>
              {diff.changes.map((c, i) => {
                const e = (c.after ?? c.before)!;
                return (
                  <tr key={i}>
                    <td>{e.label}</td>
                    <td className={`change-${c.change}`}>
                      {c.change}
                      {c.shiftSec != null ? ` ${c.shiftSec > 0 ? "+" : ""}${c.shiftSec.toFixed(2)} s` : ""}
                    </td>
                    <td>
                      {c.before?.timeSec != null ? `${c.before.timeSec.toFixed(2)} s` : "—"} →{" "}
                      {c.after?.timeSec != null ? `${c.after.timeSec.toFixed(2)} s` : "—"}
                    </td>
                    <td>
                      {c.fields.length === 0
                        ? "—"
                        : c.fields.map((f) => (
                            <div key={f.field}>
                              <code>{f.field}</code>: {show(f.before)} → {show(f.after)}
                            </div>
                          ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
