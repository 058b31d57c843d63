"use client";
// A comment on one event / step / line of the thing this viewer shows. The anchor is posted as
// kind + "<id>#<n>" (or "<id>:<n>" for a line) and checked again on the server.
import { useActionState, useState } from "react";
import { addComment } from "@/lib/actions/add-comment";

const NOUN = { event: "event", step: "step", line: "line" } as const;

export function AnchoredCommentForm({
  taskId,
  kind,
  thingId,
  initialAt,
}: {
  taskId: string;
  kind: "event" | "step" | "line";
  thingId: string;
  initialAt?: number;
}) {
  const [state, action, pending] = useActionState(addComment, null);
  const [at, setAt] = useState(String(initialAt ?? (kind === "line" ? 1 : 0)));
  return (
    <form action={action} className="stack" data-testid="anchored-comment-form">
      <input type="hidden" name="taskId" value={taskId} />
      <input type="hidden" name="anchorKind" value={kind} />
      <input type="hidden" name="anchorRef" value={`${thingId}${kind === "line" ? ":" : "#"}${at}`} />
      <label>
        On {NOUN[kind]}{" "}
        <input type="number" min={0} step={1} value={at} onChange={(e) => setAt(e.target.value)} style={{ width: "7rem" }} />
      </label>
      <label>
        Comment <textarea name="body" rows={2} required />
      </label>
      <button type="submit" disabled={pending}>
        {pending ? "Adding…" : "Add comment"}
      </button>
      {state ? (
        <p role="status" className={state.ok ? "form-ok" : "error-box"}>
          {state.message}
          {!state.ok ? ` ${Object.values(state.fieldErrors).flat().join("; ")}` : ""}
        </p>
      ) : null}
    </form>
  );
}
