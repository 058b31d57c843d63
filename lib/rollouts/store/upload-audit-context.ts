// The audit context for an uploaded trajectory, from what the revision already stores (the same
// facts the importer reads from the folder: instruction, task.toml, verifier-side names), and what
// proves the run belongs to this task: every revision's instruction sha256 and the other tasks' ids.
import type { PrismaClient } from "../../generated/prisma/client";
import type { AuditContext } from "../audits/context";
import { taskTomlFacts } from "../audits/context-from-task";

type Db = Pick<PrismaClient, "taskRevision" | "task">;

export async function uploadAuditContext(db: Db, revisionId: string, fileName: string): Promise<AuditContext> {
  const rev = await db.taskRevision.findUnique({
    where: { id: revisionId },
    select: { taskId: true, instructionText: true, taskTomlRaw: true, groundTruthPath: true, oraclePath: true },
  });
  if (!rev) return { fileName };
  const [revisions, others] = await Promise.all([
    db.taskRevision.findMany({ where: { taskId: rev.taskId }, select: { instructionSha256: true } }),
    db.task.findMany({ where: { id: { not: rev.taskId } }, select: { id: true } }),
  ]);
  const facts = taskTomlFacts(rev.taskTomlRaw);
  const answerKeyPaths = [rev.groundTruthPath, rev.oraclePath].filter((p): p is string => p !== null);
  return {
    fileName,
    instructionText: rev.instructionText,
    ...(facts.budget ? { budget: facts.budget } : {}),
    allowInternet: facts.allowInternet ?? null,
    answerKeyPaths,
    mediaFileNames: facts.mediaUrl ? [facts.mediaUrl.split("/").pop() ?? facts.mediaUrl] : [],
    taskOrigin: {
      taskId: rev.taskId,
      instructionSha256s: [...new Set(revisions.map((r) => r.instructionSha256))],
      otherTaskIds: others.map((t) => t.id),
    },
  };
}
