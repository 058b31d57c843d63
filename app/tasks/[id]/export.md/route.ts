import { getPrisma } from "@/lib/data/db";
import { guardRoute } from "@/lib/auth/guard";
import { getTaskOverview } from "@/lib/data/queries/get-task-overview";
import { reviewCommentInputWithSections } from "@/lib/data/views/review-comment-sections";
import { renderReviewComment } from "@/lib/export";

export const dynamic = "force-dynamic";

/** The review as a markdown PR comment, downloadable or fetchable by scripts. */
export const GET = guardRoute<{ id: string }>({ need: "read", taskId: (p) => p.id }, async (_req, { params: { id } }) => {
  const prisma = await getPrisma();
  const overview = await getTaskOverview(prisma, id);
  if (!overview) return new Response(`no task ${id}\n`, { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(renderReviewComment(await reviewCommentInputWithSections(prisma, overview)), {
    headers: { "content-type": "text/markdown; charset=utf-8", "content-disposition": `inline; filename="${overview.task.id}-review.md"` },
  });
});
