import { guardRoute } from "@/lib/auth/guard";
import { submissionAuthor } from "@/lib/auth/submission-author";
import { errorResponse } from "@/lib/auth/errors";
import { getPrisma } from "@/lib/data/db";
import { parseRowSubmission, ROW_SUBMISSION_LIMITS } from "@/lib/data/row-submission-input";
import { submitRow } from "@/lib/data/submit-row";
import { statusRefusal } from "@/lib/submissions/policy";
import { readMultipart } from "@/lib/uploads/read-multipart";
import { invalidResponse, refusalResponse } from "@/lib/uploads/refusal-response";

export const dynamic = "force-dynamic";

/**
 * POST /api/tasks/<id>/rows — one calibration row: multipart with `row` (the row's fields as
 * JSON, see lib/data/row-input.ts), `ledger` (required) and `trajectory` (optional) files. Needs
 * "submit" on the task. A contributor's row lands as `submitted` (counted by no gate until a
 * maintainer accepts it) and may not set `status: "official"` (403). Stored in one transaction; the
 * answer lists every claim that does not reproduce (`notReproduced`) and the trajectory's integrity
 * findings. 201, or 400 naming each bad field, 403, 413 past a size limit.
 */
export const POST = guardRoute<{ id: string }>(
  { need: "submit", taskId: (p) => p.id, name: "submit-row" },
  async (request, { actor, taskId }) => {
    const body = await readMultipart(request.headers, request.body, ROW_SUBMISSION_LIMITS);
    if (!body.ok) return refusalResponse(body);
    const parsed = parseRowSubmission(body.fields, body.files);
    if (!parsed.ok) return invalidResponse(parsed.errors);
    const author = await submissionAuthor(actor, taskId!);
    const refusal = statusRefusal(author.mayReview, parsed.row.status);
    if (refusal) return errorResponse("FORBIDDEN", refusal, { "row.status": [refusal.replace(/^row\.status: /, "")] });
    const result = await submitRow(await getPrisma(), taskId!, parsed.row, parsed.files, author);
    if (!result) return errorResponse("NOT_FOUND", `no task ${taskId}`);
    return Response.json({ ok: true, ...result }, { status: 201 });
  },
);
