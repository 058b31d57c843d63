// The short review's input (lib/export/render-short-comment.ts) from the same facts as the full
// export: the gates of reviewCommentInputWithSections and its "since the last review" section,
// flattened into lines ("Closed from the previous review: …"), and the task's open review asks
// (lib/asks/store: author-side numbered, maintainer-side marked) unless the caller passes its own.
import type { PrismaClient } from "../generated/prisma/client";
import type { ReviewBlock, ReviewSection, ReviewText } from "../export/types";
import type { ShortCommentInput } from "../export/render-short-comment";
import type { TaskOverview } from "../data/queries/get-task-overview";
import { openAsksForTask } from "../asks/store/task-asks";
import { reviewCommentInputWithSections } from "./review-comment-sections";

const plain = (t: ReviewText): string =>
  typeof t === "string" ? t : t.map((i) => (typeof i === "string" ? i : "code" in i ? i.code : i.strong)).join("");

/** "Title: item" per bullet, each bullet under the bold paragraph before it. */
export function sectionLines(section: ReviewSection): string[] {
  const lines: string[] = [];
  let heading = "";
  const walk = (blocks: ReviewBlock[]) => {
    for (const b of blocks) {
      if (b.kind === "paragraph") {
        const text = plain(b.text);
        const isHeading = Array.isArray(b.text) && b.text.length === 1 && typeof b.text[0] === "object" && "strong" in b.text[0];
        if (isHeading) heading = text;
        else if (heading) lines.push(`${heading}: ${text}`);
      } else if (b.kind === "bullets") lines.push(...b.items.map((i) => (heading ? `${heading}: ${plain(i)}` : plain(i))));
      else if (b.kind === "details") walk(b.blocks);
    }
  };
  walk(section.blocks);
  return lines;
}

export async function shortCommentInputOf(
  prisma: PrismaClient,
  overview: TaskOverview,
  opts: { baseUrl: string; openAsks?: string[] },
): Promise<ShortCommentInput> {
  const [full, openAsks] = await Promise.all([
    reviewCommentInputWithSections(prisma, overview),
    opts.openAsks ? Promise.resolve(opts.openAsks) : openAsksForTask(prisma, overview.task.id).then((a) => a.lines),
  ]);
  const reReview = (full.sections ?? []).find((s) => s.id === "re-review") ?? null;
  const commit = (
    await prisma.revisionCommit.findFirst({
      where: { revisionId: overview.revision.id },
      orderBy: { authorDate: "desc" },
      select: { sha: true },
    })
  )?.sha;
  return {
    task: { id: overview.task.id, title: full.task.title },
    revisionLabel: commit ? commit.slice(0, 12) : `instruction ${overview.revision.instructionSha256.slice(0, 12)}`,
    gates: full.gates,
    verdict: full.verdict,
    openAsks,
    sinceLastReview: reReview ? sectionLines(reReview) : null,
    fullReviewUrl: `${opts.baseUrl.replace(/\/+$/, "")}/tasks/${encodeURIComponent(overview.task.id)}`,
  };
}
