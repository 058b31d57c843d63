// Which task a run belongs to (through its revision), for the guard's membership decision.
import type { PrismaClient } from "../generated/prisma/client";

export async function taskIdOfRun(prisma: PrismaClient, runId: string): Promise<string | null> {
  const run = await prisma.jobRun.findUnique({ where: { id: runId }, select: { revision: { select: { taskId: true } } } });
  return run?.revision?.taskId ?? null;
}
