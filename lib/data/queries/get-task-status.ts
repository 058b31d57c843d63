// Gates and claims that do not reproduce for a task's latest revision (the CLI's `status`).
import type { PrismaClient } from "../../generated/prisma/client";
import { evaluateGates } from "../../gates";
import { gateFactsWithAudits } from "../views/gate-facts";
import { primaryPairingId } from "../views/row-scores";
import { taskStatus, type TaskStatus } from "../views/task-status";
import { getTaskOverview } from "./get-task-overview";

export async function getTaskStatus(prisma: PrismaClient, taskId: string): Promise<TaskStatus | null> {
  const overview = await getTaskOverview(prisma, taskId);
  if (!overview) return null;
  const { revision } = overview;
  const primary = primaryPairingId(revision.pairings);
  const official = new Map(revision.ledgers.map((l) => [l.id, l.scoreRuns.find((r) => r.pairingId === primary)?.rewardValue ?? null]));
  return taskStatus(
    taskId,
    revision.id,
    evaluateGates(await gateFactsWithAudits(prisma, revision)),
    revision.rows,
    (id) => official.get(id) ?? null,
  );
}
