// Gates whose outcome changed between the two revisions, and why (the deciding evidence now).
import type { GateChange } from "@/lib/revisions";

export function GateChangesList({ gates }: { gates: GateChange[] }) {
  if (gates.length === 0) return <p className="muted">Every gate has the same outcome in both revisions.</p>;
  return (
    <ul data-testid="gate-changes">
      {gates.map((g) => (
        <li key={g.id}>
          <strong>{g.title}</strong>: <span className={`badge ${g.before ?? ""}`}>{g.before ?? "absent"}</span> →{" "}
          <span className={`badge ${g.after ?? ""}`}>{g.after ?? "absent"}</span>
          {g.reasons.length ? (
            <ul>
              {g.reasons.slice(0, 6).map((r, i) => (
                <li key={i}>{r}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
