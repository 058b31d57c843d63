"use client";
// A small form around one guarded server action: fields as children, the answer below, and a
// value the server shows once (an invite link, a token secret) in a read-only box to copy.
import { useActionState } from "react";
import type { ActionState } from "@/lib/auth/action-state";
import { CopyButton } from "./CopyButton";

type Shown = { url?: string; secret?: string } | undefined;

export function ActionForm<T extends Shown>({
  action,
  submit,
  children,
  testId,
  className = "inline-form",
}: {
  action: (prev: ActionState<T>, form: FormData) => Promise<ActionState<T>>;
  submit: string;
  children?: React.ReactNode;
  testId?: string;
  className?: string;
}) {
  const [state, run, pending] = useActionState(action, null);
  const shown = state?.ok ? (state.data as Shown) : undefined;
  const once = shown?.url ?? shown?.secret;
  const errors = state && !state.ok ? Object.entries(state.fieldErrors) : [];
  return (
    <form action={run} className={className} data-testid={testId}>
      {children}
      <button type="submit" disabled={pending}>
        {pending ? "…" : submit}
      </button>
      {state ? (
        <span role="status" className={state.ok ? "form-ok" : "error-box"}>
          {state.message}
          {errors.map(([f, m]) => ` ${f}: ${m.join("; ")}.`)}
        </span>
      ) : null}
      {once ? (
        <>
          <input readOnly value={once} className="shown-once" data-testid="shown-once" onFocus={(e) => e.currentTarget.select()} />
          <CopyButton value={once} />
        </>
      ) : null}
    </form>
  );
}
