import Link from "next/link";
import { ContractFindings } from "@/components/task/ContractFindings";
import { notFound } from "next/navigation";
import { getPrisma } from "@/lib/data/db";
import { getTaskOverview } from "@/lib/data/queries/get-task-overview";
import { gateFactsWithAudits } from "@/lib/gates/store/gate-facts";
import { evaluateGates } from "@/lib/gates";
import { StatusBadge } from "@/components/StatusBadge";
import { MediaPin } from "@/components/task/MediaPin";
import { TaskFacts } from "@/components/task/TaskFacts";
import { TaskVerdict } from "@/components/task/TaskVerdict";
import { OfficialJudgeForm } from "@/components/task/OfficialJudgeForm";
import { RevisionFindings } from "@/components/task/RevisionFindings";
import { StaleArtifacts } from "@/components/task/StaleArtifacts";
import { FilesPanel } from "@/components/task/FilesPanel";
import { GateChecklist } from "@/components/gates/GateChecklist";
import { CalibrationTable } from "@/components/calibration/CalibrationTable";
import { toCalibrationTableRows } from "@/components/calibration/calibration-rows";
import { ScoreByConditionChart } from "@/components/charts/ScoreByConditionChart";
import { VerdictForm, CommentForm } from "@/components/review/VerdictForm";
import { ReviewHistory } from "@/components/review/ReviewHistory";
import { UploadForm } from "@/components/review/UploadForm";
import { ArchiveUploadForm } from "@/components/review/ArchiveUploadForm";
import { RowForm } from "@/components/review/RowForm";
import { UploadEvents } from "@/components/review/UploadEvents";
import { SubmissionReviewList } from "@/components/review/SubmissionReviewList";
import { listSubmissions } from "@/lib/submissions/store/list-submissions";
import { listUploadEvents } from "@/lib/submissions/store/list-upload-events";
import { ROW_FORM_CHOICES } from "@/lib/uploads/row-input";
import { SectionNav, TaskSections, type TaskPageSection } from "@/components/task/TaskSections";
import { SpecSection } from "@/components/task/SpecSection";
import { RenderInTurn } from "@/components/task/RenderInTurn";
import { allows, guardPage, pageParam } from "@/lib/auth/guard";
import { reReviewFrom } from "@/lib/reviews/re-review";
import { listRevisions } from "@/lib/revisions/store/list-revisions";
import { ChangedSinceReview } from "@/components/revisions/ChangedSinceReview";
import { RevisionList } from "@/components/revisions/RevisionList";
import "@/components/revisions/revisions.css";
import { getMediaFacts } from "@/lib/media/get-media-facts";
import { FetchPinnedMedia } from "@/components/media/FetchPinnedMedia";
import { MeasuredFacts } from "@/components/media/MeasuredFacts";
import { TaskJudgeSection } from "@/components/task-judge/task-judge-section";
import { getTaskJudgeView } from "@/lib/judges/store/task-judge-view";
import { taskAsks } from "@/lib/asks/store/task-asks";
import { outcomesOf } from "@/lib/asks/store/gate-outcomes";
import { ReviewAsks } from "@/components/review/ReviewAsks";

export const dynamic = "force-dynamic";

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ revision?: string }>;
}

/** Everything the task page shows, loaded in parallel once the revision is known. */
async function loadTaskPage(id: string, revisionId: string | undefined) {
  const prisma = await getPrisma();
  const overview = await getTaskOverview(prisma, id, revisionId);
  if (!overview) notFound();
  const { task, revision } = overview;
  const [history, mediaFacts, gateFacts, taskJudgeView, submissions, uploadEvents] = await Promise.all([
    listRevisions(prisma, id),
    getMediaFacts(prisma, revision.id),
    gateFactsWithAudits(prisma, revision),
    getTaskJudgeView(prisma, revision.id),
    listSubmissions(prisma, task.id),
    listUploadEvents(prisma, task.id),
  ]);
  const gates = evaluateGates(gateFacts);
  // the shown revision's gates are already evaluated: the asks reuse them
  const asks = await taskAsks(prisma, task.id, new Map([[revision.id, outcomesOf(gates)]]));
  return { ...overview, history, mediaFacts, gates, asks, taskJudgeView, submissions, uploadEvents };
}

export default async function TaskPage({ params, searchParams }: PageProps) {
  const id = pageParam((await params).id);
  const actor = await guardPage("read", id);
  const { revision: revisionId } = await searchParams;
  const [canReview, canSubmit, data] = await Promise.all([
    allows(actor, "review", id),
    allows(actor, "submit", id),
    loadTaskPage(id, revisionId),
  ]);
  const { task, revision, history, mediaFacts, gates } = data;
  const view: PageView = { data, actor, canReview, canSubmit };
  const reReview = reReviewFrom(history, id, revision.id);
  const tableRows = toCalibrationTableRows(task.id, revision, history.revisions);
  const taskHref = `/tasks/${encodeURIComponent(task.id)}`;
  // the page, top to bottom: one entry per section (the nav is built from this list)
  const sections: TaskPageSection[] = [
    { id: "gates", title: "Gate checklist", body: <GateChecklist gates={gates} /> },
    {
      id: "judge-pairing",
      title: "Official judge",
      body: <OfficialJudgeForm taskId={task.id} pairings={revision.pairings} canChoose={canReview} />,
    },
    {
      id: "audits",
      title: "Scorer audits",
      body: (
        <p>
          <Link href={`${taskHref}/audits`}>Audits</Link>: omission, shortcut probes, tolerance sweeps and judge versions, run as a
          background job, with pictures.
        </p>
      ),
    },
    { id: "calibration", title: "Calibration rows: claimed vs recomputed", body: <CalibrationTable rows={tableRows} /> },
    ...importChecksSections(task.id, revision, taskHref),
    { id: "charts", title: "Score by condition", body: <ScoreByConditionChart rows={tableRows} /> },
    {
      id: "task-judge",
      title: "Task's own judge",
      body: <TaskJudgeSection taskId={task.id} revisionId={revision.id} canRun={canReview} view={data.taskJudgeView} />,
    },
    reviewSection(view),
    submissionsSection(view),
    { id: "spec", title: "SPEC card", body: <SpecSection revision={revision} /> },
    { id: "files", title: "Files", body: <FilesPanel taskId={task.id} revision={revision} /> },
    { id: "revisions", title: "Revisions", body: <RevisionList taskId={task.id} history={history} /> },
    ...(mediaFacts ? [mediaSection(view, mediaFacts)] : []),
  ];
  return (
    <>
      <p className="muted">
        <Link href="/">Tasks</Link> / {task.id}
      </p>
      <h1>
        {task.title} <StatusBadge status={task.reviewStatus} />
      </h1>
      <TaskVerdict verdict={revision.taskVerdict} gates={gates} />
      {reReview ? <ChangedSinceReview {...reReview} /> : null}
      <SectionNav
        sections={sections}
        extra={
          <>
            <Link href={`${taskHref}/compare`}>Compare two runs</Link> <Link href={`${taskHref}/export`}>Export as PR comment</Link>
          </>
        }
      />
      <div className="grid2">
        <TaskFacts task={task} revision={revision} revisions={history.revisions} />
        <MediaPin media={revision.media[0] ?? null} />
      </div>
      {/* each section's body in its own turn of the event loop: no one stretch renders them all (RenderInTurn.tsx) */}
      <TaskSections sections={sections.map((s, i) => ({ ...s, body: <RenderInTurn turn={i + 1}>{s.body}</RenderInTurn> }))} />
    </>
  );
}

type TaskPageData = Awaited<ReturnType<typeof loadTaskPage>>;
type MediaFacts = NonNullable<TaskPageData["mediaFacts"]>;

/** What the sections below read: the page's data and what the signed-in actor may do. */
interface PageView {
  data: TaskPageData;
  actor: Awaited<ReturnType<typeof guardPage>>;
  canReview: boolean;
  canSubmit: boolean;
}

/** What the import found: stale artifacts, the contract review, and the folder's and rows' findings. */
function importChecksSections(taskId: string, revision: TaskPageData["revision"], taskHref: string): TaskPageSection[] {
  const rowFindings = revision.rows.map((r) => ({
    row: `${r.harness}${r.model ? ` / ${r.model}` : ""} (${r.conditionLabel || r.condition})`,
    findings: r.findings,
  }));
  return [
    {
      id: "stale-artifacts",
      title: "Stale artifacts",
      body: (
        <StaleArtifacts
          taskId={taskId}
          checks={revision.artifactChecks}
          artifacts={revision.artifacts}
          ledgers={revision.ledgers}
          rollouts={revision.rollouts}
        />
      ),
    },
    {
      id: "contract",
      title: "Contract",
      body: <ContractFindings review={revision.contractFindings} hrefOf={storedFileHref(taskHref, revision)} />,
    },
    {
      id: "findings",
      title: "Import findings",
      body: <RevisionFindings findings={revision.findings} unparsedNotes={revision.unparsedNotes} rowFindings={rowFindings} />,
    },
  ];
}

/** Asks, the verdict and comment forms (by role), uploads, and the review history. */
function reviewSection({
  data: { task, revision, reviews, comments, gates, asks },
  actor,
  canReview,
  canSubmit,
}: PageView): TaskPageSection {
  return {
    id: "review",
    title: "Review",
    body: (
      <div className="grid2">
        <div>
          <ReviewAsks taskId={task.id} split={asks.split} canTick={canReview} />
          {canReview ? (
            <VerdictForm taskId={task.id} revisionId={revision.id} gates={gates.map((g) => ({ id: g.id, title: g.title }))} />
          ) : null}
          {canSubmit ? <CommentForm taskId={task.id} /> : null}
          {canSubmit ? <UploadForm taskId={task.id} /> : null}
          {canSubmit ? <ArchiveUploadForm taskId={task.id} /> : null}
          {!canSubmit ? (
            <p className="muted">
              Signed in as {actor.name} ({actor.role}): you can read this task but not write to it.
            </p>
          ) : null}
        </div>
        <ReviewHistory reviews={reviews} comments={comments} />
      </div>
    ),
  };
}

/** A contributor's row form and the proposals a maintainer accepts or rejects. */
function submissionsSection({ data, canReview, canSubmit }: PageView): TaskPageSection {
  const { task, revision } = data;
  return {
    id: "submissions",
    title: "Submissions",
    body: (
      <div className="stack">
        {canSubmit ? <RowForm taskId={task.id} instructionSha256={revision.instructionSha256} choices={ROW_FORM_CHOICES} /> : null}
        <h3>Proposals: accept or reject</h3>
        <SubmissionReviewList taskId={task.id} items={data.submissions} canReview={canReview} />
        <UploadEvents taskId={task.id} events={data.uploadEvents} />
      </div>
    ),
  };
}

/** The pinned media's claimed vs measured facts, and the fetch form for maintainers. */
function mediaSection({ data: { task }, canReview }: PageView, mediaFacts: MediaFacts): TaskPageSection {
  return {
    id: "media",
    title: "Pinned media: claimed vs measured",
    body: (
      <>
        <MeasuredFacts
          claimed={mediaFacts.claimed}
          measured={mediaFacts.measured}
          differences={mediaFacts.differences}
          probedAt={mediaFacts.probedAt}
        />
        {canReview ? (
          <FetchPinnedMedia taskId={task.id} mediaId={mediaFacts.mediaId} latest={mediaFacts.latestRun} hasCopy={mediaFacts.hasCopy} />
        ) : null}
      </>
    ),
  };
}

/** A stored file's viewer by path: artifacts, ledgers and trajectories each have one. */
function storedFileHref(
  base: string,
  revision: {
    artifacts: { id: string; path: string }[];
    ledgers: { id: string; path: string }[];
    rollouts: { id: string; path: string }[];
  },
) {
  const hrefs = new Map([
    ...revision.artifacts.map((a) => [a.path, `${base}/files/${a.id}`] as const),
    ...revision.ledgers.map((l) => [l.path, `${base}/ledgers/${l.id}`] as const),
    ...revision.rollouts.map((r) => [r.path, `${base}/rollouts/${r.id}`] as const),
  ]);
  return (path: string) => hrefs.get(path) ?? null;
}
