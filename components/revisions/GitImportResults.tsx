// The latest git imports: what each commit became (new revision, unchanged, rejected and why).
import Link from "next/link";
import { gitImportOutcome } from "./git-import-outcome";

export interface GitImportRunSummary {
  id: string;
  status: string;
  error: string | null;
  params: { source?: string; ref?: string; folder?: string; salvageSpec?: boolean } | null;
  /** the task the results name is stored (a fully rejected first import leaves none) */
  taskExists?: boolean;
  results: {
    taskId: string;
    commits: { sha: string; message: string; outcome: string; revisionId: string | null; errors: string[]; notes?: string[] }[];
  } | null;
}

export function GitImportResults({ runs }: { runs: GitImportRunSummary[] }) {
  if (runs.length === 0) return null;
  return (
    <section>
      <h2>Recent imports</h2>
      {runs.map((r) => (
        <Run key={r.id} r={r} />
      ))}
    </section>
  );
}

function Run({ r }: { r: GitImportRunSummary }) {
  const outcome = gitImportOutcome(r);
  return (
    <div className="panel" data-testid="git-import-run" data-outcome={outcome.tone}>
      <p>
        <code>{r.params?.source}</code> at <code>{r.params?.ref}</code>
        {r.params?.folder ? (
          <>
            {" "}
            / <code>{r.params.folder}</code>
          </>
        ) : null}{" "}
        — <span className={`badge ${outcome.tone === "pending" ? "in_review" : outcome.tone}`}>{outcome.label}</span>
        {r.results ? (
          <>
            {" "}
            →{" "}
            {outcome.linkTask ? (
              <Link href={`/tasks/${encodeURIComponent(r.results.taskId)}`}>{r.results.taskId}</Link>
            ) : (
              <span>
                <code>{r.results.taskId}</code> <span className="muted">(no task stored)</span>
              </span>
            )}
          </>
        ) : null}
      </p>
      {r.error ? <p className="field-error">{r.error}</p> : null}
      {outcome.reasons.length > 0 ? (
        <div className="error-box" data-testid="git-import-reasons">
          {outcome.reasons.map((reason) => (
            <div key={reason}>{reason}</div>
          ))}
          {outcome.salvageHint ? (
            <p data-testid="salvage-hint">
              The SPEC card is not valid YAML. To import it anyway, with each broken key recorded as a finding, tick{" "}
              <q>import a SPEC card that is not valid YAML</q> and import again.
            </p>
          ) : null}
        </div>
      ) : null}
      {r.results ? (
        <ul>
          {r.results.commits.map((c) => (
            <li key={c.sha}>
              <code>{c.sha.slice(0, 8)}</code> {c.message.split("\n")[0]}: <strong>{c.outcome}</strong>
              {c.errors.length ? <span className="field-error"> {c.errors.join("; ")}</span> : null}
              {c.notes?.length ? <span data-testid="commit-note"> ({c.notes.join("; ")})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
