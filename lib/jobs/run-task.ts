// Which task a run belongs to (through its revision), for the guard's membership decision.
import type { PrismaClient } from "../generated/prisma/client";

export async function taskIdOfRun(prisma: PrismaClient, runId: string): Promise<string | null> {
  return (await runScope(prisma, runId)).taskId;
}

/**
 * What a run is about: no run at all, one task (through its revision), or work on any task (a
 * pull request's run, a git import: no revision). A token limited to some tasks reads only runs
 * of those tasks (the guard's ACROSS_TASKS for the last kind).
 */
export async function runScope(prisma: PrismaClient, runId: string): Promise<{ exists: boolean; taskId: string | null }> {
  const run = await prisma.jobRun.findUnique({ where: { id: runId }, select: { revision: { select: { taskId: true } } } });
  return { exists: run !== null, taskId: run?.revision?.taskId ?? null };
}
