import { guardRoute } from "@/lib/auth/guard";
import { CLIENT_HEADER, channelOf } from "@/lib/submissions/source";
import { submissionAuthor } from "@/lib/auth/submission-author";
import { errorResponse } from "@/lib/auth/errors";
import { getPrisma } from "@/lib/data/db";
import { ROW_SUBMISSION_LIMITS, rowSubmissionBody } from "@/lib/uploads/row-submission-input";
import { submitRow } from "@/lib/submissions/store/submit-row";
import { statusRefusal } from "@/lib/submissions/policy";
import { multipartForm } from "@/lib/uploads/multipart-form";
import type { Answer } from "@/lib/openapi/answers";

export const dynamic = "force-dynamic";

/**
 * POST /api/tasks/<id>/rows — one calibration row: multipart with `row` (the row's fields as
 * JSON, see lib/uploads/row-input.ts), `ledger` (required) and `trajectory` (optional) files. Needs
 * "submit" on the task. A contributor's row lands as `submitted` (counted by no gate until a
 * maintainer accepts it) and may not set `status: "official"` (403). Stored in one transaction; the
 * answer lists every claim that does not reproduce (`notReproduced`) and the trajectory's integrity
 * findings. 201, or 400 naming each bad field, 403, 413 past a size limit.
 */
export const POST = guardRoute(
  {
    need: "submit",
    taskId: (p: { id: string }) => p.id,
    name: "submit-row",
    read: multipartForm(ROW_SUBMISSION_LIMITS),
    schema: rowSubmissionBody,
  },
  async (request, { actor, taskId, body: { row, ...files } }) => {
    // a session is the row form; a token the API, or the CLI when it says so: the row keeps where it came from
    const channel = channelOf(!!actor.tokenId, request.headers.get(CLIENT_HEADER));
    const author = { ...(await submissionAuthor(actor, taskId!)), channel };
    const refusal = statusRefusal(author.mayReview, row.status);
    if (refusal) return errorResponse("FORBIDDEN", refusal, { "row.status": [refusal.replace(/^row\.status: /, "")] });
    const result = await submitRow(await getPrisma(), taskId!, row, files, author);
    if (!result) return errorResponse("NOT_FOUND", `task ${taskId} has no revision yet`);
    return Response.json({ ok: true, ...result } satisfies Answer<"POST /api/tasks/{id}/rows", 201>, { status: 201 });
  },
);
