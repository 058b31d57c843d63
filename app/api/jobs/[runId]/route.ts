// GET /api/jobs/<runId>: one job run's status, progress and outcome (what JobProgress polls).
import { ACROSS_TASKS, guardRoute, GuardError } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { getRun } from "@/lib/jobs/run-store";
import { runScope } from "@/lib/jobs/run-task";
import type { Answer } from "@/lib/openapi/answers";

export const dynamic = "force-dynamic";

export const GET = guardRoute<{ runId: string }>(
  {
    need: "read",
    // a run with no revision (a pull request's, a git import's) is about any task: a token limited to some is refused
    taskId: async ({ runId }) => {
      const scope = await runScope(await getPrisma(), runId);
      return scope.exists && scope.taskId === null ? ACROSS_TASKS : scope.taskId;
    },
  },
  async (_req, { params }) => {
    const run = await getRun(await getPrisma(), params.runId);
    if (!run) throw new GuardError("NOT_FOUND", `no job run ${params.runId}`);
    return Response.json({ ok: true, run } satisfies Answer<"GET /api/jobs/{runId}", 200>, { headers: { "Cache-Control": "no-store" } });
  },
);
