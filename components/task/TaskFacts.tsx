import { StatusBadge } from "@/components/StatusBadge";
import type { RevisionView, TaskView } from "./task-view-types";

/** Identity of the task revision under review: hashes, judge pairings, where it came from. */
export function TaskFacts({ task, revision }: { task: TaskView; revision: RevisionView }) {
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
          {revision.importedAt.toISOString().slice(0, 19).replace("T", " ")} from <code>{revision.source}</code>
          <RevisionPicker taskId={task.id} revisions={task.revisions} current={revision.id} />
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

function RevisionPicker({ taskId, revisions, current }: { taskId: string; revisions: TaskView["revisions"]; current: string }) {
  if (revisions.length < 2) return null;
  return (
    <div className="muted">
      {revisions.length} revisions:{" "}
      {revisions.map((r, i) => (
        <span key={r.id}>
          {i > 0 ? " · " : ""}
          {r.id === current ? (
            <strong>{r.importedAt.toISOString().slice(0, 16).replace("T", " ")}</strong>
          ) : (
            <a href={`/tasks/${encodeURIComponent(taskId)}?revision=${r.id}`}>
              {r.importedAt.toISOString().slice(0, 16).replace("T", " ")}
            </a>
          )}
        </span>
      ))}
    </div>
  );
}
