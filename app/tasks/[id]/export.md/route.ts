import { getPrisma } from "@/lib/data/db";
import { getTaskOverview } from "@/lib/data/queries/get-task-overview";
import { reviewCommentInputOf } from "@/lib/data/views/review-comment-input";
import { renderReviewComment } from "@/lib/export";

export const dynamic = "force-dynamic";

/** The review as a markdown PR comment, downloadable or fetchable by scripts. */
export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const overview = await getTaskOverview(await getPrisma(), decodeURIComponent(id));
  if (!overview) return new Response(`no task ${id}\n`, { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(renderReviewComment(reviewCommentInputOf(overview)), {
    headers: { "content-type": "text/markdown; charset=utf-8", "content-disposition": `inline; filename="${overview.task.id}-review.md"` },
  });
}
