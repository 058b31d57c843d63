// Asks and revision order for one task or many (the triage list loads every task's in two
// queries, not one per task), and their states: gate outcomes are evaluated only for revisions
// that can close an open gate ask, and revisions the caller already evaluated are reused.
import type { PrismaClient } from "../../generated/prisma/client";
import { anchorLabel, parseAnchor, type Anchor } from "../anchors";
import { askState, needsGates, type AskFacts, type RevisionGates } from "../ask-state";
import type { AskWithState } from "../since-review";
import { revisionLabel } from "../../revisions/store/get-revision-snapshot";
import { gateOutcomesOf, type RevisionGateOutcomes } from "./gate-outcomes";

export interface StoredAsk extends AskFacts {
  taskId: string;
  reviewId: string;
  position: number;
  createdAt: Date;
  reviewAuthor: string;
}

export interface RevisionRef {
  id: string;
  label: string;
  importedAt: Date;
  /** when a maintainer decided on the revision (a "decision" event on the triage list) */
  reviewedAt: Date | null;
}

// a stored anchor that no longer parses (written by an older version) reads as free text
const anchorOf = (kind: string, ref: string | null): Anchor => {
  const parsed = parseAnchor(kind, ref);
  return parsed.ok ? parsed.anchor : { kind: "text", ref: null };
};

export async function loadAsks(prisma: PrismaClient, taskIds: readonly string[] | null): Promise<StoredAsk[]> {
  const rows = await prisma.reviewAsk.findMany({
    where: taskIds ? { taskId: { in: [...taskIds] } } : {},
    orderBy: [{ createdAt: "asc" }, { position: "asc" }],
    select: {
      id: true,
      taskId: true,
      reviewId: true,
      position: true,
      text: true,
      anchorKind: true,
      anchorRef: true,
      maintainerSide: true,
      tickedAt: true,
      tickedByName: true,
      createdAt: true,
      review: { select: { revisionId: true, author: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    taskId: r.taskId,
    reviewId: r.reviewId,
    position: r.position,
    text: r.text,
    anchor: anchorOf(r.anchorKind, r.anchorRef),
    maintainerSide: r.maintainerSide,
    reviewedRevisionId: r.review.revisionId,
    ticked: r.tickedAt ? { by: r.tickedByName ?? "a maintainer", at: r.tickedAt } : null,
    createdAt: r.createdAt,
    reviewAuthor: r.review.author,
  }));
}

/**
 * Each task's revisions, oldest first (import order: what "a later revision" means); `null`: every
 * task's. The commits (for the labels) are a query of their own beside the revisions, filtered by
 * task rather than by revision id: a nested `commits` made Prisma send every revision's id back in a
 * second query (1,000 ids on each home page at 1,000 tasks).
 */
export async function loadRevisionOrder(prisma: PrismaClient, taskIds: readonly string[] | null): Promise<Map<string, RevisionRef[]>> {
  const ofTasks = taskIds ? { taskId: { in: [...taskIds] } } : {};
  const [revs, commits] = await Promise.all([
    prisma.taskRevision.findMany({
      where: ofTasks,
      orderBy: { importedAt: "asc" },
      select: { id: true, taskId: true, importedAt: true, reviewedAt: true },
    }),
    prisma.revisionCommit.findMany({
      where: taskIds ? { revision: ofTasks } : {},
      orderBy: { authorDate: "asc" },
      select: { revisionId: true, sha: true, message: true },
    }),
  ]);
  const commitsOf = new Map<string, { sha: string; message: string }[]>();
  for (const c of commits) {
    const list = commitsOf.get(c.revisionId);
    if (list) list.push(c);
    else commitsOf.set(c.revisionId, [c]);
  }
  const out = new Map<string, RevisionRef[]>();
  for (const r of revs) {
    const list = out.get(r.taskId) ?? [];
    const label = revisionLabel({ importedAt: r.importedAt, commits: commitsOf.get(r.id) ?? [] });
    list.push({ id: r.id, label, importedAt: r.importedAt, reviewedAt: r.reviewedAt });
    out.set(r.taskId, list);
  }
  return out;
}

/**
 * The states of one task's asks. `known` holds gate outcomes the caller already evaluated (the
 * triage list's latest revisions, the page's shown revision); others are evaluated here, once each.
 */
export async function askStatesOf(
  prisma: PrismaClient,
  taskId: string,
  asks: readonly StoredAsk[],
  revisions: readonly RevisionRef[],
  known: Map<string, RevisionGateOutcomes> = new Map(),
): Promise<{ asks: AskWithState[]; gateTitles: Map<string, string> }> {
  const index = new Map(revisions.map((r, i) => [r.id, i]));
  // the earliest revision an open gate ask was written on: every later revision may close it
  let from = Infinity;
  for (const a of asks) if (needsGates(a) && index.has(a.reviewedRevisionId!)) from = Math.min(from, index.get(a.reviewedRevisionId!)! + 1);
  const needed = Number.isFinite(from) ? revisions.slice(from) : [];
  const outcomes = new Map(known);
  await Promise.all(
    needed
      .filter((r) => !outcomes.has(r.id))
      .map(async (r) => {
        const o = await gateOutcomesOf(prisma, taskId, r.id);
        if (o) outcomes.set(r.id, o);
      }),
  );
  const withGates: RevisionGates[] = revisions.map((r) => ({ ...r, gates: outcomes.get(r.id)?.outcomes ?? new Map() }));
  const gateTitles = new Map<string, string>();
  for (const o of outcomes.values()) for (const [id, title] of o.titles) gateTitles.set(id, title);
  return {
    asks: asks.map((a) => ({
      ...a,
      state: askState(a, withGates),
      anchorText: anchorLabel(a.anchor, { gate: (id) => gateTitles.get(id) }),
    })),
    gateTitles,
  };
}
