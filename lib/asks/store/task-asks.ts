// A task's asks with their states, split for "Since the last review" (page and export), and the
// open asks as display strings plus structured values (the short PR comment reads these).
import type { PrismaClient } from "../../generated/prisma/client";
import { openAskLines, splitSinceReview, type AsksSinceReview, type AskWithState } from "../since-review";
import type { RevisionGateOutcomes } from "./gate-outcomes";
import { askStatesOf, loadAsks, loadRevisionOrder } from "./load-asks";

export interface TaskAsks {
  asks: AskWithState[];
  split: AsksSinceReview;
}

export async function taskAsks(prisma: PrismaClient, taskId: string, known?: Map<string, RevisionGateOutcomes>): Promise<TaskAsks> {
  const [asks, order, last] = await Promise.all([
    loadAsks(prisma, [taskId]),
    loadRevisionOrder(prisma, [taskId]),
    prisma.review.findFirst({ where: { taskId }, orderBy: { createdAt: "desc" }, select: { revisionId: true, createdAt: true } }),
  ]);
  const revisions = order.get(taskId) ?? [];
  const states = await askStatesOf(prisma, taskId, asks, revisions, known);
  const split = splitSinceReview(
    states.asks,
    last ? { revisionId: last.revisionId, at: last.createdAt } : null,
    revisions.map((r) => r.id),
  );
  return { asks: states.asks, split };
}

export interface OpenAsks {
  /** "1. …" for author-side asks, "maintainer-side: …" for follow-ups */
  lines: string[];
  asks: { id: string; text: string; anchor: AskWithState["anchor"]; anchorText: string; maintainerSide: boolean }[];
}

/** The open asks of a task: for the short export and the status API. */
export async function openAsksForTask(prisma: PrismaClient, taskId: string): Promise<OpenAsks> {
  const { split } = await taskAsks(prisma, taskId);
  return {
    lines: openAskLines(split),
    asks: [...split.remainingAuthor, ...split.maintainerFollowUp].map((a) => ({
      id: a.id,
      text: a.text,
      anchor: a.anchor,
      anchorText: a.anchorText,
      maintainerSide: a.maintainerSide,
    })),
  };
}
