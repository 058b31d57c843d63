// Two imports of the same content at once (four CLI runs, a double-clicked push): both see no
// revision, both write, and the second one's transaction hits the unique key (taskId,
// contentSha256) or the task's primary key. That writer did not fail: the content is stored, by
// the other one. Answer "unchanged" with the winner's revision instead of a raw Prisma error.
import type { PrismaClient } from "../generated/prisma/client";
import type { ParsedTask } from "../importers/types";

export function isUniqueViolation(e: unknown): boolean {
  if (!e || typeof e !== "object") return false;
  const err = e as { code?: string; message?: string; cause?: { code?: string; originalCode?: string } };
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
  return {
    taskId: task.id,
    revisionId: winner.id,
    revision: "unchanged" as const,
    ...winner._count,
    scoreRuns: 0,
    findings,
    problems: [] as string[],
  };
}
