// The task's own overall verdict, as its scores.md / SPEC.md state it, at the top of the task page:
// what the contributor concluded, with the line it was read at, and every other file's statement
// when they disagree (the import records that as a verdict_contradiction finding too).
import { verdictView, type TaskVerdictView } from "./task-verdict-view";

export function TaskVerdict({ verdict }: { verdict: TaskVerdictView | null }) {
  const view = verdictView(verdict);
  if (!view) return null;
  return (
    <div className="panel task-verdict" data-testid="task-verdict" data-verdict={view.kind}>
      <strong>The task&apos;s own verdict:</strong> <span className={`badge ${view.badge}`}>{view.label}</span> “{view.text}”{" "}
      <code className="muted">{view.where}</code>
      {view.others.length > 0 ? (
        <ul data-testid="task-verdict-others">
          {view.others.map((o) => (
            <li key={o.where} className={o.contradicts ? "verdict-contradiction" : undefined}>
              {o.contradicts ? "contradicted by" : "also"} <code>{o.where}</code>: <span className={`badge ${o.badge}`}>{o.label}</span> “
              {o.text}”
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
