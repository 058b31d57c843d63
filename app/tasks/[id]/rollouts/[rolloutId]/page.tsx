// Trajectory viewer: the steps of one stored trajectory (one page at a time, so a 15 MB log is
// not a 34 MB document), their times and durations, the run's metadata and integrity findings,
// with links to the rows and ledgers it belongs to. ?step=N opens the page holding step N;
// ?q / ?tool / ?finding filter over every step; ?page=N (1-based) pages through.
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { allows, guardPage, pageParam } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { getRolloutView } from "@/lib/rollouts/store/get-rollout-view";
import { stepTimings } from "@/lib/rollouts/view/step-timing";
import { solutionSteps } from "@/lib/rollouts/view/solution-steps";
import { RunSummary } from "@/components/rollouts/RunSummary";
import { instructionMentions } from "@/components/rollouts/prompt-evidence";
import { TrajectoryViewer } from "@/components/rollouts/TrajectoryViewer";
import { buildViewerPage } from "@/components/rollouts/viewer-page";
import { viewerSteps } from "@/components/rollouts/viewer-steps";
import type { ViewerFinding } from "@/components/rollouts/viewer-types";
import type { RolloutView } from "@/lib/rollouts/store/get-rollout-view";
import type { SolutionStep } from "@/lib/rollouts/view/solution-steps";
import { listAnchoredComments } from "@/lib/asks/store/anchored-comments";
import { AnchoredComments } from "@/components/comments/AnchoredComments";
import { getArtifactProvenance, type ArtifactProvenance } from "@/lib/submissions/store/artifact-source";
import "@/components/rollouts/rollouts.css";

export const dynamic = "force-dynamic";

const text = (max: number) => z.string().max(max).optional().catch(undefined);
const search = z.object({
  step: z.coerce.number().int().nonnegative().optional().catch(undefined),
  page: z.coerce.number().int().positive().optional().catch(undefined),
  q: text(500),
  tool: text(200),
  finding: text(200),
});

interface PageProps {
  params: Promise<{ id: string; rolloutId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Everything the page shows, read after the guard: the trajectory, its comments and where it came from. */
async function loadRolloutPage({ params, searchParams }: PageProps) {
  const { id, rolloutId } = await params;
  const taskId = pageParam(id);
  const actor = await guardPage("read", taskId);
  const view = await getRolloutView(await getPrisma(), taskId, pageParam(rolloutId));
  if (!view) notFound();
  const q = search.parse(await searchParams);
  const [canComment, comments, provenance] = [
    await allows(actor, "submit", taskId),
    await listAnchoredComments(await getPrisma(), taskId, "step", view.rollout.id),
    await getArtifactProvenance(await getPrisma(), taskId, { kind: "rollout", id: view.rollout.id }),
  ];
  return { taskId, view, q, canComment, comments, provenance };
}

/** The stored findings and every citing row's audits, numbered for the viewer's finding filter. */
function viewerFindings(view: RolloutView): ViewerFinding[] {
  const all = [...(view.summary.findings ?? []), ...view.rows.flatMap((r) => r.findings)];
  return all.map((f, i) => ({
    id: i,
    kind: f.kind,
    severity: f.severity,
    step: f.step,
    line: f.line,
    title: f.title,
    evidence: f.evidence,
    ...(typeof f.detail?.diff === "string" ? { diff: f.detail.diff } : {}),
  }));
}

export default async function RolloutPage(props: PageProps) {
  const { taskId, view, q, canComment, comments, provenance } = await loadRolloutPage(props);
  const base = `/tasks/${encodeURIComponent(taskId)}`;
  const self = `${base}/rollouts/${encodeURIComponent(view.rollout.id)}`;
  const timing = stepTimings(view.parsed.steps, view.parsed.meta.durationMs);
  const solutions = solutionSteps(
    view.summary.written ?? [],
    view.parsed.steps,
    view.rows.flatMap((r) => (r.ledger ? [{ rowLabel: r.label, ledger: r.ledger }] : [])),
  );
  const findings = viewerFindings(view);
  const shown = buildViewerPage(viewerSteps(view.parsed.steps, timing.steps, solutions, base), findings, {
    filter: { query: q.q ?? "", tool: q.tool ?? "", finding: q.finding ?? "" },
    page: q.page !== undefined ? q.page - 1 : null,
    step: q.step ?? null,
  });
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
          <RunSummary
            summary={view.summary}
            timing={timing}
            mentions={instructionMentions(view.parsed.steps)}
            stepHref={(n) => `${self}?step=${n}#step-${n}`}
          />
          <FileFacts view={view} provenance={provenance} />
        </section>
        <CitingRows view={view} solutions={solutions} provenance={provenance} base={base} self={self} />
      </div>
      <TrajectoryViewer
        key={`${shown.info.page}:${q.step ?? ""}:${JSON.stringify(shown.filter)}`}
        steps={shown.steps}
        findings={findings}
        info={shown.info}
        filter={shown.filter}
        initialStep={q.step ?? null}
        baseHref={self}
        fullTextHref={`${self}/steps`}
      />
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

/** The file itself: its size, hash, lines and how it was read, and where it came from. */
function FileFacts({ view, provenance }: { view: RolloutView; provenance: ArtifactProvenance | null }) {
  return (
    <>
      <p className="muted" style={{ overflowWrap: "anywhere" }}>
        {view.rollout.byteLength.toLocaleString("en")} B · sha256 <code>{view.rollout.sha256}</code> ·{" "}
        {view.summary.lines.toLocaleString("en")} lines
        {view.summary.parseErrors ? ` · ${view.summary.parseErrors} broken` : ""}
        {view.summary.meta?.streamEvents
          ? ` · ${view.summary.meta.streamEvents.toLocaleString("en")} stream deltas folded into their messages`
          : ""}
        {view.recomputed ? " · findings recomputed from the log alone (stored before the audits existed)" : ""}
      </p>
      <p className="muted" data-testid="artifact-source" style={{ overflowWrap: "anywhere" }}>
        Source: {provenance?.source.text ?? "not recorded"}
      </p>
    </>
  );
}

/** The calibration rows citing this trajectory: who claims each, its ledger, and the step that wrote its solution. */
function CitingRows(props: {
  view: RolloutView;
  solutions: SolutionStep[];
  provenance: ArtifactProvenance | null;
  base: string;
  self: string;
}) {
  const { view, solutions, provenance, base, self } = props;
  return (
    <section className="panel" data-testid="rollout-rows">
      <h3>Rows citing this trajectory</h3>
      {view.rows.length === 0 ? <p className="muted">No calibration row cites this file.</p> : null}
      <ul>
        {view.rows.map((r) => {
          const wrote = solutions.find((s) => s.ledgerId === r.ledger?.id);
          return (
            <li key={r.id}>
              <Link href={`${base}#row-${r.id}`}>{r.label}</Link>{" "}
              <span className="muted">
                · {r.condition} · {r.status.replace(/_/g, " ")}
                {provenance?.claimedWhereByRow[r.id] ? ` · claimed ${provenance.claimedWhereByRow[r.id]}` : ""}
              </span>
              {r.ledger ? (
                <>
                  {" "}
                  · ledger <Link href={`${base}/ledgers/${r.ledger.id}`}>{r.ledger.path}</Link>
                </>
              ) : null}
              {wrote ? (
                <>
                  {" "}
                  · written at{" "}
                  <Link href={`${self}?step=${wrote.step}#step-${wrote.step}`} data-testid="solution-step-link">
                    step {wrote.step}
                  </Link>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
