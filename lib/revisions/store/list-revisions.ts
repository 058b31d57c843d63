// A task's revisions, newest first, with their git provenance, and the revision its latest
// verdict judged: the page offers "what changed since the last review" from these.
import type { PrismaClient } from "../../generated/prisma/client";
import type { RevisionHistory } from "../history";
import { revisionLabel } from "./get-revision-snapshot";

export async function listRevisions(prisma: PrismaClient, taskId: string): Promise<RevisionHistory> {
  const [revs, review] = await Promise.all([
    prisma.taskRevision.findMany({
      where: { taskId },
      orderBy: { importedAt: "desc" },
      select: {
        id: true,
        importedAt: true,
        sourceKind: true,
        contentSha256: true,
        instructionSha256: true,
        commits: { orderBy: { authorDate: "asc" }, select: { sha: true, author: true, authorDate: true, message: true } },
      },
    }),
    prisma.review.findFirst({
      where: { taskId },
      orderBy: { createdAt: "desc" },
      select: { verdict: true, author: true, createdAt: true, revisionId: true },
    }),
  ]);
  const revisions = revs.map((r) => ({ ...r, label: revisionLabel(r) }));
  const changedSinceReview = !!review?.revisionId && revisions.length > 0 && revisions[0].id !== review.revisionId;
  return { revisions, lastReview: review, changedSinceReview };
}

/** "a...b" (or "a..b") from the URL; null when it is not two ids. */
export function parseRevisionRange(range: string): { a: string; b: string } | null {
  const m = /^([A-Za-z0-9_-]{1,64})\.{2,3}([A-Za-z0-9_-]{1,64})$/.exec(range);
  return m ? { a: m[1], b: m[2] } : null;
}
