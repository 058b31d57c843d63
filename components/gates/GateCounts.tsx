import type { GateOutcome } from "@/lib/gates";

/** Worst first, so a list of tasks reads like the checklist it summarises. */
const ORDER: { outcome: GateOutcome; label: string }[] = [
  { outcome: "fail", label: "fail" },
  { outcome: "insufficient", label: "not enough evidence" },
  { outcome: "claimed", label: "claimed only" },
  { outcome: "warn", label: "warn" },
  { outcome: "pass", label: "pass (measured)" },
];

/** A task's gates counted per graded outcome: a claimed gate is shown apart, never as a pass. */
export function GateCounts({ counts }: { counts: Record<GateOutcome, number> }) {
  const shown = ORDER.filter((o) => counts[o.outcome] > 0);
  if (shown.length === 0) return <span className="muted">no gates</span>;
  return (
    <span className="gate-counts" data-testid="gate-counts">
      {shown.map((o) => (
        <span key={o.outcome} className={`badge ${o.outcome}`} data-outcome={o.outcome}>
          {counts[o.outcome]} {o.label}
        </span>
      ))}
    </span>
  );
}
