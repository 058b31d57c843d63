// Progress of a running hash (verify pin / upload) for one media, polled by the media panel.
import { hashJob } from "@/lib/media/hash-progress";
import { mediaParams } from "@/lib/media/media-inputs";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, ctx: { params: Promise<{ mediaId: string }> }) {
  const parsed = mediaParams.safeParse(await ctx.params);
  if (!parsed.success) return Response.json({ error: "invalid media id" }, { status: 400 });
  return Response.json({ job: hashJob(parsed.data.mediaId) }, { headers: { "Cache-Control": "no-store" } });
}
