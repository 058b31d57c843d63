import type { PrismaClient } from "../generated/prisma/client";
import { statusAfterVerdict, type CommentInput, type VerdictInput } from "./review-input";

/** A verdict and the task status it implies, written together. */
export async function saveVerdict(prisma: PrismaClient, input: VerdictInput, authorId: string | null = null) {
  return prisma.$transaction(async (tx) => {
    const task = await tx.task.findUniqueOrThrow({ where: { id: input.taskId }, select: { reviewStatus: true } });
    const review = await tx.review.create({ data: { taskId: input.taskId, author: input.author, authorId, verdict: input.verdict, body: input.body } });
    await tx.task.update({ where: { id: input.taskId }, data: { reviewStatus: statusAfterVerdict(input.verdict, task.reviewStatus) } });
    return review;
  });
}

export async function addComment(prisma: PrismaClient, input: CommentInput, authorId: string | null = null) {
  return prisma.comment.create({ data: { taskId: input.taskId, author: input.author, authorId, body: input.body, anchor: input.anchor ?? null } });
}
