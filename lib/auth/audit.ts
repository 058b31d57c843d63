// The audit log: one row per write the guard allowed (who, what, which task/target, when).
import type { PrismaClient } from "../generated/prisma/client";
import type { Actor } from "./roles";

export interface AuditEntry {
  action: string;
  target?: string | null;
  taskId?: string | null;
  details?: Record<string, unknown>;
}

export async function writeAudit(prisma: PrismaClient, actor: Actor, e: AuditEntry): Promise<void> {
  await prisma.auditLog.create({
    data: {
      actorId: actor.userId,
      actorName: actor.name,
      tokenId: actor.tokenId ?? null,
      action: e.action,
      target: e.target ?? null,
      taskId: e.taskId ?? null,
      details: JSON.parse(JSON.stringify(e.details ?? {})),
    },
  });
}

export async function listAudit(prisma: PrismaClient, opts: { taskId?: string; take?: number } = {}) {
  return prisma.auditLog.findMany({
    where: opts.taskId ? { taskId: opts.taskId } : {},
    orderBy: { at: "desc" },
    take: opts.take ?? 100,
    select: { id: true, actorName: true, tokenId: true, action: true, target: true, taskId: true, details: true, at: true },
  });
}
