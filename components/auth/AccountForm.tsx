"use client";
import { useActionState } from "react";
import { updateAccount } from "@/lib/actions/update-account";
import type { ActionState } from "@/lib/auth/action-state";

function Err({ state, field }: { state: ActionState; field: string }) {
  const list = state?.fieldErrors[field];
  return list?.length ? <div className="field-error">{list.join("; ")}</div> : null;
}

export function AccountForm({ name, hasPassword }: { name: string; hasPassword: boolean }) {
  const [state, action, pending] = useActionState(updateAccount, null);
  return (
    <form action={action} className="panel stack" data-testid="account-form">
      <label>
        Name <input name="name" defaultValue={name} required maxLength={80} />
      </label>
      <Err state={state} field="name" />
      {hasPassword ? (
        <label>
          Current password <input name="currentPassword" type="password" autoComplete="current-password" />
        </label>
      ) : null}
      <Err state={state} field="currentPassword" />
      <label>
        {hasPassword ? "New password" : "Set a password"} (at least 10 characters; leave empty to keep)
        <input name="newPassword" type="password" autoComplete="new-password" minLength={10} />
      </label>
      <Err state={state} field="newPassword" />
      <button type="submit" className="primary" disabled={pending}>
        {pending ? "Saving…" : "Save"}
      </button>
      {state ? (
        <p role="status" className={state.ok ? "form-ok" : "error-box"}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
