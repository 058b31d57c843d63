"use client";
// Starts "fetch pinned media" (download, verify, ffprobe) and follows its progress.
import { useActionState } from "react";
import { fetchPinnedMedia } from "@/lib/actions/fetch-pinned-media";
import { JobProgress, type JobProgressRun } from "@/components/jobs/job-progress";

export function FetchPinnedMedia({
  taskId,
  mediaId,
  latest,
  hasCopy,
}: {
  taskId: string;
  mediaId: string;
  latest: JobProgressRun | null;
  hasCopy: boolean;
}) {
  const [state, action, pending] = useActionState(fetchPinnedMedia, null);
  const started = state?.ok ? state.data?.runId : undefined;
  const run: JobProgressRun | null = started
    ? {
        id: started,
        kind: "media:fetch-probe",
        status: "queued",
        progress: 0,
        progressMessage: "queued",
        error: null,
        startedAt: null,
        finishedAt: null,
      }
    : latest;
  const active = run && (run.status === "queued" || run.status === "running");
  return (
    <div className="stack" data-testid="fetch-pinned-media">
      <form action={action}>
        <input type="hidden" name="taskId" value={taskId} />
        <input type="hidden" name="mediaId" value={mediaId} />
        <button type="submit" disabled={pending || Boolean(active)}>
          {hasCopy ? "Measure the verified copy (ffprobe)" : "Fetch pinned media, verify and measure"}
        </button>
      </form>
      {state && !state.ok ? <p className="field-error">{state.message}</p> : null}
      {run ? <JobProgress key={run.id} initial={run} label="Pinned media" /> : null}
    </div>
  );
}
