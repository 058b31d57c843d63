// Two imports of the same content at once (four CLI runs, a double-clicked push): both see no
// revision, both write, and the second one's transaction hits the unique key (taskId,
// contentSha256) or the task's primary key. That writer did not fail: the content is stored, by
// the other one. Answer "unchanged" with the winner's revision instead of a raw Prisma error.
import { z } from "zod";
import type { PrismaClient } from "../../generated/prisma/client";
import type { ParsedTask } from "../types";

// The fields a unique violation shows in, from Prisma (code), the driver adapter (cause) or the
// message; each field that is missing or of another type reads as absent, never as a parse failure.
const text = z.string().optional().catch(undefined);
const ErrorFields = z.object({
  code: text,
  message: text,
  cause: z.object({ code: text, originalCode: text }).optional().catch(undefined),
});

export function isUniqueViolation(e: unknown): boolean {
  if (!e || typeof e !== "object") return false;
  const err = ErrorFields.parse(e);
  return (
    err.code === "P2002" ||
    err.cause?.code === "23505" ||
    err.cause?.originalCode === "23505" ||
    /unique constraint|duplicate key value/i.test(err.message ?? "")
  );
}

export async function lostRace(prisma: PrismaClient, task: ParsedTask, findings: number, error: unknown) {
  if (!isUniqueViolation(error)) throw error;
  const winner = await prisma.taskRevision.findUnique({
    where: { taskId_contentSha256: { taskId: task.id, contentSha256: task.contentSha256 } },
    select: { id: true, _count: { select: { rows: true, ledgers: true, rollouts: true, artifacts: true } } },
  });
  if (!winner) throw error; // a unique violation on something else: not a race we understand
  const problems: string[] = [];
  return {
    taskId: task.id,
    revisionId: winner.id,
    revision: "unchanged" as const,
    ...winner._count,
    scoreRuns: 0,
    findings,
    problems,
  };
}
