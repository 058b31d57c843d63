"use client";
import { useActionState } from "react";
import { tickAsk } from "@/lib/actions/tick-ask";

/** A maintainer ticks an ask done, or opens a ticked one again. */
export function TickAskButton({ taskId, askId, ticked }: { taskId: string; askId: string; ticked: boolean }) {
  const [state, action, pending] = useActionState(tickAsk, null);
  return (
    <form action={action} style={{ display: "inline-flex", gap: "0.4rem", alignItems: "center" }}>
      <input type="hidden" name="taskId" value={taskId} />
      <input type="hidden" name="askId" value={askId} />
      <input type="hidden" name="ticked" value={ticked ? "0" : "1"} />
      <button type="submit" disabled={pending}>
        {ticked ? "Open again" : "Tick done"}
      </button>
      {state && !state.ok ? <span className="field-error">{state.message}</span> : null}
    </form>
  );
}
