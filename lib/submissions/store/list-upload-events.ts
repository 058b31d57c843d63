// Every upload, row and folder push of a task, newest first: who sent what, with which label and claim.
import type { PrismaClient } from "../../generated/prisma/client";
import { readStored, StoredUploadOutcomeSchema } from "../../db/stored-json";

export async function listUploadEvents(prisma: PrismaClient, taskId: string, take = 50) {
  const events = await prisma.uploadEvent.findMany({
    where: { taskId },
    orderBy: { createdAt: "desc" },
    take,
    select: {
      id: true,
      kind: true,
      label: true,
      claimedScore: true,
      fileName: true,
      sha256: true,
      byteLength: true,
      alreadyStored: true,
      authorName: true,
      createdAt: true,
      ledgerId: true,
      outcome: true,
    },
  });
  return events.map((e) => {
    const outcome = readStored(StoredUploadOutcomeSchema, e.outcome, "UploadEvent.outcome", {});
    return { ...e, createdAt: e.createdAt.toISOString(), outcome: outcome.value, outcomeUnreadable: outcome.ok ? null : outcome.reason };
  });
}
