// The rows of a task, in any of its revisions, that already cite a ledger or trajectory with the
// bytes a proposal sends (same sha256): the facts lib/submissions/proposal.ts turns into blocking
// findings. A rejected proposal is no row the bytes could be relabelled from.
import type { PrismaClient } from "../../generated/prisma/client";
import type { StoredTwin } from "../same-bytes";

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
  prisma: PrismaClient,
  taskId: string,
  sent: { ledgerSha256: string; trajectorySha256: string | null },
): Promise<StoredTwin[]> {
  // SQL's NOT (state = 'rejected') would drop the folder's rows too (their state is null)
  const rows = { select: ROW, where: { OR: [{ submissionState: null }, { submissionState: { not: "rejected" as const } }] } };
  const [ledgers, rollouts] = await Promise.all([
    prisma.ledger.findMany({ where: { sha256: sent.ledgerSha256, revision: { taskId } }, select: { rows } }),
    sent.trajectorySha256
      ? prisma.rollout.findMany({ where: { sha256: sent.trajectorySha256, revision: { taskId } }, select: { rows } })
      : Promise.resolve([]),
  ]);
  return [
    ...ledgers.flatMap((l) => l.rows.map((r) => twin("ledger", r))),
    ...rollouts.flatMap((t) => t.rows.map((r) => twin("trajectory", r))),
  ];
}
