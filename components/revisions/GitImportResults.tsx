// The latest git imports: what each commit became (new revision, unchanged, rejected and why).
import Link from "next/link";

export interface GitImportRunSummary {
  id: string;
  status: string;
  error: string | null;
  params: { source?: string; ref?: string; folder?: string } | null;
  results: {
    taskId: string;
    commits: { sha: string; message: string; outcome: string; revisionId: string | null; errors: string[] }[];
  } | null;
}

export function GitImportResults({ runs }: { runs: GitImportRunSummary[] }) {
  if (runs.length === 0) return null;
  return (
    <section>
      <h2>Recent imports</h2>
      {runs.map((r) => (
        <div key={r.id} className="panel" data-testid="git-import-run">
          <p>
            <code>{r.params?.source}</code> at <code>{r.params?.ref}</code>
            {r.params?.folder ? (
              <>
                {" "}
                / <code>{r.params.folder}</code>
              </>
            ) : null}{" "}
            — <span className={`badge ${r.status === "succeeded" ? "pass" : r.status === "failed" ? "fail" : ""}`}>{r.status}</span>
            {r.results ? (
              <>
                {" "}
                → <Link href={`/tasks/${encodeURIComponent(r.results.taskId)}`}>{r.results.taskId}</Link>
              </>
            ) : null}
          </p>
          {r.error ? <p className="field-error">{r.error}</p> : null}
          {r.results ? (
            <ul>
              {r.results.commits.map((c) => (
                <li key={c.sha}>
                  <code>{c.sha.slice(0, 8)}</code> {c.message.split("\n")[0]}: <strong>{c.outcome}</strong>
                  {c.errors.length ? <span className="field-error"> {c.errors.join("; ")}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </section>
  );
}
