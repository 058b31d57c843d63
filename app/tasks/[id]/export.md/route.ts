import { getPrisma } from "@/lib/data/db";
import { guardRoute } from "@/lib/auth/guard";
import { getTaskOverview } from "@/lib/data/queries/get-task-overview";
import { reviewCommentInputOf } from "@/lib/data/views/review-comment-input";
import { renderReviewComment } from "@/lib/export";

export const dynamic = "force-dynamic";

/** The review as a markdown PR comment, downloadable or fetchable by scripts. */
export const GET = guardRoute<{ id: string }>({ need: "read", taskId: (p) => p.id }, async (_req, { params: { id } }) => {
  const overview = await getTaskOverview(await getPrisma(), id);
  if (!overview) return new Response(`no task ${id}\n`, { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(renderReviewComment(reviewCommentInputOf(overview)), {
    headers: { "content-type": "text/markdown; charset=utf-8", "content-disposition": `inline; filename="${overview.task.id}-review.md"` },
  });
});
