import Link from "next/link";
import { notFound } from "next/navigation";
import { getPrisma } from "@/lib/data/db";
import { guardPage, pageParam } from "@/lib/auth/guard";
import { getTaskOverview } from "@/lib/data/queries/get-task-overview";
import { reviewCommentInputWithSections } from "@/lib/reviews/review-comment-sections";
import { renderReviewComment } from "@/lib/export";
import { CopyButton } from "@/components/review/CopyButton";

export const dynamic = "force-dynamic";

export default async function ExportPage({ params }: { params: Promise<{ id: string }> }) {
  const id = pageParam((await params).id);
  await guardPage("read", id);
  const prisma = await getPrisma();
  const overview = await getTaskOverview(prisma, id);
  if (!overview) notFound();
  const markdown = renderReviewComment(await reviewCommentInputWithSections(prisma, overview));
  return (
    <>
      <p className="muted">
        <Link href="/">Tasks</Link> / <Link href={`/tasks/${encodeURIComponent(overview.task.id)}`}>{overview.task.id}</Link> / export
      </p>
      <h1>Review comment for the PR</h1>
      <p>
        Paste this into the pull request. <CopyButton text={markdown} /> ·{" "}
        <a href={`/tasks/${encodeURIComponent(overview.task.id)}/export.md`}>download .md</a>
      </p>
      <textarea className="mono export-markdown" data-testid="export-markdown" readOnly value={markdown} rows={40} />
    </>
  );
}
