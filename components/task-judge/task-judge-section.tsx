// The task page's "Task's own judge" section: sandbox availability (what is missing and how to
// enable it), the verifier, a run button with live progress, and per-ledger agreement with the
// TypeScript port the gates use.
import Link from "next/link";
import type { TaskJudgeView } from "@/lib/sandbox/agreement";
import { RunTaskJudgeButton } from "./run-task-judge-button";

const fmt = (x: number | null) => (x === null ? "—" : x.toFixed(6));

export function TaskJudgeSection({
  taskId,
  revisionId,
  view,
  canRun,
}: {
  taskId: string;
  revisionId: string;
  view: TaskJudgeView;
  canRun: boolean;
}) {
  const { sandbox, verifier, crossCheck, latestRun } = view;
  if (!verifier.ok) return <p className="muted">{verifier.reason}. Only the TypeScript judges score it.</p>;
  return (
    <div className="stack">
      <p>
        Judge <code>{verifier.judgeId}</code> (content hash of <code>steps/solve/tests/</code>: {verifier.fileNames.join(", ")}), run in a
        bubblewrap sandbox with the ledger at <code>{verifier.solutionTarget}</code>, {verifier.wallSeconds} s wall time. The gates use{" "}
        <code>{view.gatesJudgeId ?? "no TypeScript judge"}</code>.
      </p>
      {view.latestHeadline ? (
        <p className={/^ran, scored nothing/.test(view.latestHeadline) ? "finding" : undefined} data-testid="task-judge-headline">
          Last run: {view.latestHeadline}
        </p>
      ) : null}
      {sandbox.ok ? (
        <RunTaskJudgeButton taskId={taskId} revisionId={revisionId} canRun={canRun} latest={latestRun} />
      ) : (
        <div className="error-box" role="alert">
          <strong>The task&apos;s judge cannot run on this server.</strong> {sandbox.message}
          <br />
          How to enable it: {sandbox.howToEnable} Everything else on this page works without it.
        </div>
      )}
      {crossCheck ? <CrossCheckTable taskId={taskId} view={view} /> : <p className="muted">No stored scores from this judge yet.</p>}
    </div>
  );
}

function CrossCheckTable({ taskId, view }: { taskId: string; view: TaskJudgeView }) {
  const cc = view.crossCheck!;
  return (
    <>
      {cc.finding ? (
        <p className={cc.differ ? "finding" : "form-ok"} data-testid="task-judge-finding">
          {cc.differ ? "Disagreement: " : "Agreement: "}
          {cc.finding}
          {cc.differ ? `. The gates use ${cc.portJudgeId}: check which judge the PR means.` : "."}
        </p>
      ) : null}
      <div style={{ overflowX: "auto" }}>
        <table className="data">
          <thead>
            <tr>
              <th>ledger</th>
              <th className="num">task judge</th>
              <th className="num">{cc.portJudgeId ?? "port"}</th>
              <th>agreement</th>
            </tr>
          </thead>
          <tbody>
            {cc.ledgers.map((l) => (
              <tr key={l.ledgerId}>
                <td>
                  <Link
                    href={`/tasks/${encodeURIComponent(taskId)}/ledgers/${encodeURIComponent(l.ledgerId)}${cc.taskPairingId ? `?judge=${encodeURIComponent(cc.taskPairingId)}` : ""}`}
                  >
                    {l.label}
                  </Link>
                </td>
                <td className="num">
                  {l.taskStatus === "scored" ? fmt(l.taskReward) : <span className="badge fail">{l.taskStatus}</span>}
                </td>
                <td className="num">{fmt(l.portReward)}</td>
                <td>
                  {l.agreement.kind === "agree" ? <span className="badge pass">agree</span> : null}
                  {l.agreement.kind === "differ" ? (
                    <>
                      <span className="badge fail">differ</span> <code>{l.agreement.path}</code>: {l.agreement.message}
                    </>
                  ) : null}
                  {l.agreement.kind === "not-compared" ? <span className="muted">not compared: {l.agreement.why}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
