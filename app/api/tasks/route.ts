import { guardRoute } from "@/lib/auth/guard";
import { submissionAuthor } from "@/lib/auth/submission-author";
import { errorResponse } from "@/lib/auth/errors";
import { getPrisma } from "@/lib/data/db";
import { enqueueJob } from "@/lib/job-kinds/server";
import { submitRevision } from "@/lib/submissions/store/submit-revision";
import { archiveUpload } from "@/lib/submissions/store/read-archive-upload";
import { invalidResponse } from "@/lib/uploads/refusal-response";
import type { Answer } from "@/lib/openapi/answers";

export const dynamic = "force-dynamic";

/**
 * POST /api/tasks — a maintainer creates a task from a task folder archive (multipart `archive`,
 * optional `salvageSpec` "1"): the id is the one task.toml names. The same extraction and importer
 * as POST /api/tasks/<id>/revisions; 201 with the task id and revision, 409 when the task exists.
 */
export const POST = guardRoute(
  { need: "review", name: "create-task-from-archive", ...archiveUpload },
  async (_request, { actor, body }) => {
    const r = await submitRevision(await getPrisma(), null, body.archive, await submissionAuthor(actor, undefined), {
      salvageSpec: body.salvageSpec,
      enqueue: enqueueJob,
    });
    if (!r.ok) return r.status === 409 ? errorResponse("CONFLICT", r.errors.join("; ")) : invalidResponse(r.errors);
    return Response.json(r satisfies Answer<"POST /api/tasks", 201>, { status: 201 });
  },
);
