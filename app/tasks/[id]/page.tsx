import Link from "next/link";
import { notFound } from "next/navigation";
import { getPrisma } from "@/lib/data/db";
import { getTaskOverview } from "@/lib/data/queries/get-task-overview";
import { gateFactsOf } from "@/lib/data/views/gate-facts";
import { evaluateGates } from "@/lib/gates";
import { StatusBadge } from "@/components/StatusBadge";
import { SpecCard } from "@/components/task/SpecCard";
import { MediaPin } from "@/components/task/MediaPin";
import { TaskFacts } from "@/components/task/TaskFacts";
import { RevisionFindings } from "@/components/task/RevisionFindings";
import { FilesPanel } from "@/components/task/FilesPanel";
import { GateChecklist } from "@/components/gates/GateChecklist";
import { CalibrationTable } from "@/components/calibration/CalibrationTable";
import { toCalibrationTableRows } from "@/components/calibration/calibration-rows";
import { ScoreByConditionChart } from "@/components/charts/ScoreByConditionChart";
import { VerdictForm, CommentForm } from "@/components/review/VerdictForm";
import { ReviewHistory } from "@/components/review/ReviewHistory";
import { UploadForm } from "@/components/review/UploadForm";
import { Markdown } from "@/components/Markdown";
import { allows, guardPage, pageParam } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ revision?: string }>;
}

export default async function TaskPage({ params, searchParams }: PageProps) {
  const id = pageParam((await params).id);
  const actor = await guardPage("read", id);
  const [canReview, canSubmit] = [await allows(actor, "review", id), await allows(actor, "submit", id)];
  const { revision: revisionId } = await searchParams;
  const overview = await getTaskOverview(await getPrisma(), id, revisionId);
  if (!overview) notFound();
  const { task, revision, reviews, comments } = overview;
  const gates = evaluateGates(gateFactsOf(revision));
  const tableRows = toCalibrationTableRows(task.id, revision);
  const taskHref = `/tasks/${encodeURIComponent(task.id)}`;
  return (
    <>
      <p className="muted">
        <Link href="/">Tasks</Link> / {task.id}
      </p>
      <h1>
        {task.title} <StatusBadge status={task.reviewStatus} />
      </h1>
      <nav className="section-nav">
        <a href="#gates">Gates</a> <a href="#calibration">Calibration</a> <a href="#charts">Charts</a> <a href="#review">Review</a> <a href="#spec">SPEC</a>{" "}
        <a href="#files">Files</a> <Link href={`${taskHref}/compare`}>Compare two runs</Link> <Link href={`${taskHref}/export`}>Export as PR comment</Link>
      </nav>
      <div className="grid2">
        <TaskFacts task={task} revision={revision} />
        <MediaPin media={revision.media[0] ?? null} />
      </div>
      <h2 id="gates">Gate checklist</h2>
      <GateChecklist gates={gates} />
      <h2 id="calibration">Calibration rows: claimed vs recomputed</h2>
      <CalibrationTable rows={tableRows} />
      <RevisionFindings
        findings={revision.findings}
        unparsedNotes={revision.unparsedNotes}
        rowFindings={revision.rows.map((r) => ({ row: `${r.harness}${r.model ? ` / ${r.model}` : ""} (${r.conditionLabel || r.condition})`, findings: r.findings }))}
      />
      <h2 id="charts">Score by condition</h2>
      <ScoreByConditionChart rows={tableRows} />
      <h2 id="review">Review</h2>
      <div className="grid2">
        <div>
          {canReview ? <VerdictForm taskId={task.id} /> : null}
          {canSubmit ? <CommentForm taskId={task.id} /> : null}
          {canSubmit ? <UploadForm taskId={task.id} /> : null}
          {!canSubmit ? <p className="muted">Signed in as {actor.name} ({actor.role}): you can read this task but not write to it.</p> : null}
        </div>
        <ReviewHistory reviews={reviews} comments={comments} />
      </div>
      <h2 id="spec">SPEC card</h2>
      <SpecCard card={revision.specCard} />
      {revision.specRaw ? (
        <details className="panel">
          <summary>SPEC.md as written</summary>
          <Markdown text={revision.specRaw} />
        </details>
      ) : null}
      <details className="panel">
        <summary>instruction.md ({revision.instructionBytes} bytes)</summary>
        <Markdown text={revision.instructionText} />
      </details>
      <h2 id="files">Files</h2>
      <FilesPanel taskId={task.id} revision={revision} />
    </>
  );
}
