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
 * POST /api/tasks/<id>/revisions — multipart: `archive` (.tar.gz or .zip of the task folder, by
 * magic bytes) and optional `salvageSpec` ("1"). Needs "submit" on an existing task (a
 * contributor pushes to a task they created or were added to; new tasks are created by a
 * maintainer's import). 201 with the new revision, 200 "unchanged" for identical content, 400
 * naming the refused entry or the importer's file/line/field, 413 past the size limit.
 */
export const POST = guardRoute(
  { need: "submit", taskId: (p: { id: string }) => p.id, name: "submit-revision", ...archiveUpload },
  async (_request, { actor, taskId, body }) => {
    const r = await submitRevision(await getPrisma(), taskId!, body.archive, await submissionAuthor(actor, taskId!), {
      salvageSpec: body.salvageSpec,
      enqueue: enqueueJob,
    });
    if (!r.ok) return r.status === 404 ? errorResponse("NOT_FOUND", r.errors.join("; ")) : invalidResponse(r.errors);
    return Response.json(r satisfies Answer<"POST /api/tasks/{id}/revisions", 201>, { status: r.revision === "new" ? 201 : 200 });
  },
);
