import Link from "next/link";
import { getPrisma } from "@/lib/data/db";
import { allows, guardPage } from "@/lib/auth/guard";
import { listReviewers, listTriage } from "@/lib/asks/store/triage-list";
import { TriageTable } from "@/components/triage/TriageTable";
import { SeedingProgress, type SeedingProgressProps } from "@/components/triage/SeedingProgress";
import { seedingState, type SeedingState } from "@/lib/seeding/bundled-seeding";
import type { TriageTableRow } from "@/components/triage/triage-row";

export const dynamic = "force-dynamic";

export default async function TaskListPage() {
  const actor = await guardPage("read");
  const prisma = await getPrisma();
  const canReview = await allows(actor, "review");
  const [triage, reviewers] = await Promise.all([
    listTriage(prisma, actor.userId),
    canReview ? listReviewers(prisma) : Promise.resolve([]),
  ]);
  const rows: TriageTableRow[] = triage.map((t) => ({
    id: t.id,
    title: t.title,
    family: t.family,
    judgeId: t.judgeId,
    isDemo: t.isDemo,
    reviewStatus: t.reviewStatus,
    latestRevisionId: t.latestRevision?.id ?? null,
    latestRevisionAt: t.latestRevision?.importedAt.toISOString() ?? null,
    latestRevisionSource: t.latestRevision?.source ?? null,
    revisionCount: t.revisionCount,
    rowCount: t.rowCount,
    counts: t.counts,
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
    lastActivity: t.lastActivity?.toISOString() ?? null,
    myLastVerdictRevisionId: t.myLastVerdictRevisionId,
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
        <TriageTable rows={rows} me={actor.userId} reviewers={reviewers} canAssign={canReview} />
      )}
    </>
  );
}

/** what the list shows of the background import of the bundled tasks: nothing once it is settled */
function seedingProgress(s: SeedingState): SeedingProgressProps | null {
  return s.state === "importing" || s.state === "checking" || s.state === "failed" ? s : null;
}
