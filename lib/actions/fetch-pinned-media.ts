"use server";
// "Fetch pinned media": a job downloads the pinned URL (resumable, bounded by the pinned length),
// verifies its sha256 before use, and measures it with ffprobe. Maintainers only.
import { z } from "zod";
import { guardAction, GuardError } from "../auth/guard";
import { getPrisma } from "../data/db";
import { MEDIA_FETCH_KIND } from "../media/media-fetch-params";
import { enqueueJob } from "../job-kinds/server";

const schema = z.object({ taskId: z.string().min(1).max(200), mediaId: z.string().min(1).max(64) });

export const fetchPinnedMedia = guardAction<typeof schema, { runId: string }>(
  { need: "review", schema, name: "fetch-pinned-media", taskId: (input) => input.taskId },
  async ({ taskId, mediaId }, actor) => {
    const media = await (
      await getPrisma()
    ).media.findFirst({
      where: { id: mediaId, revision: { taskId } },
      select: { id: true, url: true, sha256: true, localPath: true, verification: true, revisionId: true },
    });
    if (!media) throw new GuardError("NOT_FOUND", `Task ${taskId} has no media ${mediaId}.`, { mediaId: ["not media of this task"] });
    const hasCopy = media.localPath !== null && media.verification === "verified";
    if (!hasCopy && (!media.url || !media.sha256))
      return { ok: false, message: "The SPEC card pins no URL and sha256: there is nothing to fetch and verify." };
    const run = await enqueueJob(MEDIA_FETCH_KIND, { mediaId }, { revisionId: media.revisionId, actorId: actor.userId });
    return {
      message: hasCopy ? "Queued: measuring the verified local copy." : "Queued: fetching, verifying and measuring the pinned media.",
      data: { runId: run.id },
      audit: { target: mediaId },
    };
  },
);
