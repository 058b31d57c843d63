import type { Gate, GateOutcome } from "@/lib/gates";
import { StatusBadge } from "@/components/StatusBadge";
import "./gates.css";

const OUTCOME_LABEL: Record<GateOutcome, string> = {
  pass: "pass",
  warn: "passes with a warning",
  fail: "fail",
  insufficient: "not enough evidence",
};

/** The review gates, each with its threshold and the evidence (rows, numbers) it was decided on. */
export function GateChecklist({ gates }: { gates: Gate[] }) {
  const counts: Record<GateOutcome, number> = { pass: 0, warn: 0, fail: 0, insufficient: 0 };
  for (const g of gates) counts[g.outcome]++;
  return (
    <section data-testid="gate-checklist">
      <p className="muted">
        {counts.pass} pass{counts.warn > 0 ? ` · ${counts.warn} warn` : ""} · {counts.fail} fail · {counts.insufficient} not enough evidence
      </p>
      <table className="data gates">
        <thead>
          <tr>
            <th>Gate</th>
            <th>Outcome</th>
            <th>Threshold</th>
            <th>Evidence</th>
          </tr>
        </thead>
        <tbody>
          {gates.map((g) => (
            <tr key={g.id} data-gate={g.id} data-outcome={g.outcome}>
              <td>{g.title}</td>
              <td>
                <StatusBadge status={g.outcome} title={OUTCOME_LABEL[g.outcome]} />
              </td>
              <td className="muted">{g.threshold}</td>
              <td>
                <ul className="evidence">
                  {g.evidence.map((e, i) => (
                    <li key={i} className={`evidence-${e.kind}`}>
                      {e.text}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
