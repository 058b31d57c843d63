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

/** A group's items past this many characters are counted, not listed (the full review lists them). */
const GROUP_CHARS = 280;

/** One line per bold heading: "Heading: item; item; … and N more" (the heading once, never "::"). */
export function sectionLines(section: ReviewSection): string[] {
  const groups: { heading: string; items: string[] }[] = [];
  let current: { heading: string; items: string[] } | null = null;
  const add = (item: string) => {
    if (current) current.items.push(item);
    else groups.push({ heading: "", items: [item] });
  };
  const walk = (blocks: ReviewBlock[]) => {
    for (const b of blocks) {
      if (b.kind === "paragraph") {
        const text = plain(b.text);
        const isHeading = Array.isArray(b.text) && b.text.length === 1 && typeof b.text[0] === "object" && "strong" in b.text[0];
        if (isHeading) groups.push((current = { heading: text.trim().replace(/:+$/, ""), items: [] }));
        else if (current) add(text);
      } else if (b.kind === "bullets") b.items.forEach((i) => add(plain(i)));
      else if (b.kind === "details") walk(b.blocks);
    }
  };
  walk(section.blocks);
  return groups.filter((g) => g.items.length).map((g) => groupLine(g.heading, g.items));
}

function groupLine(heading: string, items: string[]): string {
  const listed: string[] = [];
  let length = heading.length;
  for (const item of items) {
    if (listed.length > 0 && length + item.length > GROUP_CHARS) break;
    listed.push(item);
    length += item.length + 2;
  }
  const more = items.length - listed.length;
  const text = `${listed.join("; ")}${more ? `; and ${more} more in the full review` : ""}`;
  return heading ? `${heading}: ${text}` : text;
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
    // the revision the comment is about: a pull request's proposal is not what the task page opens on
    // by default (shownByDefault), so the link names it
    fullReviewUrl: `${opts.baseUrl.replace(/\/+$/, "")}/tasks/${encodeURIComponent(overview.task.id)}?revision=${encodeURIComponent(overview.revision.id)}`,
  };
}
