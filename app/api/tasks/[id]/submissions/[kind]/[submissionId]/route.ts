import { guardRoute } from "@/lib/auth/guard";
import { fieldErrorLines } from "@/lib/input/zod-issues";
import { errorResponse } from "@/lib/auth/errors";
import { getPrisma } from "@/lib/data/db";
import { reviewDecisionFields, submissionRefSchema } from "@/lib/submissions/review-input";
import { reviewFieldErrors, reviewSubmission } from "@/lib/data/submissions/review-submission";
import { DEFAULT_IDLE_TIMEOUT_MS, readMultipart } from "@/lib/uploads/read-multipart";
import { invalidResponse, refusalResponse } from "@/lib/uploads/refusal-response";

export const dynamic = "force-dynamic";

/**
 * POST /api/tasks/<id>/submissions/<kind>/<submissionId> — a maintainer's decision on a
 * contributor's submission (kind: row | ledger | rollout | revision). Multipart fields `decision`
 * (accept | reject) and `reason` (required to reject). Needs "review" (maintainer, admin). 200 with
 * the new state; 400 naming the field; 404 when the task has no such submission; 409 when it is
 * not a submission or already in that state.
 */
export const POST = guardRoute<{ id: string; kind: string; submissionId: string }>(
  { need: "review", taskId: (p) => p.id, name: "review-submission" },
  async (request, { actor, params }) => {
    const ref = submissionRefSchema.safeParse({ taskId: params.id, kind: params.kind, id: params.submissionId });
    if (!ref.success) return invalidResponse(fieldErrorLines(ref.error));
    const body = await readMultipart(request.headers, request.body, {
      files: {},
      fields: ["decision", "reason"],
      maxFieldBytes: 4096,
      idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
    });
    if (!body.ok) return refusalResponse(body);
    const fields = reviewDecisionFields.safeParse(body.fields);
    if (!fields.success) return invalidResponse(fieldErrorLines(fields.error));
    const r = await reviewSubmission(await getPrisma(), ref.data, fields.data.decision, fields.data.reason, actor);
    if (!r.ok) return errorResponse(r.code, r.message, reviewFieldErrors(r));
    const { ok: _ok, ...submission } = r;
    return Response.json({ ok: true, submission });
  },
);
