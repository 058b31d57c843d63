// The one mark for a judge-rejected ledger (table, files panel, inspector): red, with the reason.
import { rejectionReason } from "./judge-rejection";

export function RejectedBadge({ reason, long = false }: { reason: string | null | undefined; long?: boolean }) {
  const why = rejectionReason(reason);
  if (!why) return null;
  return (
    <span className="badge rejected" data-testid="rejected-badge" title={`rejected by the judge: ${why}`}>
      rejected{long ? `: ${why}` : ""}
    </span>
  );
}
