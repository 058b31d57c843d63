import type { PrismaClient } from "../generated/prisma/client";
import { anchorLabel, parseAnchor } from "../asks/anchors";
import { statusAfterVerdict, type CommentInput, type VerdictInput } from "./review-input";

export class UnknownRevisionError extends Error {}

/**
 * A verdict and the task status it implies, written together. The verdict is tied to the revision
 * it judged (the one the reviewer was shown, else the latest), so a later revision reads as
 * "changed since review".
 */
export async function saveVerdict(
  prisma: PrismaClient,
  input: Omit<VerdictInput, "asks"> & { asks?: VerdictInput["asks"] },
  authorId: string | null = null,
) {
  return prisma.$transaction(async (tx) => {
    const task = await tx.task.findUniqueOrThrow({ where: { id: input.taskId }, select: { reviewStatus: true } });
    const judged = await tx.taskRevision.findFirst({
      where: { taskId: input.taskId, ...(input.revisionId ? { id: input.revisionId } : {}) },
      orderBy: { importedAt: "desc" },
      select: { id: true },
    });
    if (input.revisionId && !judged) throw new UnknownRevisionError(`task ${input.taskId} has no revision ${input.revisionId}`);
    const review = await tx.review.create({
      data: {
        taskId: input.taskId,
        author: input.author,
        authorId,
        verdict: input.verdict,
        body: input.body,
        revisionId: judged?.id ?? null,
      },
    });
    // the checklist is written with its verdict or not at all
    if (input.asks?.length)
      await tx.reviewAsk.createMany({
        data: input.asks.map((a, i) => ({
          taskId: input.taskId,
          reviewId: review.id,
          position: i + 1,
          text: a.text,
          anchorKind: a.anchor.kind,
          anchorRef: a.anchor.ref,
          maintainerSide: a.maintainerSide,
        })),
      });
    await tx.task.update({ where: { id: input.taskId }, data: { reviewStatus: statusAfterVerdict(input.verdict, task.reviewStatus) } });
    return review;
  });
}

export async function addComment(prisma: PrismaClient, input: CommentInput, authorId: string | null = null) {
  // a structured anchor (checked by the action) is stored as kind + reference, and named in words for the discussion list
  const parsed = input.anchorKind !== undefined ? parseAnchor(input.anchorKind, input.anchorRef) : null;
  const structured = parsed?.ok && parsed.anchor.kind !== "text" ? parsed.anchor : null;
  return prisma.comment.create({
    data: {
      taskId: input.taskId,
      author: input.author,
      authorId,
      body: input.body,
      anchor: input.anchor ?? (structured ? anchorLabel(structured) : null),
      anchorKind: structured?.kind ?? null,
      anchorRef: structured?.ref ?? null,
    },
  });
}
