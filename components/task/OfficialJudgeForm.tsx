"use client";
// The task's judge pairings, the official one marked; a maintainer picks another registered
// pairing to make it official (scored again, gates recomputed, audit-logged by the action).
import { useActionState } from "react";
import { setOfficialJudge } from "@/lib/actions/set-official-judge";

export interface PairingChoice {
  judgeId: string;
  isPrimary: boolean;
  label: string;
  groundTruthPath: string;
}

export function OfficialJudgeForm({ taskId, pairings, canChoose }: { taskId: string; pairings: PairingChoice[]; canChoose: boolean }) {
  const [state, action, pending] = useActionState(setOfficialJudge, null);
  const official = pairings.find((p) => p.isPrimary);
  const errors = state && !state.ok ? Object.values(state.fieldErrors).flat() : [];
  if (pairings.length === 0) return <p className="muted">No judge pairing: nothing is scored.</p>;
  return (
    <div className="stack" data-testid="official-judge">
      <ul>
        {pairings.map((p) => (
          <li key={p.judgeId} data-testid="pairing" data-primary={p.isPrimary ? "1" : "0"}>
            <code>{p.judgeId}</code>{" "}
            {p.isPrimary ? <strong>(official: the gates use it)</strong> : <span className="muted">(also scored)</span>} — {p.label}{" "}
            <span className="muted">
              · ground truth <code>{p.groundTruthPath}</code>
            </span>
          </li>
        ))}
      </ul>
      {canChoose && pairings.length > 1 ? (
        <form action={action} className="inline-form" data-testid="official-judge-form">
          <input type="hidden" name="taskId" value={taskId} />
          <label>
            Official judge{" "}
            <select name="judgeId" defaultValue={official?.judgeId ?? ""} disabled={pending} aria-label="Official judge">
              {pairings.map((p) => (
                <option key={p.judgeId} value={p.judgeId}>
                  {p.judgeId}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={pending}>
            {pending ? "…" : "Make official and re-score"}
          </button>
          {state ? (
            <span role="status" className={state.ok ? "form-ok" : "error-box"}>
              {state.message}
              {errors.length ? ` ${errors.join("; ")}` : ""}
            </span>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
