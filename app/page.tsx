import Link from "next/link";
import { getPrisma } from "@/lib/data/db";
import { allows, guardPage } from "@/lib/auth/guard";
import { listReviewers, rankedTriage } from "@/lib/asks/store/triage-list";
import { TriageTable } from "@/components/triage/TriageTable";
import { SeedingProgress, type SeedingProgressProps } from "@/components/triage/SeedingProgress";
import { seedingState, type SeedingState } from "@/lib/seeding/bundled-seeding";
import type { TriageTableRow } from "@/components/triage/triage-row";
import { parseTriageView, triageViewQuery } from "@/components/triage/triage-view";

export const dynamic = "force-dynamic";

type SearchParams = Record<string, string | string[] | undefined>;

/** the view a shared link names (filters, sort, page), normalised: what the table opens on */
function initialQueryOf(sp: SearchParams): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) if (v !== undefined) params.set(k, Array.isArray(v) ? (v[0] ?? "") : v);
  return triageViewQuery(parseTriageView(params));
}

export default async function TaskListPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await guardPage("read");
  const initialQuery = initialQueryOf(await searchParams);
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
        // keyed by the view: a navigation to another view (a link) starts from it; the table's own
        // changes only rewrite the URL
        <TriageTable
          key={initialQuery}
          rows={rows}
          me={actor.userId}
          initialQuery={initialQuery}
          reviewers={reviewers}
          canAssign={canReview}
        />
      )}
    </>
  );
}

/** what the list shows of the background import of the bundled tasks: nothing once it is settled */
function seedingProgress(s: SeedingState): SeedingProgressProps | null {
  return s.state === "importing" || s.state === "checking" || s.state === "failed" ? s : null;
}
