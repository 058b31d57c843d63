// Progress of a running hash (verify pin / upload) for one media, polled by the media panel.
import { guardRoute } from "@/lib/auth/guard";
import { hashJob } from "@/lib/media/hash-progress";
import { mediaTaskId } from "@/lib/data/queries/media-task";
import type { Answer } from "@/lib/openapi/answers";

export const dynamic = "force-dynamic";

export const GET = guardRoute<{ mediaId: string }>({ need: "read", taskId: (p) => mediaTaskId(p.mediaId) }, async (_req, { params }) =>
  Response.json({ job: hashJob(params.mediaId) } satisfies Answer<"GET /api/media/{mediaId}/progress", 200>, {
    headers: { "Cache-Control": "no-store" },
  }),
);
