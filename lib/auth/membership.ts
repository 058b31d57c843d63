// What the guard needs to know about a task: does it exist, is this user one of its contributors
// (created it, or was added to it).
import type { PrismaClient } from "../generated/prisma/client";
import type { TaskAccess } from "./can";

export async function taskAccess(prisma: PrismaClient, taskId: string, userId: string | null): Promise<TaskAccess> {
  const task = await prisma.task.findUnique({ where: { id: taskId }, select: { createdById: true } });
  if (!task) return { taskId, exists: false, member: false };
  if (!userId) return { taskId, exists: true, member: false };
  if (task.createdById === userId) return { taskId, exists: true, member: true };
  const m = await prisma.taskMember.findUnique({ where: { userId_taskId: { userId, taskId } }, select: { id: true } });
  return { taskId, exists: true, member: m !== null };
}

export async function addTaskMember(prisma: PrismaClient, taskId: string, userId: string, addedById: string | null) {
  return prisma.taskMember.upsert({
    where: { userId_taskId: { userId, taskId } },
    create: { userId, taskId, addedById },
    update: {},
  });
}

export async function removeTaskMember(prisma: PrismaClient, taskId: string, userId: string) {
  return prisma.taskMember.deleteMany({ where: { userId, taskId } });
}
