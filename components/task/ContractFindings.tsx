// The task page's "Contract" section: the contract review's findings grouped by code, each with
// its file:line (a link to the stored file when there is one), message, the evidence as found, the
// cited line among its neighbours and the suggested fix; then what each check read (a git import's hygiene range, bytes added, largest
// files) and the checks that could not run. Same grouping as the PR comment.
import Link from "next/link";
import "./contract-findings.css";
import { contractGroups, placeOf, type ContractReviewText } from "@/lib/export/sections/contract-section";

const BADGE = { error: "fail", warn: "warn", info: "replaced" } as const;

interface Props {
  /** null: the revision was imported before the contract review existed */
  review: ContractReviewText | null;
  /** stored file path -> its viewer */
  hrefOf: (path: string) => string | null;
}

export function ContractFindings({ review, hrefOf }: Props) {
  if (review === null)
    return (
      <p className="muted" data-testid="contract-findings">
        Not reviewed: this revision was imported before the contract review existed. Re-import the folder to review it.
      </p>
    );
  const absent = review.checks.filter((c) => c.state === "absent");
  const ran = review.checks.filter((c) => c.state === "ran");
  return (
    <div data-testid="contract-findings">
      {review.findings.length === 0 ? <p className="muted">No contract findings from the checks that ran.</p> : null}
      {contractGroups(review.findings).map((g) => (
        <details key={g.code} open={g.findings.some((f) => f.severity === "error")} data-code={g.code}>
          <summary>
            <span className="mono">{g.code}</span> ({g.findings.length})
          </summary>
          <ul className="stack">
            {g.findings.map((f, i) => {
              const href = hrefOf(f.file);
              return (
                <li key={i} data-severity={f.severity}>
                  <span className={`badge ${BADGE[f.severity]}`}>{f.severity}</span>{" "}
                  <span className="mono">{href ? <Link href={href}>{placeOf(f)}</Link> : placeOf(f)}</span> {f.message}
                  {f.evidence ? <blockquote className="mono wrap">{f.evidence}</blockquote> : null}
                  {f.context ? <FindingContext context={f.context} line={f.line} /> : null}
                  <div className="muted">Fix: {f.fix}</div>
                </li>
              );
            })}
          </ul>
        </details>
      ))}
      {ran.length > 0 ? (
        <details data-testid="contract-checks-ran">
          <summary className="muted">checked ({ran.length})</summary>
          <ul className="muted">
            {ran.map((c) => (
              <li key={c.check} data-check={c.check}>
                <span className="mono">{c.check}</span>: <span className="wrap">{c.note}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {absent.length > 0 ? (
        <ul className="muted">
          {absent.map((c) => (
            <li key={c.check}>
              not checked: <span className="mono">{c.check}</span> ({c.note})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The cited line among its neighbours, numbered as in the file, the cited one marked. */
function FindingContext({ context, line }: { context: { firstLine: number; lines: string[] }; line: number | null }) {
  const width = String(context.firstLine + context.lines.length - 1).length;
  return (
    <pre className="contract-context" data-testid="contract-context">
      {context.lines.map((text, i) => {
        const n = context.firstLine + i;
        return (
          <span key={n} data-line={n} className={n === line ? "cited" : undefined}>
            {`${String(n).padStart(width)}  ${text}`}
          </span>
        );
      })}
    </pre>
  );
}
