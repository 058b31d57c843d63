"use client";
// Run all audits or one: each button posts the run-audit action; the page then shows the run's
// live progress (JobProgress) and refreshes when it finishes.
import { useActionState, useEffect } from "react";
import { useRouter } from "next/navigation";
import { runAudit } from "@/lib/actions/run-audit";

const CHOICES = [
  { value: "all", label: "Run all audits" },
  { value: "omission", label: "Omission" },
  { value: "probes", label: "Shortcut probes" },
  { value: "sweep", label: "Tolerance sweeps" },
  { value: "versions", label: "Judge versions" },
  { value: "sensitivity", label: "Reward sensitivity" },
] as const;

export function RunAuditsForm({ taskId, revisionId }: { taskId: string; revisionId: string }) {
  const router = useRouter();
  const [state, action, pending] = useActionState(runAudit, null);
  useEffect(() => {
    if (state?.ok) router.refresh();
  }, [state, router]);
  return (
    <form action={action} className="audit-run-form">
      <input type="hidden" name="taskId" value={taskId} />
      <input type="hidden" name="revisionId" value={revisionId} />
      <div className="audit-buttons">
        {CHOICES.map((c) => (
          <button
            key={c.value}
            type="submit"
            name="audit"
            value={c.value}
            disabled={pending}
            className={c.value === "all" ? "primary" : undefined}
          >
            {c.label}
          </button>
        ))}
      </div>
      {state ? (
        <p role="status" className={state.ok ? "muted" : "error"}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
