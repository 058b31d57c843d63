import { StatusBadge } from "@/components/StatusBadge";
import type { RevisionView, TaskView } from "./task-view-types";

/** Identity of the task revision under review: hashes, judge pairings, where it came from. */
/** A revision as the reviewer names it: short sha + subject, else its content hash (lib/gates/store listRevisions). */
export interface LabelledRevision {
  id: string;
  label: string;
  importedAt: Date;
}

const importTime = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");

export function TaskFacts({ task, revision, revisions }: { task: TaskView; revision: RevisionView; revisions: LabelledRevision[] }) {
  const current = revisions.find((r) => r.id === revision.id);
  return (
    <section className="panel" data-testid="task-facts">
      <dl className="facts">
        <dt>Task</dt>
        <dd>
          <code>{task.id}</code>
        </dd>
        <dt>Family</dt>
        <dd>{task.family}</dd>
        <dt>Official judge</dt>
        <dd>{revision.judgeId ? <code>{revision.judgeId}</code> : <span className="muted">none known: nothing is recomputed</span>}</dd>
        <dt>Instruction</dt>
        <dd>
          sha256 <code data-testid="instruction-sha">{revision.instructionSha256}</code> ({revision.instructionBytes} B)
        </dd>
        <dt>Ground truth</dt>
        <dd>
          {revision.groundTruthPath && revision.groundTruthSha256 ? (
            <>
              <code>{revision.groundTruthPath}</code> sha256 <code>{revision.groundTruthSha256.slice(0, 12)}…</code>
            </>
          ) : (
            <span className="muted">not in the folder: nothing is re-scored</span>
          )}
        </dd>
        <dt>Oracle</dt>
        <dd>{revision.oraclePath ? <code>{revision.oraclePath}</code> : <span className="muted">{revision.oracleNote ?? "none"}</span>}</dd>
        <dt>Revision</dt>
        <dd>
          {current ? <strong data-testid="revision-facts-label">{current.label}</strong> : null}
          <div className="muted">
            imported {importTime(revision.importedAt)} UTC from <code>{revision.source}</code>
          </div>
          <RevisionPicker taskId={task.id} revisions={revisions} current={revision.id} />
        </dd>
        <dt>Judge pairings</dt>
        <dd>
          {revision.pairings.map((p) => (
            <div key={p.id}>
              <code>{p.judgeId}</code> with <code>{p.groundTruthPath}</code>{" "}
              {p.isPrimary ? <StatusBadge status="official" /> : <span className="muted">(for comparison)</span>}
            </div>
          ))}
        </dd>
      </dl>
    </section>
  );
}

// Two imports a minute apart read the same by time, so each revision is named by its label and
// the import time is only the tooltip.
function RevisionPicker({ taskId, revisions, current }: { taskId: string; revisions: LabelledRevision[]; current: string }) {
  if (revisions.length < 2) return null;
  return (
    <div className="muted" data-testid="revision-picker">
      {revisions.length} revisions:{" "}
      {revisions.map((r, i) => (
        <span key={r.id} title={`imported ${importTime(r.importedAt)} UTC`}>
          {i > 0 ? " · " : ""}
          {r.id === current ? <strong>{r.label}</strong> : <a href={`/tasks/${encodeURIComponent(taskId)}?revision=${r.id}`}>{r.label}</a>}
        </span>
      ))}
    </div>
  );
}
