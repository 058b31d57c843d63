import Link from "next/link";
import { getPrisma } from "@/lib/data/db";
import { allows, guardPage } from "@/lib/auth/guard";
import { listReviewers, rankedTriage } from "@/lib/asks/store/triage-list";
import { TriageTable } from "@/components/triage/TriageTable";
import { SeedingProgress, type SeedingProgressProps } from "@/components/triage/SeedingProgress";
import { seedingState, type SeedingState } from "@/lib/seeding/bundled-seeding";
import type { TriageTableRow } from "@/components/triage/triage-row";
import { parseTriageView, type TriageView } from "@/components/triage/triage-view";
import { triageViewRows } from "@/components/triage/triage-view-rows";

export const dynamic = "force-dynamic";

type SearchParams = Record<string, string | string[] | undefined>;

/** the view the URL names (filters, text, sort, page): a shared link opens the same one */
function viewOf(sp: SearchParams): TriageView {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) if (v !== undefined) params.set(k, Array.isArray(v) ? (v[0] ?? "") : v);
  return parseTriageView(params);
}

export default async function TaskListPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await guardPage("read");
  const view = viewOf(await searchParams);
  const prisma = await getPrisma();
  const canReview = await allows(actor, "review");
  const [triage, reviewers] = await Promise.all([
    rankedTriage(prisma, actor.userId),
    canReview ? listReviewers(prisma) : Promise.resolve([]),
  ]);
  const rows: TriageTableRow[] = triage.map((t, rank) => ({
    id: t.id,
    title: t.title,
    family: t.family,
    judgeId: t.judgeId,
    isDemo: t.isDemo,
    reviewStatus: t.reviewStatus,
    rank,
    rankReason: t.rank.reason,
    latestRevisionId: t.latestRevision?.id ?? null,
    latestRevisionAt: t.latestRevision?.importedAt.toISOString() ?? null,
    latestRevisionSource: t.latestRevision?.source ?? null,
    revisionCount: t.revisionCount,
    rowCount: t.rowCount,
    counts: t.counts,
    blocking: t.blocking,
    claimsNotReproduced: t.claimsNotReproduced,
    submissionsAwaiting: t.submissionsAwaiting,
    audits: t.audits,
    changedSinceReview: t.changedSinceReview,
    openAuthorAsks: t.openAsks.author,
    openMaintainerAsks: t.openAsks.maintainer,
    waitsOn: t.waitsOn.who,
    waitsOnWhy: t.waitsOn.why,
    assignedReviewerId: t.assignedReviewer?.id ?? null,
    assignedReviewerName: t.assignedReviewer?.name ?? null,
    lastVerdictAuthorId: t.lastVerdictAuthor?.id ?? null,
    reviewed: t.lastVerdictAuthor !== null,
    lastActivity: t.lastActivity?.at.toISOString() ?? null,
    lastActivityWhat: t.lastActivity?.what ?? null,
    myLastVerdictRevisionId: t.myLastVerdictRevisionId,
    pulls: t.pulls,
  }));
  // every task is ranked, filtered and sorted here; only the page shown goes to the browser
  const shown = triageViewRows(rows, view, actor.userId);
  const seeding = seedingProgress(seedingState());
  return (
    <>
      <h1>Tasks under review</h1>
      {canReview ? (
        <p>
          <Link href="/import">Import a task from git</Link>
        </p>
      ) : null}
      {seeding ? <SeedingProgress {...seeding} /> : null}
      {rows.length === 0 && seeding?.state !== "importing" && seeding?.state !== "checking" ? (
        <p className="muted">
          No tasks yet. Import one with <code>npm run -s import -- &lt;task-folder&gt;</code>.
        </p>
      ) : rows.length === 0 ? null : (
        <TriageTable {...shown} reviewers={reviewers} canAssign={canReview} />
      )}
    </>
  );
}

/** what the list shows of the background import of the bundled tasks: nothing once it is settled */
function seedingProgress(s: SeedingState): SeedingProgressProps | null {
  return s.state === "importing" || s.state === "checking" || s.state === "failed" ? s : null;
}
