import Link from "next/link";
import { notFound } from "next/navigation";
import { getPrisma } from "@/lib/data/db";
import { getTaskOverview } from "@/lib/data/queries/get-task-overview";
import { StatusBadge } from "@/components/StatusBadge";
import { SpecCard } from "@/components/task/SpecCard";
import { MediaPin } from "@/components/task/MediaPin";
import { CalibrationRowsTable } from "@/components/task/CalibrationRowsTable";
import { RevisionFindings } from "@/components/task/RevisionFindings";
import { FilesPanel } from "@/components/task/FilesPanel";

export const dynamic = "force-dynamic";

export default async function TaskPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ revision?: string }> }) {
  const { id } = await params;
  const { revision: revisionId } = await searchParams;
  const overview = await getTaskOverview(await getPrisma(), decodeURIComponent(id), revisionId);
  if (!overview) notFound();
  const { task, revision } = overview;
  return (
    <>
      <p className="muted">
        <Link href="/">Tasks</Link> / {task.id}
      </p>
      <h1>
        {task.title} <StatusBadge status={task.reviewStatus} />
      </h1>
      <div className="grid2">
        <section className="panel">
          <dl className="facts">
            <dt>Task</dt>
            <dd>
              <code>{task.id}</code>
            </dd>
            <dt>Family</dt>
            <dd>{task.family}</dd>
            <dt>Official judge</dt>
            <dd>
              <code>{revision.judgeId}</code>
            </dd>
            <dt>Instruction</dt>
            <dd>
              sha256 <code data-testid="instruction-sha">{revision.instructionSha256}</code> ({revision.instructionBytes} B)
            </dd>
            <dt>Ground truth</dt>
            <dd>
              <code>{revision.groundTruthPath}</code> sha256 <code>{revision.groundTruthSha256.slice(0, 12)}…</code>
            </dd>
            <dt>Oracle</dt>
            <dd>{revision.oraclePath ? <code>{revision.oraclePath}</code> : <span className="muted">{revision.oracleNote ?? "none"}</span>}</dd>
            <dt>Revision</dt>
            <dd>
              {revision.importedAt.toISOString().slice(0, 19).replace("T", " ")} from <code>{revision.source}</code> ({task.revisions.length} revision
              {task.revisions.length === 1 ? "" : "s"})
            </dd>
            <dt>Judge pairings</dt>
            <dd>
              {revision.pairings.map((p) => (
                <div key={p.id}>
                  <code>{p.judgeId}</code> with <code>{p.groundTruthPath}</code> {p.isPrimary ? <StatusBadge status="official" /> : <span className="muted">(comparison)</span>}
                </div>
              ))}
            </dd>
          </dl>
        </section>
        <MediaPin media={revision.media[0] ?? null} />
      </div>
      <h2>Calibration rows</h2>
      <CalibrationRowsTable taskId={task.id} revision={revision} />
      <RevisionFindings findings={revision.findings} unparsedNotes={revision.unparsedNotes} />
      <h2>SPEC card</h2>
      <SpecCard card={revision.specCard} />
      <h2>Files</h2>
      <FilesPanel taskId={task.id} revision={revision} />
    </>
  );
}
