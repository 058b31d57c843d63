// Every contributor submission of a task (rows, ledgers, trajectories, pushed revisions) with its
// review state, waiting ones first: what the maintainer's accept / reject list shows. A row is one
// proposal with the ledger and trajectory sent with it: those are listed as its parts, not as
// submissions of their own, and the row's findings (blocking first) come with it. A ledger or
// trajectory sent on its own comes with the same-bytes findings its Accept is held to.
import type { PrismaClient } from "../../generated/prisma/client";
import type { SubmissionItem, SubmissionKind, SubmissionState } from "../policy";
import { isBlocking } from "../proposal";
import { readStored, StoredFindingsSchema } from "../../db/stored-json";
import { standaloneSameBytes } from "./stored-twins";

const REVIEW = { submissionState: true, reviewedByName: true, reviewReason: true, authorId: true, createdAt: true } as const;

function proposalOf(r: {
  findings: unknown;
  ledger: { path: string } | null;
  rollout: { path: string; toolCallTurns: number | null } | null;
}): Pick<SubmissionItem, "parts" | "findings"> {
  const read = readStored(StoredFindingsSchema, r.findings, "CalibrationRow.findings", []);
  const findings = read.value.map((f) => ({ message: f.message, blocking: isBlocking(f) }));
  // a findings column that cannot be read is shown, and blocks like the review does
  if (!read.ok) findings.push({ message: read.reason, blocking: true });
  return {
    parts: [
      ...(r.ledger ? [`ledger ${r.ledger.path}`] : []),
      ...(r.rollout ? [`trajectory ${r.rollout.path} (${r.rollout.toolCallTurns ?? "uncounted"} tool-call turns)`] : []),
    ],
    findings: findings.sort((a, b) => Number(b.blocking) - Number(a.blocking)),
  };
}

export async function listSubmissions(prisma: PrismaClient, taskId: string, take = 100): Promise<SubmissionItem[]> {
  const where = { revision: { taskId }, submissionState: { not: null } } as const;
  const order = { createdAt: "desc" } as const;
  const [rows, ledgers, rollouts, revisions] = await Promise.all([
    prisma.calibrationRow.findMany({
      where,
      orderBy: order,
      take,
      select: {
        id: true,
        harness: true,
        model: true,
        conditionLabel: true,
        findings: true,
        ledger: { select: { id: true, path: true } },
        rollout: { select: { id: true, path: true, toolCallTurns: true } },
        ...REVIEW,
      },
    }),
    prisma.ledger.findMany({ where, orderBy: order, take, select: { id: true, path: true, label: true, ...REVIEW } }),
    prisma.rollout.findMany({ where, orderBy: order, take, select: { id: true, path: true, ...REVIEW } }),
    prisma.taskRevision.findMany({
      where: { taskId, submissionState: { not: null } },
      orderBy: { importedAt: "desc" },
      take,
      select: { id: true, source: true, importedAt: true, submissionState: true, reviewedByName: true, reviewReason: true, authorId: true },
    }),
  ]);
  const authorIds = [...new Set([...rows, ...ledgers, ...rollouts, ...revisions].flatMap((x) => (x.authorId ? [x.authorId] : [])))];
  const names = new Map(
    (await prisma.user.findMany({ where: { id: { in: authorIds } }, select: { id: true, name: true } })).map((u) => [u.id, u.name]),
  );
  const partOfRow = new Set(rows.flatMap((r) => [r.ledger?.id, r.rollout?.id].filter((id): id is string => !!id)));
  const item = (
    kind: SubmissionKind,
    x: {
      id: string;
      submissionState: SubmissionState | null;
      reviewedByName: string | null;
      reviewReason: string | null;
      authorId: string | null;
    },
    title: string,
    at: Date,
    proposal: Pick<SubmissionItem, "parts" | "findings"> = { parts: [], findings: [] },
  ): SubmissionItem => ({
    ...proposal,
    kind,
    id: x.id,
    title,
    state: x.submissionState!,
    authorName: x.authorId ? (names.get(x.authorId) ?? null) : null,
    submittedAt: at.toISOString(),
    reviewedByName: x.reviewedByName,
    reviewReason: x.reviewReason,
  });
  // a ledger or trajectory sent on its own: the bytes another row already cites block it as they block a row
  const alone = async (kind: "ledger" | "rollout", id: string) => ({
    parts: [],
    findings: (await standaloneSameBytes(prisma, taskId, { kind, id })).map((f) => ({ message: f.message, blocking: isBlocking(f) })),
  });
  const soloLedgers = ledgers.filter((l) => !partOfRow.has(l.id));
  const soloRollouts = rollouts.filter((r) => !partOfRow.has(r.id));
  const [ledgerFindings, rolloutFindings] = await Promise.all([
    Promise.all(soloLedgers.map((l) => alone("ledger", l.id))),
    Promise.all(soloRollouts.map((r) => alone("rollout", r.id))),
  ]);
  const all = [
    ...rows.map((r) => item("row", r, [r.harness, r.model, r.conditionLabel].filter(Boolean).join(" · "), r.createdAt, proposalOf(r))),
    ...soloLedgers.map((l, i) => item("ledger", l, `${l.label || "ledger"} (${l.path})`, l.createdAt, ledgerFindings[i])),
    ...soloRollouts.map((r, i) => item("rollout", r, r.path, r.createdAt, rolloutFindings[i])),
    ...revisions.map((r) => item("revision", r, r.source, r.importedAt)),
  ];
  // waiting for a decision first, then newest first
  return all.sort(
    (a, b) => Number(b.state === "submitted") - Number(a.state === "submitted") || b.submittedAt.localeCompare(a.submittedAt),
  );
}
