// A maintainer's import of content already stored as a proposal (a pull request's head, a pushed
// archive): the importer finds the same content (or, from git, the same commit) and writes nothing
// new, so without this the proposal stayed "submitted" and no gate counted what the maintainer had
// just imported. An import is a maintainer's act with the authority of an accept (a revision has no
// accept findings to override: lib/submissions/store/review-submission.ts), so a submitted proposal
// becomes accepted, with who, when and why on the revision and in the audit log, in one transaction.
// A rejected one stays rejected: a maintainer's written decision is not undone by an import (a git
// import walks a whole history); the import says so, and where to change it.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Writer } from "./store-files";

type Tx = Prisma.TransactionClient;

/** Who imports: a signed-in maintainer (name null: read from the account), or no account (the command line). */
export interface Importer {
  userId: string | null;
  name: string | null;
}

export const COMMAND_LINE_IMPORTER: Importer = { userId: null, name: "npm run import" };

async function nameOf(tx: Tx, importer: Importer): Promise<string> {
  if (importer.name) return importer.name;
  const user = importer.userId ? await tx.user.findUnique({ where: { id: importer.userId }, select: { name: true } }) : null;
  return user?.name ?? "an import (no account)";
}

/**
 * An accepted revision's title, family and judge become the task's: a submission only proposed
 * them (write-parsed-task.ts left the task as it was).
 */
export async function applyProposedTaskFacts(tx: Tx, taskId: string, revisionId: string): Promise<void> {
  const r = await tx.taskRevision.findUniqueOrThrow({
    where: { id: revisionId },
    select: { proposedTitle: true, proposedFamily: true, judgeId: true },
  });
  if (r.proposedTitle === null) return; // stored before revisions kept their proposal
  await tx.task.update({
    where: { id: taskId },
    data: { title: r.proposedTitle, family: r.proposedFamily ?? "unknown", judgeId: r.judgeId },
  });
}

const REASON = "imported by a maintainer: the same content as this proposal";

/**
 * Settles the stored revision a maintainer's import turned out to repeat. Returns the line the
 * import shows (null: the revision was never a proposal, is already accepted, or this write is
 * itself a proposal, which never decides one).
 */
export async function settleProposalOnImport(
  prisma: PrismaClient,
  revisionId: string,
  writer: Writer | undefined,
  importer: Importer,
): Promise<string | null> {
  if (writer?.submission) return null;
  return prisma.$transaction(async (tx) => {
    const r = await tx.taskRevision.findUniqueOrThrow({
      where: { id: revisionId },
      select: { taskId: true, submissionState: true, reviewedByName: true, reviewReason: true },
    });
    if (r.submissionState === "rejected")
      return (
        `this content is a proposal ${r.reviewedByName ?? "a maintainer"} rejected` +
        `${r.reviewReason ? ` (${r.reviewReason})` : ""}: it still counts toward no gate; accept it on the task's revisions page to count it`
      );
    if (r.submissionState !== "submitted") return null;
    const name = await nameOf(tx, importer);
    const moved = await tx.taskRevision.updateMany({
      where: { id: revisionId, submissionState: "submitted" },
      data: {
        submissionState: "accepted",
        reviewedById: importer.userId,
        reviewedByName: name,
        reviewedAt: new Date(),
        reviewReason: REASON,
      },
    });
    if (moved.count !== 1) return null; // decided by a maintainer between the read and the write
    await applyProposedTaskFacts(tx, r.taskId, revisionId);
    await tx.auditLog.create({
      data: {
        actorId: importer.userId,
        actorName: name,
        action: "submission-accepted",
        target: `revision:${revisionId}`,
        taskId: r.taskId,
        details: { kind: "revision", id: revisionId, from: "submitted", to: "accepted", reason: REASON, via: "import" },
      },
    });
    return "this content was a proposal awaiting review: the import accepted it, so it now counts toward the gates";
  });
}

/** An import's summary with the repeated proposal settled, its line added to what the import notes. */
export async function settleRepeatedProposal<S extends { revision: string; revisionId: string; problems: string[] }>(
  prisma: PrismaClient,
  summary: S,
  writer: Writer | undefined,
  importer: Importer,
): Promise<S> {
  if (summary.revision !== "unchanged") return summary;
  const line = await settleProposalOnImport(prisma, summary.revisionId, writer, importer);
  return line ? { ...summary, problems: [...summary.problems, line] } : summary;
}
