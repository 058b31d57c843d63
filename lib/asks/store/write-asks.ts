// Writes on asks and the triage assignment. Authorisation is the caller's (lib/actions, behind
// the guard); these only refuse what does not exist, so nothing is written for a wrong id.
import type { PrismaClient } from "../../generated/prisma/client";

export class NotFoundInTaskError extends Error {}

/** Tick (or untick) an ask: who and when are stored on it; the guard's AuditLog keeps the history. */
export async function setAskTicked(
  prisma: PrismaClient,
  input: { taskId: string; askId: string; ticked: boolean },
  who: { id: string | null; name: string },
) {
  const { count } = await prisma.reviewAsk.updateMany({
    where: { id: input.askId, taskId: input.taskId },
    data: input.ticked
      ? { tickedAt: new Date(), tickedById: who.id, tickedByName: who.name }
      : { tickedAt: null, tickedById: null, tickedByName: null },
  });
  if (count === 0) throw new NotFoundInTaskError(`task ${input.taskId} has no ask ${input.askId}`);
}

/** Assign a maintainer (or admin) as the task's reviewer; null unassigns. */
export async function assignReviewer(prisma: PrismaClient, taskId: string, reviewerId: string | null) {
  let name: string | null = null;
  if (reviewerId) {
    const user = await prisma.user.findUnique({ where: { id: reviewerId }, select: { name: true, role: true } });
    if (!user || (user.role !== "maintainer" && user.role !== "admin")) throw new NotFoundInTaskError(`no maintainer ${reviewerId}`);
    name = user.name;
  }
  await prisma.task.update({
    where: { id: taskId },
    data: { assignedReviewerId: reviewerId, assignedReviewerName: name, assignedAt: reviewerId ? new Date() : null },
  });
  return name;
}
