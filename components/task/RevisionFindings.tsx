// What the importer noticed but did not reject, as a reviewer reads it: findings of the folder and
// of each row in one table (errors and warnings first, de-duplicated), and the tables it kept as
// notes rendered as tables, never as raw JSON.
import { Markdown } from "@/components/Markdown";
import { distinctFindings, findingsFromStored, type FindingSeverity, type ReviewFinding } from "@/lib/export";
import { findingNotesOf } from "./finding-notes";

const SEVERITY_LABEL: Record<FindingSeverity, string> = { error: "error", warning: "warning", info: "info" };

interface Props {
  findings: unknown;
  unparsedNotes: unknown;
  /** findings recorded on calibration rows, with the row's name */
  rowFindings?: { row: string; findings: unknown }[];
}

function FindingsTable({ list, testId }: { list: ReviewFinding[]; testId: string }) {
  return (
    <div className="table-scroll">
      <table className="data compact findings-table" data-testid={testId}>
        <thead>
          <tr>
            <th>severity</th>
            <th>where</th>
            <th>row</th>
            <th>finding</th>
          </tr>
        </thead>
        <tbody>
          {list.map((f, i) => (
            <tr key={i} className={`finding-${f.severity}`} data-severity={f.severity}>
              <td>
                <span className={`badge ${f.severity === "error" ? "fail" : f.severity === "warning" ? "insufficient" : "replaced"}`}>
                  {SEVERITY_LABEL[f.severity]}
                </span>
              </td>
              <td className="mono">
                {f.file ? `${f.file}${f.line ? `:${f.line}` : ""}` : "—"}
                {f.field ? <span className="muted"> ({f.field})</span> : null}
              </td>
              <td>{f.row ?? <span className="muted">folder</span>}</td>
              <td>{f.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RevisionFindings({ findings, unparsedNotes, rowFindings = [] }: Props) {
  const list = distinctFindings([...findingsFromStored(findings), ...rowFindings.flatMap((r) => findingsFromStored(r.findings, r.row))]);
  const notes = findingNotesOf(unparsedNotes);
  if (list.length === 0 && notes.length === 0)
    return (
      <p className="muted" data-testid="findings">
        The importer found nothing to report.
      </p>
    );
  const serious = list.filter((f) => f.severity !== "info");
  const info = list.filter((f) => f.severity === "info");
  return (
    <section data-testid="findings">
      {serious.length > 0 ? <FindingsTable list={serious} testId="findings-table" /> : <p className="muted">No errors or warnings.</p>}
      {info.length > 0 ? (
        <details className="panel">
          <summary>
            {info.length} informational finding{info.length === 1 ? "" : "s"} (how values were read)
          </summary>
          <FindingsTable list={info} testId="findings-info-table" />
        </details>
      ) : null}
      {notes.map((n, i) => (
        <details className="panel finding-note" key={`n${i}`} data-testid="finding-note">
          <summary>
            Table kept as a note: <strong>{n.title}</strong> {n.where ? <span className="muted">({n.where})</span> : null}
          </summary>
          {n.markdown ? (
            <div className="table-scroll">
              <Markdown text={n.markdown} />
            </div>
          ) : n.table ? (
            <div className="table-scroll">
              <table className="data compact">
                <thead>
                  <tr>
                    {n.table.columns.map((c) => (
                      <th key={c}>{c}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {n.table.rows.map((r, j) => (
                    <tr key={j}>
                      {r.map((c, k) => (
                        <td key={k}>{c}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="muted">The importer kept no text for this note.</p>
          )}
        </details>
      ))}
    </section>
  );
}
