import Link from "next/link";
import type { TaskOverview } from "@/lib/data/queries/get-task-overview";
import { claimDelta, claimMatches, formatScore, primaryPairingId, recomputedFor } from "@/lib/data/views/row-scores";
import { StatusBadge } from "@/components/StatusBadge";

/** Calibration rows with the contributor's claimed score beside the score our judge recomputes. */
export function CalibrationRowsTable({ taskId, revision }: { taskId: string; revision: TaskOverview["revision"] }) {
  const primary = primaryPairingId(revision.pairings);
  const runsByLedger = new Map(revision.ledgers.map((l) => [l.id, l.scoreRuns]));
  if (revision.rows.length === 0) return <p className="muted">No calibration rows were found in calibration/scores.md.</p>;
  return (
    <table className="data" data-testid="calibration-rows">
      <thead>
        <tr>
          <th>Harness</th>
          <th>Version</th>
          <th>Model</th>
          <th>Reasoning</th>
          <th>Condition</th>
          <th className="num">Claimed</th>
          <th className="num">Recomputed</th>
          <th className="num">Δ</th>
          <th className="num">Turns</th>
          <th>Status</th>
          <th>Evidence</th>
        </tr>
      </thead>
      <tbody>
        {revision.rows.map((row) => {
          const run = row.ledger ? recomputedFor(runsByLedger.get(row.ledger.id), primary) : null;
          const delta = claimDelta(row.claimedScore, run?.rewardValue ?? null);
          const ok = claimMatches(row.claimedScore, run?.rewardValue ?? null);
          return (
            <tr key={row.id} data-row-status={row.status}>
              <td>{row.harness}</td>
              <td>{row.harnessVersion ?? "—"}</td>
              <td>{row.model ?? "—"}</td>
              <td>{row.reasoning ?? "—"}</td>
              <td title={row.conditionLabel}>{row.condition.replace(/_/g, "-")}</td>
              <td className="num" title={row.claimedScoreText}>
                {formatScore(row.claimedScore)}
              </td>
              <td className="num" title={run?.reason}>
                {run ? formatScore(run.rewardValue) : <span className="muted">{row.ledger ? "not scored" : "no ledger"}</span>}
              </td>
              <td className="num" style={{ color: ok === false ? "var(--fail)" : undefined }}>
                {delta == null ? "—" : (delta >= 0 ? "+" : "") + delta.toFixed(4)}
              </td>
              <td className="num">{row.claimedTurns ?? "—"}</td>
              <td>
                <StatusBadge status={row.status} />
              </td>
              <td>
                {row.ledger ? <Link href={`/tasks/${encodeURIComponent(taskId)}/ledgers/${row.ledger.id}`}>ledger</Link> : null}
                {row.rollout ? <> · <code title={row.rollout.sha256}>{row.rollout.path.split("/").pop()}</code></> : null}
                {row.citedLedgerPath && !row.ledger ? <div className="muted">cites missing {row.citedLedgerPath}</div> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
