import { EVIDENCE_GRADE_TEXT, type Gate, type GateEvidence, type GateOutcome } from "@/lib/gates";
import { StatusBadge } from "@/components/StatusBadge";
import "./gates.css";

const OUTCOME_LABEL: Record<GateOutcome, string> = {
  pass: "pass",
  warn: "passes with a warning",
  claimed: "holds only as claimed: nothing measured decides it yet",
  fail: "fail",
  insufficient: "not enough evidence",
};

/** The review gates, each with its threshold and the evidence (rows, numbers) it was decided on. */
export function GateChecklist({ gates }: { gates: Gate[] }) {
  const counts: Record<GateOutcome, number> = { pass: 0, warn: 0, claimed: 0, fail: 0, insufficient: 0 };
  for (const g of gates) counts[g.outcome]++;
  return (
    <section data-testid="gate-checklist">
      <p className="muted">
        {counts.pass} pass (measured){counts.warn > 0 ? ` · ${counts.warn} warn` : ""} · {counts.claimed} claimed only · {counts.fail} fail
        · {counts.insufficient} not enough evidence
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
              <td className="gate-title">{g.title}</td>
              <td className="gate-outcome">
                <StatusBadge status={g.outcome} title={OUTCOME_LABEL[g.outcome]} />
              </td>
              <td className="muted gate-threshold">{g.threshold}</td>
              <td className="gate-evidence" data-testid="gate-evidence">
                <ul className="evidence">
                  {g.evidence.map((e, i) => (
                    <li key={i} className={`evidence-${e.kind}`} data-grade={e.grade ?? ""}>
                      <GradeMark evidence={e} /> {e.text}
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

/** What an evidence line stands on, as a small tag a reviewer can scan down the list. */
function GradeMark({ evidence }: { evidence: GateEvidence }) {
  if (!evidence.grade) return null;
  const grade = EVIDENCE_GRADE_TEXT[evidence.grade];
  return (
    <span className={`grade grade-${evidence.grade}`} title={grade.rule}>
      {grade.label}
    </span>
  );
}
