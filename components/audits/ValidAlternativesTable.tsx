// The generic audits' valid alternatives: the oracle written differently but meaning the same
// (key order, whitespace, number spelling, escapes, Unicode form, event order where order is not
// the contract), each with the reward the task's own verifier gave it against the oracle's.
// Every string is contributor-derived (variant names come from the folder's fields): React escapes it.
import type { AuditsPageView } from "@/lib/audits/page-view";
import { OracleComparisonTable } from "./OracleComparisonTable";

/** The Audits page view's own type (lib/audits/page-view.ts builds it). */
export type ValidAlternativeRow = AuditsPageView["judges"][number]["alternatives"][number];

function verdict(r: ValidAlternativeRow): string {
  if (r.rejected) return r.reward === null ? "rejected (not scored)" : "rejected (scored lower)";
  return r.reward === null ? "not run" : "scored as the oracle";
}

export function ValidAlternativesTable({ rows }: { rows: ValidAlternativeRow[] }) {
  return (
    <div className="table-scroll">
      <OracleComparisonTable
        nameHeader="variant of the oracle"
        verdictHeader="verdict"
        withNotes
        rows={rows.map((r) => ({
          name: r.variant,
          reward: r.reward,
          reference: r.reference,
          verdict: verdict(r),
          marked: r.rejected,
          note: r.note,
        }))}
      />
    </div>
  );
}
