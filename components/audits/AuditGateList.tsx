// The two audit gates with their evidence lines (the numbers).
import { StatusBadge } from "@/components/StatusBadge";
import type { AuditGate } from "@/lib/gates";

export function AuditGateList({ gates }: { gates: AuditGate[] }) {
  return (
    <ul className="audit-gates">
      {gates.map((g) => (
        <li key={g.id}>
          <StatusBadge status={g.outcome} /> <strong>{g.title}</strong> <span className="muted small">— {g.threshold}</span>
          <ul>
            {g.evidence.map((e, i) => (
              <li key={i} className={e.kind === "problem" ? "error" : e.kind === "note" ? "muted" : undefined}>
                {e.text}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
