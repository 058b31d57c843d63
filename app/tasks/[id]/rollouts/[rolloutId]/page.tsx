// Trajectory viewer: every step of one stored trajectory, its run metadata and integrity findings,
// with links to the rows and ledgers it belongs to. ?step=N (or #step-N) opens at a step.
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { allows, guardPage, pageParam } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { getRolloutView } from "@/lib/data/rollouts/get-rollout-view";
import { RunSummary } from "@/components/rollouts/RunSummary";
import { TrajectoryViewer } from "@/components/rollouts/TrajectoryViewer";
import type { ViewerFinding, ViewerStep } from "@/components/rollouts/viewer-types";
import { listAnchoredComments } from "@/lib/data/asks/anchored-comments";
import { AnchoredComments } from "@/components/comments/AnchoredComments";
import "@/components/rollouts/rollouts.css";

export const dynamic = "force-dynamic";

const search = z.object({ step: z.coerce.number().int().nonnegative().optional().catch(undefined) });

interface PageProps {
  params: Promise<{ id: string; rolloutId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function RolloutPage({ params, searchParams }: PageProps) {
  const { id, rolloutId } = await params;
  const taskId = pageParam(id);
  const actor = await guardPage("read", taskId);
  const view = await getRolloutView(await getPrisma(), taskId, pageParam(rolloutId));
  if (!view) notFound();
  const q = search.parse(await searchParams);
  const base = `/tasks/${encodeURIComponent(taskId)}`;
  const [canComment, comments] = [
    await allows(actor, "submit", taskId),
    await listAnchoredComments(await getPrisma(), taskId, "step", view.rollout.id),
  ];
  const steps: ViewerStep[] = view.parsed.steps.map((s) => ({
    index: s.index,
    line: s.line,
    kind: s.kind,
    text: s.text,
    ...(s.toolName ? { toolName: s.toolName } : {}),
    ...(s.callId ? { callId: s.callId } : {}),
    ...(s.exitCode !== undefined ? { exitCode: s.exitCode } : {}),
    ...(s.isError ? { isError: true } : {}),
    ...(s.subagent ? { subagent: true } : {}),
    ...(s.synthetic ? { synthetic: true } : {}),
    ...(s.images ? { images: s.images } : {}),
  }));
  const all = [...(view.summary.findings ?? []), ...view.rows.flatMap((r) => r.findings)];
  const findings: ViewerFinding[] = all.map((f, i) => ({
    id: i,
    kind: f.kind,
    severity: f.severity,
    step: f.step,
    line: f.line,
    title: f.title,
    evidence: f.evidence,
    ...(typeof f.detail?.diff === "string" ? { diff: f.detail.diff } : {}),
  }));
  return (
    <>
      <p className="muted">
        <Link href="/">Tasks</Link> / <Link href={base}>{taskId}</Link> / trajectory
      </p>
      <h1 style={{ overflowWrap: "anywhere" }}>
        <code>{view.rollout.path}</code>
      </h1>
      <div className="grid2">
        <section className="panel">
          <RunSummary summary={view.summary} />
          <p className="muted" style={{ overflowWrap: "anywhere" }}>
            {view.rollout.byteLength.toLocaleString("en")} B · sha256 <code>{view.rollout.sha256}</code> ·{" "}
            {view.summary.lines.toLocaleString("en")} lines
            {view.summary.parseErrors ? ` · ${view.summary.parseErrors} broken` : ""}
            {view.summary.meta?.streamEvents
              ? ` · ${view.summary.meta.streamEvents.toLocaleString("en")} stream deltas folded into their messages`
              : ""}
            {view.recomputed ? " · findings recomputed from the log alone (stored before the audits existed)" : ""}
          </p>
        </section>
        <section className="panel" data-testid="rollout-rows">
          <h3>Rows citing this trajectory</h3>
          {view.rows.length === 0 ? <p className="muted">No calibration row cites this file.</p> : null}
          <ul>
            {view.rows.map((r) => (
              <li key={r.id}>
                <Link href={`${base}#row-${r.id}`}>{r.label}</Link>{" "}
                <span className="muted">
                  · {r.condition} · {r.status.replace(/_/g, " ")}
                </span>
                {r.ledger ? (
                  <>
                    {" "}
                    · ledger <Link href={`${base}/ledgers/${r.ledger.id}`}>{r.ledger.path}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <TrajectoryViewer steps={steps} findings={findings} initialStep={q.step ?? null} />
      <AnchoredComments
        taskId={taskId}
        kind="step"
        thingId={view.rollout.id}
        comments={comments}
        canComment={canComment}
        hrefAt={(n) => `?step=${n}`}
        initialAt={q.step}
      />
    </>
  );
}
