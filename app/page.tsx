import Link from "next/link";
import { JudgeId } from "@/components/task/JudgeId";
import { getPrisma } from "@/lib/data/db";
import { listTasks } from "@/lib/data/queries/list-tasks";
import { StatusBadge } from "@/components/StatusBadge";
import { allows, guardPage } from "@/lib/auth/guard";
import { tasksChangedSinceReview } from "@/lib/data/queries/list-revisions";
import { getTaskStatus } from "@/lib/data/queries/get-task-status";
import { GateCounts } from "@/components/gates/GateCounts";

export const dynamic = "force-dynamic";

export default async function TaskListPage() {
  const actor = await guardPage("read");
  const prisma = await getPrisma();
  const [tasks, changed, canImport] = await Promise.all([listTasks(prisma), tasksChangedSinceReview(prisma), allows(actor, "review")]);
  // the same graded outcomes as the checklist, the status API and the export (one evaluation per task)
  const statuses = new Map(await Promise.all(tasks.map(async (t) => [t.id, await getTaskStatus(prisma, t.id)] as const)));
  return (
    <>
      <h1>Tasks under review</h1>
      {canImport ? (
        <p>
          <Link href="/import">Import a task from git</Link>
        </p>
      ) : null}
      {tasks.length === 0 ? (
        <p className="muted">
          No tasks yet. Import one with <code>npm run -s import -- &lt;task-folder&gt;</code>.
        </p>
      ) : (
        <table className="data" data-testid="task-list">
          <thead>
            <tr>
              <th>Task</th>
              <th>Family</th>
              <th>Judge</th>
              <th>Latest revision</th>
              <th className="num">Calibration rows</th>
              <th>Gates</th>
              <th>Review status</th>
            </tr>
          </thead>
          <tbody>
            {tasks.map((t) => (
              <tr key={t.id}>
                <td>
                  <Link href={`/tasks/${encodeURIComponent(t.id)}`}>{t.id}</Link>
                  <div className="muted">{t.title}</div>
                </td>
                <td>{t.family}</td>
                <td>{t.judgeId ? <JudgeId id={t.judgeId} /> : <span className="muted">no known judge</span>}</td>
                <td>
                  {t.latestRevision ? (
                    <>
                      <span title={t.latestRevision.source}>
                        {t.latestRevision.importedAt.toISOString().slice(0, 16).replace("T", " ")}
                      </span>
                      <div className="muted">
                        {t.revisionCount} revision{t.revisionCount === 1 ? "" : "s"}
                      </div>
                    </>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="num">{t.rowCount}</td>
                <td>
                  {statuses.get(t.id) ? <GateCounts counts={statuses.get(t.id)!.counts} /> : <span className="muted">no revision</span>}
                </td>
                <td>
                  <StatusBadge status={t.reviewStatus} />
                  {changed.has(t.id) ? (
                    <span className="badge insufficient" data-testid="changed-since-review-badge">
                      changed since review
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
