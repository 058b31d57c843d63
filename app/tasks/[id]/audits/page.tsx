// Scorer audits of one task revision: run all or one (a background job with live progress), the
// audit gates, and every audit's numbers as pictures; findings link to the ledger inspector.
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { allows, guardPage, pageParam } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { getAuditsPage } from "@/lib/audits/store/get-audits-page";
import { auditGateFactsOf } from "@/lib/audits/gate-facts";
import { auditsPageView } from "@/lib/audits/page-view";
import { auditGates } from "@/lib/gates";
import { JobProgress } from "@/components/jobs/job-progress";
import { AuditGateList } from "@/components/audits/AuditGateList";
import { RunAuditsForm } from "@/components/audits/RunAuditsForm";
import { JudgeAudits } from "@/components/audits/JudgeAudits";
import { VersionTable } from "@/components/audits/VersionTable";
import "@/components/audits/audits.css";

export const dynamic = "force-dynamic";

const query = z.object({ revision: z.string().max(64).optional() });

export default async function AuditsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = pageParam((await params).id);
  const actor = await guardPage("read", id);
  const canReview = await allows(actor, "review", id);
  const parsed = query.safeParse(await searchParams);
  const prisma = await getPrisma();
  const data = await getAuditsPage(prisma, id, parsed.success ? parsed.data.revision : undefined);
  if (!data) notFound();
  const taskHref = `/tasks/${encodeURIComponent(data.task.id)}`;
  const view = data.result ? auditsPageView(data.task.id, data.result, data.ledgerIds, data.pairingIds, data.gateLedgerPaths) : null;
  const gates = auditGates(data.result ? auditGateFactsOf(data.result, data.finishedAt) : null);
  return (
    <main className="page stack">
      <p>
        <Link href={taskHref}>← {data.task.title}</Link>
      </p>
      <h1>Scorer audits</h1>
      <p className="muted">
        Omission (does withholding predictions raise a score?), video-free shortcut probes (structural, offset grid, seeded jitter),
        tolerance boundaries and sweeps, and every ledger under every judge version. A family without a port is audited through its own
        verifier (judge id task:…): every probe scored in the sandbox, plus valid alternatives of the oracle.
        {data.finishedAt ? ` Last run finished ${data.finishedAt.slice(0, 16).replace("T", " ")} UTC.` : " Not run on this revision yet."}
      </p>
      {data.unreadable ? <p className="error-box">{data.unreadable}</p> : null}
      {canReview ? (
        <RunAuditsForm taskId={data.task.id} revisionId={data.revisionId} />
      ) : (
        <p className="muted">Running audits needs a maintainer.</p>
      )}
      {data.latestRun ? <JobProgress key={data.latestRun.id} initial={data.latestRun} label="Audit run" /> : null}

      <section className="card">
        <h2>Audit gates</h2>
        <AuditGateList gates={gates} />
      </section>

      {view?.judges.map((j) => (
        <JudgeAudits key={j.judgeId} judge={j} />
      ))}

      {view?.versions ? (
        <section className="card">
          <h2>Judge versions</h2>
          <VersionTable data={view.versions} />
        </section>
      ) : null}
    </main>
  );
}
