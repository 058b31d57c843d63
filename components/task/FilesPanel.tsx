import Link from "next/link";
import { formatScore } from "@/lib/gates";
import type { RevisionView } from "./task-view-types";
import { RejectedBadge } from "./RejectedBadge";

const ANCHOR_ORIGINS = new Set(["oracle", "derived-oracle", "empty"]);

/** Every ledger, trajectory and other file kept from the folder; files no row cites are marked. */
export function FilesPanel({ taskId, revision }: { taskId: string; revision: RevisionView }) {
  const citedLedgers = new Set(revision.rows.map((r) => r.ledgerId).filter(Boolean));
  const citedRollouts = new Set(revision.rows.map((r) => r.rolloutId).filter(Boolean));
  const judgeOf = new Map(revision.pairings.map((p) => [p.id, p]));
  return (
    <div className="grid2">
      <section className="panel" data-testid="ledgers">
        <h3>Ledgers</h3>
        <table className="data">
          <thead>
            <tr>
              <th>File</th>
              {revision.pairings.map((p) => (
                <th key={p.id} className="num" title={`${p.judgeId} with ${p.groundTruthPath}`}>
                  {p.judgeId.split("@")[1]}
                  {p.isPrimary ? " (official)" : ""}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {revision.ledgers.map((l) => (
              <tr key={l.id}>
                <td>
                  <Link href={`/tasks/${encodeURIComponent(taskId)}/ledgers/${l.id}`}>{l.path}</Link>
                  {ANCHOR_ORIGINS.has(l.origin) ? (
                    <span className="muted"> · {l.label}</span>
                  ) : !citedLedgers.has(l.id) ? (
                    <span className="muted"> · unlinked</span>
                  ) : null}
                </td>
                {revision.pairings.map((p) => {
                  const run = l.scoreRuns.find((r) => r.pairingId === p.id);
                  return (
                    <td key={p.id} className="num" title={run ? `${judgeOf.get(p.id)?.judgeId}: ${run.reason}` : "not scored"}>
                      {formatScore(run?.rewardValue ?? null)} <RejectedBadge reason={run?.reason} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="panel" data-testid="rollouts">
        <h3>Trajectories</h3>
        {revision.rollouts.length === 0 ? <p className="muted">No trajectory files in the folder.</p> : null}
        <ul>
          {revision.rollouts.map((r) => (
            <li key={r.id}>
              <Link href={`/tasks/${encodeURIComponent(taskId)}/rollouts/${r.id}`}>
                <code>{r.path}</code>
              </Link>{" "}
              — {r.format}, {r.toolCallTurns ?? "?"} tool-call turns, {r.byteLength} B
              {!citedRollouts.has(r.id) ? <span className="muted"> · unlinked</span> : null}
            </li>
          ))}
        </ul>
        <h3>Other files</h3>
        <ul>
          {revision.artifacts.map((a) => (
            <li key={a.id}>
              <Link href={`/tasks/${encodeURIComponent(taskId)}/files/${a.id}`}>
                <code>{a.path}</code>
              </Link>{" "}
              <span className="muted">
                ({a.kind}, {a.byteLength} B)
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
