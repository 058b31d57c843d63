// The rows of a task, in any of its revisions, that already cite a ledger or trajectory with the
// bytes a proposal sends (same sha256): the facts lib/submissions/proposal.ts turns into blocking
// findings. A rejected proposal is no row the bytes could be relabelled from. A ledger or trajectory
// sent on its own is held to the same rule (standaloneSameBytes), read when it is listed and decided.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { ProposalFinding } from "../proposal";
import { sameBytesFindings, type StoredTwin } from "../same-bytes";

type Db = PrismaClient | Prisma.TransactionClient;

const ROW = {
  id: true,
  harness: true,
  model: true,
  conditionLabel: true,
  status: true,
  instructionSha256: true,
  sourceFile: true,
  sourceLine: true,
  submissionState: true,
} as const;

type TwinRow = {
  id: string;
  harness: string;
  model: string | null;
  conditionLabel: string;
  status: string;
  instructionSha256: string | null;
  sourceFile: string;
  sourceLine: number;
  submissionState: string | null;
};

function twin(artifact: StoredTwin["artifact"], r: TwinRow): StoredTwin {
  return {
    artifact,
    row: {
      id: r.id,
      label: [r.harness, r.model, r.conditionLabel].filter(Boolean).join(" · "),
      where: r.sourceLine > 0 ? `${r.sourceFile}:${r.sourceLine}` : r.sourceFile,
      status: r.status,
      instructionSha256: r.instructionSha256,
    },
  };
}

export async function storedTwins(
  prisma: Db,
  taskId: string,
  sent: { ledgerSha256: string | null; trajectorySha256: string | null },
): Promise<StoredTwin[]> {
  // SQL's NOT (state = 'rejected') would drop the folder's rows too (their state is null)
  const rows = { select: ROW, where: { OR: [{ submissionState: null }, { submissionState: { not: "rejected" as const } }] } };
  const [ledgers, rollouts] = await Promise.all([
    sent.ledgerSha256
      ? prisma.ledger.findMany({ where: { sha256: sent.ledgerSha256, revision: { taskId } }, select: { rows } })
      : Promise.resolve([]),
    sent.trajectorySha256
      ? prisma.rollout.findMany({ where: { sha256: sent.trajectorySha256, revision: { taskId } }, select: { rows } })
      : Promise.resolve([]),
  ]);
  return [
    ...ledgers.flatMap((l) => l.rows.map((r) => twin("ledger", r))),
    ...rollouts.flatMap((t) => t.rows.map((r) => twin("trajectory", r))),
  ];
}

/**
 * A ledger or trajectory uploaded on its own (no row proposal owns it): the rows of the task that
 * already cite its bytes, as the blocking findings a row proposal would carry. Read live, so a
 * row stored after the upload is seen too; empty when the thing is gone.
 */
export async function standaloneSameBytes(
  prisma: Db,
  taskId: string,
  ref: { kind: "ledger" | "rollout"; id: string },
): Promise<ProposalFinding[]> {
  const where = { id: ref.id, revision: { taskId } };
  const select = { sha256: true } as const;
  const found =
    ref.kind === "ledger" ? await prisma.ledger.findFirst({ where, select }) : await prisma.rollout.findFirst({ where, select });
  if (!found) return [];
  const sent =
    ref.kind === "ledger" ? { ledgerSha256: found.sha256, trajectorySha256: null } : { ledgerSha256: null, trajectorySha256: found.sha256 };
  return sameBytesFindings(await storedTwins(prisma, taskId, sent));
}
