import type { Gate } from "@/lib/gates";
import { StatusBadge } from "@/components/StatusBadge";

const OUTCOME_LABEL = { pass: "pass", fail: "fail", insufficient: "not enough evidence" } as const;

/** The review gates, each with its threshold and the evidence (rows, numbers) it was decided on. */
export function GateChecklist({ gates }: { gates: Gate[] }) {
  const counts = { pass: 0, fail: 0, insufficient: 0 };
  for (const g of gates) counts[g.outcome]++;
  return (
    <section data-testid="gate-checklist">
      <p className="muted">
        {counts.pass} pass · {counts.fail} fail · {counts.insufficient} not enough evidence
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
