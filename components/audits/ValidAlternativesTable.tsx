// The generic audits' valid alternatives: the oracle written differently but meaning the same
// (key order, whitespace, number spelling, escapes, Unicode form, event order where order is not
// the contract), each with the reward the task's own verifier gave it against the oracle's.
// Every string is contributor-derived (variant names come from the folder's fields): React escapes it.
import type { AuditsPageView } from "@/lib/audits/page-view";

/** The Audits page view's own type (lib/audits/page-view.ts builds it). */
export type ValidAlternativeRow = AuditsPageView["judges"][number]["alternatives"][number];

function verdict(r: ValidAlternativeRow): string {
  if (r.rejected) return r.reward === null ? "rejected (not scored)" : "rejected (scored lower)";
  return r.reward === null ? "not run" : "scored as the oracle";
}

export function ValidAlternativesTable({ rows }: { rows: ValidAlternativeRow[] }) {
  return (
    <div className="table-scroll">
      <table>
        <thead>
          <tr>
            <th scope="col">variant of the oracle</th>
            <th scope="col" className="num">
              reward
            </th>
            <th scope="col" className="num">
              oracle
            </th>
            <th scope="col">verdict</th>
            <th scope="col">note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.variant} className={r.rejected ? "error" : undefined}>
              <td>{r.variant}</td>
              <td className="num">{r.reward === null ? "—" : r.reward.toFixed(4)}</td>
              <td className="num">{r.reference.toFixed(4)}</td>
              <td>{verdict(r)}</td>
              <td className="muted">{r.note ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
