// A maintainer accepts or rejects one submission: the state moves (submitted -> accepted |
// rejected; a decision may be revised), who and when and why are stored on the thing itself, and
// the decision is written to the audit log in the same transaction, so the log and the state
// cannot disagree. The target must belong to the task named (a row of another task is "not found").
// A row is one proposal with its ledger and trajectory: they move with it, and are not decided on
// their own. Accept is refused while the row carries a blocking finding (lib/submissions/proposal.ts),
// or while a ledger or trajectory sent on its own has the bytes of one another row cites, unless the
// maintainer overrides it with a written reason.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { FieldErrors } from "../../auth/errors";
import { reviewRefusal, stateAfter, type ReviewDecision, type SubmissionKind, type SubmissionState } from "../policy";
import type { SubmissionRef } from "../review-input";
import { acceptRefusal, isBlocking, ProposalFindingsSchema } from "../proposal";
import { standaloneSameBytes } from "./stored-twins";
import { applyProposedTaskFacts } from "../../importers/store/proposal-on-import";

export interface Reviewer {
  userId: string | null;
  name: string;
  tokenId?: string;
}

export type ReviewOutcome =
  | { ok: true; kind: SubmissionKind; id: string; from: SubmissionState; to: SubmissionState; reason: string | null }
  | { ok: false; code: "NOT_FOUND" | "CONFLICT" | "INVALID"; message: string; field?: "reason" };

type Tx = Prisma.TransactionClient;

/** The current state of the target, or undefined when the task has no such thing. */
async function currentState(tx: Tx, ref: SubmissionRef): Promise<SubmissionState | null | undefined> {
  const inTask = { revision: { taskId: ref.taskId } };
  const select = { submissionState: true } as const;
  const found =
    ref.kind === "row"
      ? await tx.calibrationRow.findFirst({ where: { id: ref.id, ...inTask }, select })
      : ref.kind === "ledger"
        ? await tx.ledger.findFirst({ where: { id: ref.id, ...inTask }, select })
        : ref.kind === "rollout"
          ? await tx.rollout.findFirst({ where: { id: ref.id, ...inTask }, select })
          : await tx.taskRevision.findFirst({ where: { id: ref.id, taskId: ref.taskId }, select });
  return found ? found.submissionState : undefined;
}

/** Moves the state only if nobody moved it since it was read (two maintainers deciding at once). */
async function moveState(tx: Tx, ref: SubmissionRef, from: SubmissionState, data: Record<string, unknown>): Promise<boolean> {
  const where = { id: ref.id, submissionState: from };
  const r =
    ref.kind === "row"
      ? await tx.calibrationRow.updateMany({ where, data })
      : ref.kind === "ledger"
        ? await tx.ledger.updateMany({ where, data })
        : ref.kind === "rollout"
          ? await tx.rollout.updateMany({ where, data })
          : await tx.taskRevision.updateMany({ where, data });
  return r.count === 1;
}

/** The row proposal a ledger or trajectory was sent with, if any: it is decided with that row, never alone. */
async function owningRow(tx: Tx, ref: SubmissionRef): Promise<string | null> {
  if (ref.kind !== "ledger" && ref.kind !== "rollout") return null;
  const cites = ref.kind === "ledger" ? { ledgerId: ref.id } : { rolloutId: ref.id };
  const row = await tx.calibrationRow.findFirst({ where: { ...cites, submissionState: { not: null } }, select: { id: true } });
  return row?.id ?? null;
}

/** A row's findings (code and message), or null when the column cannot be read. */
async function rowFindings(tx: Tx, rowId: string) {
  const row = await tx.calibrationRow.findUniqueOrThrow({ where: { id: rowId }, select: { findings: true } });
  const findings = ProposalFindingsSchema.safeParse(row.findings);
  return findings.success ? findings.data : null;
}

/**
 * The findings that stand against accepting this submission: a row's stored ones (an unreadable
 * column cannot show that nothing blocks), a ledger's or trajectory's sent on its own read live
 * (its bytes already cited by another row); a revision has none here.
 */
async function acceptFindings(tx: Tx, ref: SubmissionRef): Promise<{ code: string; message: string }[]> {
  if (ref.kind === "row") return (await rowFindings(tx, ref.id)) ?? [{ code: "same_bytes", message: "the row's findings cannot be read" }];
  if (ref.kind === "ledger" || ref.kind === "rollout") return standaloneSameBytes(tx, ref.taskId, { kind: ref.kind, id: ref.id });
  return [];
}

/** The row's ledger and trajectory follow its decision (each only while it is itself a submission). */
async function moveParts(tx: Tx, rowId: string, data: Record<string, unknown>): Promise<void> {
  const row = await tx.calibrationRow.findUniqueOrThrow({ where: { id: rowId }, select: { ledgerId: true, rolloutId: true } });
  if (row.ledgerId) await tx.ledger.updateMany({ where: { id: row.ledgerId, submissionState: { not: null } }, data });
  if (row.rolloutId) await tx.rollout.updateMany({ where: { id: row.rolloutId, submissionState: { not: null } }, data });
}

export async function reviewSubmission(
  prisma: PrismaClient,
  ref: SubmissionRef,
  decision: ReviewDecision,
  reason: string | null,
  reviewer: Reviewer,
  options: { override?: boolean } = {},
): Promise<ReviewOutcome> {
  const override = options.override === true;
  return prisma.$transaction(async (tx) => {
    const from = await currentState(tx, ref);
    if (from === undefined) return { ok: false, code: "NOT_FOUND", message: `task ${ref.taskId} has no ${ref.kind} ${ref.id}` };
    const owner = await owningRow(tx, ref);
    if (owner)
      return {
        ok: false,
        code: "CONFLICT",
        message: `${ref.kind} ${ref.id} is part of row ${owner}'s proposal: accept or reject the row (its ledger and trajectory follow it)`,
      };
    const findings = decision === "accept" ? await acceptFindings(tx, ref) : [];
    const refusal = reviewRefusal(from, decision, reason) ?? acceptRefusal(findings, override, reason);
    if (refusal)
      return refusal.startsWith("reason:")
        ? { ok: false, code: "INVALID", message: refusal, field: "reason" }
        : { ok: false, code: "CONFLICT", message: `${ref.kind} ${ref.id}: ${refusal}` };
    const to = stateAfter(decision);
    const decided = {
      submissionState: to,
      reviewedById: reviewer.userId,
      reviewedByName: reviewer.name,
      reviewedAt: new Date(),
      reviewReason: reason,
    };
    const moved = await moveState(tx, ref, from!, decided);
    const overridden = override ? findings.filter(isBlocking).map((f) => f.message) : [];
    if (!moved) return { ok: false, code: "CONFLICT", message: `${ref.kind} ${ref.id} was reviewed by someone else just now; reload` };
    if (ref.kind === "row") await moveParts(tx, ref.id, decided);
    if (ref.kind === "revision" && to === "accepted") await applyProposedTaskFacts(tx, ref.taskId, ref.id);
    await tx.auditLog.create({
      data: {
        actorId: reviewer.userId,
        actorName: reviewer.name,
        tokenId: reviewer.tokenId ?? null,
        action: decision === "accept" ? "submission-accepted" : "submission-rejected",
        target: `${ref.kind}:${ref.id}`,
        taskId: ref.taskId,
        details: { kind: ref.kind, id: ref.id, from, to, reason, ...(overridden.length ? { overridden } : {}) },
      },
    });
    return { ok: true, kind: ref.kind, id: ref.id, from: from!, to, reason };
  });
}

/** The decision as a server action answers it: a message for the form, the audit details, or the refusal by field. */
/** A refusal's field errors ({ reason: [...] } when the reason is what is missing). */
export function reviewFieldErrors(r: Extract<ReviewOutcome, { ok: false }>): FieldErrors {
  return r.field ? { [r.field]: [r.message.replace(/^reason: /, "")] } : {};
}

export function reviewActionResult(r: ReviewOutcome): {
  ok?: boolean;
  message: string;
  fieldErrors?: FieldErrors;
  audit?: { target: string; details: Record<string, unknown> };
} {
  if (!r.ok) return { ok: false, message: r.message, fieldErrors: reviewFieldErrors(r) };
  const what = { row: "Row", ledger: "Ledger", rollout: "Trajectory", revision: "Revision" }[r.kind];
  const message =
    r.to === "accepted"
      ? `${what} accepted: it now counts toward the gates.`
      : `${what} rejected: it counts toward no gate (reason: ${r.reason}).`;
  return { message, audit: { target: `${r.kind}:${r.id}`, details: { from: r.from, to: r.to, reason: r.reason } } };
}
