// One revision's gate outcomes (and titles), evaluated exactly as the task page's checklist:
// stored facts plus the newest finished audit run. What a gate ask's state is read from.
import type { PrismaClient } from "../../generated/prisma/client";
import type { GateOutcome } from "../ask-state";
import { evaluateGates } from "../../gates";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { gateFactsWithAudits } from "../../gates/store/gate-facts";

export interface RevisionGateOutcomes {
  outcomes: Map<string, GateOutcome>;
  titles: Map<string, string>;
}

export function outcomesOf(gates: readonly { id: string; title: string; outcome: GateOutcome }[]): RevisionGateOutcomes {
  return { outcomes: new Map(gates.map((g) => [g.id, g.outcome])), titles: new Map(gates.map((g) => [g.id, g.title])) };
}

export async function gateOutcomesOf(prisma: PrismaClient, taskId: string, revisionId: string): Promise<RevisionGateOutcomes | null> {
  const overview = await getTaskOverview(prisma, taskId, revisionId);
  if (!overview || overview.revision.id !== revisionId) return null;
  return outcomesOf(evaluateGates(await gateFactsWithAudits(prisma, overview.revision)));
}
