// A task's revisions, newest first: commit, author, date, and "what changed" against the one before
// and against the revision the last verdict judged.
import Link from "next/link";
import type { RevisionHistory } from "@/lib/revisions/history";

export function RevisionList({ taskId, history }: { taskId: string; history: RevisionHistory }) {
  const base = `/tasks/${encodeURIComponent(taskId)}/revisions`;
  const reviewed = history.lastReview?.revisionId ?? null;
  return (
    <div className="table-scroll">
      <table className="data" data-testid="revision-list">
        <thead>
          <tr>
            <th>revision</th>
            <th>author · date</th>
            <th>compare</th>
          </tr>
        </thead>
        <tbody>
          {history.revisions.map((r, i) => {
            const previous = history.revisions[i + 1];
            const commit = r.commits[r.commits.length - 1];
            return (
              <tr key={r.id}>
                <td data-testid="revision-label">
                  {r.label}
                  {r.id === reviewed ? <span className="badge approved"> last reviewed</span> : null}
                  {i === 0 ? <span className="badge"> latest</span> : null}
                  <div className="muted">imported {r.importedAt.toISOString().replace("T", " ").slice(0, 16)} UTC</div>
                </td>
                <td>
                  {commit
                    ? `${commit.author} · ${commit.authorDate.toISOString().slice(0, 10)}`
                    : `${r.sourceKind} · ${r.importedAt.toISOString().slice(0, 10)}`}
                </td>
                <td>
                  {previous ? (
                    <Link href={`${base}/${previous.id}...${r.id}`}>changes in this revision</Link>
                  ) : (
                    <span className="muted">first revision</span>
                  )}
                  {reviewed && reviewed !== r.id && i === 0 ? (
                    <>
                      {" · "}
                      <Link href={`${base}/${reviewed}...${r.id}`}>since last review</Link>
                    </>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
