// A parsed task folder (lib/importers' ParsedTask, or stored rows with the same fields) -> the
// audits' input: each judge pairing with its ground truth and options, and every stored ledger.
import type { AuditTaskInput } from "./types";
import { STRONG_AGENT_BAR } from "./types";

export interface TaskLike {
  id: string;
  pairings: readonly { judgeId: string; isPrimary: boolean; groundTruthRaw: Uint8Array; judgeOptions: Record<string, unknown> }[];
  ledgers: readonly { path: string; label: string; raw: Uint8Array }[];
}

export function auditInputOf(task: TaskLike, strongAgentBar = STRONG_AGENT_BAR): AuditTaskInput {
  return {
    taskId: task.id,
    pairings: task.pairings.map((p) => ({
      judgeId: p.judgeId,
      isPrimary: p.isPrimary,
      groundTruth: p.groundTruthRaw,
      options: p.judgeOptions,
    })),
    ledgers: task.ledgers.map((l) => ({ path: l.path, label: l.label, bytes: l.raw })),
    strongAgentBar,
  };
}
