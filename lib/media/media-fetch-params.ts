// The "media:fetch-probe" job's kind and parameters, apart from its handler (media-fetch-job.ts) so
// an action enqueues it without loading the fetcher and ffprobe.
import { z } from "zod";

export const MEDIA_FETCH_KIND = "media:fetch-probe";
export const mediaFetchParams = z.object({ mediaId: z.string().min(1).max(64) });
export type MediaFetchParams = z.infer<typeof mediaFetchParams>;
