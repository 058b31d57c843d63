// Every upload, row and folder push of a task, newest first: who sent what, with which label and claim.
import type { PrismaClient } from "../../generated/prisma/client";

export async function listUploadEvents(prisma: PrismaClient, taskId: string, take = 50) {
  const events = await prisma.uploadEvent.findMany({
    where: { taskId },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, kind: true, label: true, claimedScore: true, fileName: true, sha256: true, byteLength: true, alreadyStored: true, authorName: true, createdAt: true, ledgerId: true, outcome: true },
  });
  return events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString(), outcome: e.outcome as { claimAgrees?: boolean | null; checks?: { claim: string; reproduces: boolean | null }[]; revision?: string } }));
}
export type UploadEventView = Awaited<ReturnType<typeof listUploadEvents>>[number];
