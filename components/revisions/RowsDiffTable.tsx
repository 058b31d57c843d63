// Every calibration row with its score under both revisions: a removed row keeps its old score in
// view, so a gate that passes only because the strongest reader left is visible at once.
import type { RowChange } from "@/lib/revisions";
import { formatScore } from "@/lib/gates/format";

export function RowsDiffTable({ rows, beforeLabel, afterLabel }: { rows: RowChange[]; beforeLabel: string; afterLabel: string }) {
  return (
    <div className="table-scroll">
      <table className="data" data-testid="rows-diff">
        <thead>
          <tr>
            <th>row</th>
            <th>change</th>
            <th title={beforeLabel}>score before</th>
            <th title={afterLabel}>score after</th>
            <th>Δ</th>
            <th>what else moved</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const row = (r.after ?? r.before)!;
            return (
              <tr key={r.key}>
                <td>
                  {row.harness}
                  {row.model ? ` / ${row.model}` : ""} <span className="muted">({row.conditionLabel || "full"})</span>
                </td>
                <td className={`change-${r.change === "kept" ? "none" : r.change}`}>{r.change}</td>
                <td>{r.before ? formatScore(r.before.recomputed) : "—"}</td>
                <td>{r.after ? formatScore(r.after.recomputed) : "—"}</td>
                <td>{r.scoreDelta == null ? "" : `${r.scoreDelta > 0 ? "+" : ""}${formatScore(r.scoreDelta)}`}</td>
                <td>
                  {r.instructionNotice ? (
                    <div className="instr-mismatch" data-testid="older-instruction">
                      ⚠ {r.instructionNotice}
                    </div>
                  ) : null}
                  {r.notes.join("; ")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
