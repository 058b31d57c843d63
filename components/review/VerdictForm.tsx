"use client";
import { useActionState, useState } from "react";
import { addComment } from "@/lib/actions/add-comment";
import { submitVerdict } from "@/lib/actions/submit-verdict";
import type { ActionState } from "@/lib/auth/action-state";
import { AskEditor } from "./AskEditor";

type FormState = ActionState<undefined>;

function Errors({ state, field }: { state: FormState; field: string }) {
  const list = state && !state.ok ? state.fieldErrors[field] : undefined;
  return list?.length ? <div className="field-error">{list.join("; ")}</div> : null;
}

function Result({ state }: { state: FormState }) {
  if (!state) return null;
  return (
    <p role="status" className={state.ok ? "form-ok" : "error-box"}>
      {state.message}
    </p>
  );
}

/** Write a verdict (approve / request changes / comment): saved with the author and time. */
export function VerdictForm({
  taskId,
  revisionId,
  gates = [],
}: {
  taskId: string;
  revisionId?: string;
  gates?: { id: string; title: string }[];
}) {
  // a saved verdict starts the next one with an empty checklist (the asks are controlled state)
  const [round, setRound] = useState(0);
  const [state, action, pending] = useActionState(async (prev: FormState, form: FormData) => {
    const result = await submitVerdict(prev, form);
    if (result?.ok) setRound((n) => n + 1);
    return result;
  }, null);
  return (
    <form action={action} className="panel stack" data-testid="verdict-form">
      <input type="hidden" name="taskId" value={taskId} />
      {revisionId ? <input type="hidden" name="revisionId" value={revisionId} /> : null}
      <fieldset className="inline">
        <legend>Verdict</legend>
        <label>
          <input type="radio" name="verdict" value="approve" /> approve
        </label>
        <label>
          <input type="radio" name="verdict" value="request_changes" defaultChecked /> request changes
        </label>
        <label>
          <input type="radio" name="verdict" value="comment" /> comment only
        </label>
      </fieldset>
      <Errors state={state} field="verdict" />
      <label>
        Summary
        <textarea name="body" rows={5} placeholder="What must change before this task can merge, and why." />
      </label>
      <Errors state={state} field="body" />
      <AskEditor key={round} gates={gates} />
      <Errors state={state} field="asks" />
      <button type="submit" className="primary" disabled={pending}>
        {pending ? "Saving…" : "Save verdict"}
      </button>
      <Result state={state} />
    </form>
  );
}

export function CommentForm({ taskId }: { taskId: string }) {
  const [state, action, pending] = useActionState(addComment, null);
  return (
    <form action={action} className="panel stack" data-testid="comment-form">
      <input type="hidden" name="taskId" value={taskId} />
      <label>
        Comment <textarea name="body" rows={3} required />
      </label>
      <Errors state={state} field="body" />
      <label>
        About (optional) <input name="anchor" placeholder="e.g. ledger codex-gpt-5.6-sol, event 17" />
      </label>
      <button type="submit" disabled={pending}>
        {pending ? "Adding…" : "Add comment"}
      </button>
      <Result state={state} />
    </form>
  );
}
