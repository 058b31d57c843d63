import { guardRoute } from "@/lib/auth/guard";
import { errorResponse } from "@/lib/auth/errors";
import { getPrisma } from "@/lib/data/db";
import { getTaskStatus } from "@/lib/gates/store/get-task-status";
import type { Answer } from "@/lib/openapi/answers";

export const dynamic = "force-dynamic";

/** GET /api/tasks/<id>/status — every gate's outcome and every claim that does not reproduce; `ok` false when either fails. */
export const GET = guardRoute<{ id: string }>({ need: "read", taskId: (p) => p.id }, async (_req, { taskId }) => {
  const status = await getTaskStatus(await getPrisma(), taskId!);
  if (!status) return errorResponse("NOT_FOUND", `task ${taskId} has no revision yet`);
  return Response.json({ ok: true, status } satisfies Answer<"GET /api/tasks/{id}/status", 200>, {
    headers: { "Cache-Control": "no-store" },
  });
});
