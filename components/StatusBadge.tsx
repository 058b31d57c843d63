const LABELS: Record<string, string> = {
  draft: "draft",
  in_review: "in review",
  changes_requested: "changes requested",
  approved: "approved",
  earlier_instruction: "earlier instruction",
};

/** A small coloured pill for any status word (review status, row status, gate outcome, pin state). */
export function StatusBadge({ status, title }: { status: string; title?: string }) {
  return (
    <span className={`badge ${status}`} title={title}>
      {LABELS[status] ?? status.replace(/_/g, " ")}
    </span>
  );
}
