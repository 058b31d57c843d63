"use client";
import { useActionState } from "react";
import { assignReviewer } from "@/lib/actions/assign-reviewer";

/** A maintainer picks the task's reviewer; the choice is saved (and audit-logged) on change. */
export function AssignReviewer({
  taskId,
  current,
  reviewers,
}: {
  taskId: string;
  current: string | null;
  reviewers: { id: string; name: string }[];
}) {
  const [state, action, pending] = useActionState(assignReviewer, null);
  return (
    <form action={action} data-testid="assign-reviewer">
      <input type="hidden" name="taskId" value={taskId} />
      <select
        aria-label={`Reviewer of ${taskId}`}
        name="reviewerId"
        defaultValue={current ?? ""}
        disabled={pending}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
      >
        <option value="">unassigned</option>
        {reviewers.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
      {state ? (
        <span role="status" className={state.ok ? "muted" : "field-error"}>
          {state.message}
        </span>
      ) : null}
    </form>
  );
}
