"use client";
// Starts "fetch pinned media" (download, verify, ffprobe) and follows its progress.
import { fetchPinnedMedia } from "@/lib/actions/fetch-pinned-media";
import type { JobProgressRun } from "@/components/jobs/job-progress";
import { StartJobForm } from "@/components/jobs/start-job-form";

export function FetchPinnedMedia(props: { taskId: string; mediaId: string; latest: JobProgressRun | null; hasCopy: boolean }) {
  return (
    <StartJobForm
      action={fetchPinnedMedia}
      kind="media:fetch-probe"
      progressLabel="Pinned media"
      latest={props.latest}
      hidden={{ taskId: props.taskId, mediaId: props.mediaId }}
      submitLabel={props.hasCopy ? "Measure the verified copy (ffprobe)" : "Fetch pinned media, verify and measure"}
      testId="fetch-pinned-media"
    />
  );
}
