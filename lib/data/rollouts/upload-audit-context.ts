// The audit context for an uploaded trajectory, from what the revision already stores (the same
// facts the importer reads from the folder: instruction, task.toml, verifier-side names).
import type { PrismaClient } from "../../generated/prisma/client";
import type { AuditContext } from "../../rollouts/audits/context";
import { taskTomlFacts } from "../../rollouts/audits/context-from-task";

type Db = Pick<PrismaClient, "taskRevision">;

export async function uploadAuditContext(db: Db, revisionId: string, fileName: string): Promise<AuditContext> {
  const rev = await db.taskRevision.findUnique({
    where: { id: revisionId },
    select: { instructionText: true, taskTomlRaw: true, groundTruthPath: true, oraclePath: true },
  });
  if (!rev) return { fileName };
  const facts = taskTomlFacts(rev.taskTomlRaw);
  const answerKeyPaths = [rev.groundTruthPath, rev.oraclePath].filter((p): p is string => p !== null);
  return {
    fileName,
    instructionText: rev.instructionText,
    ...(facts.budget ? { budget: facts.budget } : {}),
    allowInternet: facts.allowInternet ?? null,
    answerKeyPaths,
    mediaFileNames: facts.mediaUrl ? [facts.mediaUrl.split("/").pop() ?? facts.mediaUrl] : [],
  };
}
