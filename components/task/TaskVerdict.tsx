// The task's own overall verdict, as its scores.md / SPEC.md state it, at the top of the task page:
// shown as the contributor's claim (neutral styling, with the line it was read at, and every other
// file's statement when they disagree) beside the verdict the gates compute.
import type { Gate } from "@/lib/gates";
import { gateCounts } from "@/lib/export/sections/gate-sections";
import { computedVerdict, verdictView, type TaskVerdictView } from "./task-verdict-view";

export function TaskVerdict({ verdict, gates }: { verdict: TaskVerdictView | null; gates: Gate[] }) {
  const view = verdictView(verdict);
  if (!view) return null;
  const computed = computedVerdict(gates);
  return (
    <div className="panel task-verdict" data-testid="task-verdict" data-verdict={view.kind}>
      <div data-testid="computed-verdict">
        <strong>Computed from the gates:</strong> <span className={`badge ${computed.badge}`}>{computed.label}</span>{" "}
        <span className="muted">{gateCounts(gates)}</span>
      </div>
      <div data-testid="contributor-claim">
        <strong>The contributor&apos;s claim:</strong> <span className={`badge ${view.badge}`}>{view.label}</span> “{view.text}”{" "}
        <code className="muted">{view.where}</code>
      </div>
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
