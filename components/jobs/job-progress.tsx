"use client";
// Live progress of one background job: polls GET /api/jobs/<runId> while the run is queued or
// running, shows a bar with the worker's message, and offers cancel (while active) and retry (once
// failed or cancelled). When the run finishes the page is refreshed so its section shows results.
import { useActionState, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { cancelJob } from "@/lib/actions/cancel-job";
import { retryJob } from "@/lib/actions/retry-job";

export interface JobProgressRun {
  id: string;
  kind: string;
  status: "queued" | "running" | "succeeded" | "failed" | "cancelled";
  progress: number;
  progressMessage: string;
  error: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

const ACTIVE = new Set(["queued", "running"]);

/** The badge colour of each status (the task list's badge classes). */
const BADGE: Record<JobProgressRun["status"], string> = {
  queued: "in_review",
  running: "in_review",
  succeeded: "pass",
  failed: "fail",
  cancelled: "replaced",
};

/** A run just enqueued, as shown until the first poll answers. */
export function queuedRun(id: string, kind: string): JobProgressRun {
  return { id, kind, status: "queued", progress: 0, progressMessage: "queued", error: null, startedAt: null, finishedAt: null };
}

export function JobProgress({
  initial,
  label,
  pollMs = 1000,
  refreshOnFinish = true,
}: {
  initial: JobProgressRun;
  label?: string;
  pollMs?: number;
  refreshOnFinish?: boolean;
}) {
  const router = useRouter();
  const [run, setRun] = useState(initial);
  const [cancelState, cancel, cancelling] = useActionState(cancelJob, null);
  const wasActive = useRef(ACTIVE.has(initial.status));
  // a retry is a new run: follow it
  const [retryState, retry, retrying] = useActionState(async (prev: Awaited<ReturnType<typeof retryJob>>, form: FormData) => {
    const state = await retryJob(prev, form);
    const next = state?.ok ? state.data?.runId : undefined;
    if (next) {
      wasActive.current = true;
      setRun((r) => queuedRun(next, r.kind));
    }
    return state;
  }, null);

  const pollError = usePolledRun(run, setRun, pollMs, cancelling);

  useEffect(() => {
    if (wasActive.current && !ACTIVE.has(run.status)) {
      wasActive.current = false;
      if (refreshOnFinish) router.refresh();
    }
  }, [run.status, refreshOnFinish, router]);

  const pct = Math.round(run.progress * 100);
  return (
    <div
      className="job-progress"
      role="status"
      aria-live="polite"
      data-job-status={run.status}
      style={{ display: "flex", flexWrap: "wrap", gap: "0.4rem 0.8rem", alignItems: "center", minWidth: 0 }}
    >
      {label && <strong>{label}</strong>}
      <span className={`badge ${BADGE[run.status]}`}>{run.status}</span>
      <progress
        max={1}
        value={run.status === "queued" ? undefined : run.progress}
        aria-label={`${label ?? run.kind} progress`}
        style={{ flex: "1 1 8rem", minWidth: "6rem", maxWidth: "20rem" }}
      />
      <span className="mono">{run.status === "queued" ? "waiting for a worker" : `${pct}%`}</span>
      <span className="muted" style={{ overflowWrap: "anywhere", minWidth: 0 }}>
        {run.progressMessage}
      </span>
      {ACTIVE.has(run.status) && <RunButton action={cancel} runId={run.id} pending={cancelling} label="Cancel" />}
      {(run.status === "failed" || run.status === "cancelled") && (
        <RunButton action={retry} runId={run.id} pending={retrying} label="Retry" />
      )}
      {run.error && (
        <div className="error-box" style={{ flexBasis: "100%", overflowWrap: "anywhere" }}>
          {run.error}
        </div>
      )}
      {[cancelState, retryState].map((s, i) =>
        s && !s.ok ? (
          <div key={i} className="field-error" style={{ flexBasis: "100%" }}>
            {s.message}
          </div>
        ) : null,
      )}
      {pollError && (
        <div className="field-error" style={{ flexBasis: "100%" }}>
          progress unavailable: {pollError}
        </div>
      )}
    </div>
  );
}

/** A one-button form acting on the run (cancel, retry). */
function RunButton({
  action,
  runId,
  pending,
  label,
}: {
  action: (form: FormData) => void;
  runId: string;
  pending: boolean;
  label: string;
}) {
  return (
    <form action={action}>
      <input type="hidden" name="runId" value={runId} />
      <button type="submit" disabled={pending}>
        {label}
      </button>
    </form>
  );
}

/**
 * Polls GET /api/jobs/<id> every `pollMs` while the run is active (or a cancel is on its way) and
 * hands each answer to `setRun`; returns why the last poll failed, null when it answered.
 */
function usePolledRun(run: JobProgressRun, setRun: (run: JobProgressRun) => void, pollMs: number, cancelling: boolean): string | null {
  const [pollError, setPollError] = useState<string | null>(null);
  useEffect(() => {
    if (!ACTIVE.has(run.status) && !cancelling) return;
    let stopped = false;
    const tick = async () => {
      try {
        const res = await fetch(`/api/jobs/${encodeURIComponent(run.id)}`, { cache: "no-store" });
        const body = await res.json();
        if (stopped) return;
        if (!res.ok || !body.ok) return setPollError(body?.error?.message ?? `HTTP ${res.status}`);
        setPollError(null);
        setRun(body.run as JobProgressRun);
      } catch (e) {
        if (!stopped) setPollError(e instanceof Error ? e.message : String(e));
      }
    };
    const timer = setInterval(tick, pollMs);
    void tick();
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [run.id, run.status, pollMs, cancelling, setRun]);
  return pollError;
}
