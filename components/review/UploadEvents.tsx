// Every upload is shown as the event it was: who, when, label, claim, and whether it reproduced.
export interface UploadEventRow {
  id: string;
  kind: string;
  label: string;
  claimedScore: number | null;
  fileName: string | null;
  sha256: string | null;
  alreadyStored: boolean;
  authorName: string | null;
  createdAt: string;
  ledgerId: string | null;
  outcome: { claimAgrees?: boolean | null; checks?: { claim: string; reproduces: boolean | null }[]; revision?: string };
}

function verdict(e: UploadEventRow): string {
  if (e.kind === "revision") return e.outcome.revision === "unchanged" ? "unchanged" : "new revision";
  if (e.kind === "row") {
    const failed = (e.outcome.checks ?? []).filter((c) => c.reproduces === false).map((c) => c.claim);
    return failed.length ? `does not reproduce: ${failed.join(", ")}` : "reproduces";
  }
  if (e.outcome.claimAgrees === true) return "reproduces";
  if (e.outcome.claimAgrees === false) return "does not reproduce";
  return "—";
}

export function UploadEvents({ taskId, events }: { taskId: string; events: UploadEventRow[] }) {
  if (!events.length) return <p className="muted">Nothing submitted yet.</p>;
  return (
    <div className="table-scroll">
      <table className="data" data-testid="upload-events">
        <thead>
          <tr>
            <th>When</th>
            <th>Who</th>
            <th>What</th>
            <th>Label</th>
            <th>Claim</th>
            <th>Result</th>
            <th>Bytes</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id}>
              <td>
                <time dateTime={e.createdAt}>{e.createdAt.slice(0, 16).replace("T", " ")}</time>
              </td>
              <td>{e.authorName ?? "—"}</td>
              <td>{e.kind}</td>
              <td>{e.ledgerId ? <a href={`/tasks/${encodeURIComponent(taskId)}/ledgers/${e.ledgerId}`}>{e.label}</a> : e.label}</td>
              <td className="num">{e.claimedScore === null ? "—" : e.claimedScore}</td>
              <td>{verdict(e)}</td>
              <td className="mono" title={e.sha256 ?? ""}>
                {e.sha256 ? e.sha256.slice(0, 8) : "—"}
                {e.alreadyStored ? " (already stored)" : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
