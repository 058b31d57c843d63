import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { guardRoute } from "@/lib/auth/guard";
import { requestBaseUrl } from "@/lib/auth/request-base-url";
import { getTaskOverview } from "@/lib/data/queries/get-task-overview";
import { reviewCommentInputWithSections } from "@/lib/reviews/review-comment-sections";
import { shortCommentInputOf } from "@/lib/reviews/short-comment-input";
import { renderReviewComment, renderShortComment } from "@/lib/export";

export const dynamic = "force-dynamic";

/** The review as a markdown PR comment, downloadable or fetchable by scripts; ?short=1: the ≤ 3,000-character PR version. */
const exportQuery = z.object({ short: z.string().optional() });

export const GET = guardRoute({ need: "read", taskId: (p: { id: string }) => p.id, query: exportQuery }, async (_req, { params: { id }, query }) => {
  const prisma = await getPrisma();
  const overview = await getTaskOverview(prisma, id);
  if (!overview) return new Response(`no task ${id}\n`, { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const short = query.short === "1";
  const body = short
    ? renderShortComment(await shortCommentInputOf(prisma, overview, { baseUrl: await requestBaseUrl() }))
    : renderReviewComment(await reviewCommentInputWithSections(prisma, overview));
  return new Response(body, {
    headers: {
      "content-type": "text/markdown; charset=utf-8",
      "content-disposition": `inline; filename="${overview.task.id}-review${short ? "-short" : ""}.md"`,
    },
  });
});
