import { guardRoute } from "@/lib/auth/guard";
import { errorResponse } from "@/lib/auth/errors";
import { getPrisma } from "@/lib/data/db";
import { reviewDecisionFields, submissionRefOfPath } from "@/lib/submissions/review-input";
import { reviewFieldErrors, reviewSubmission } from "@/lib/submissions/store/review-submission";
import { DEFAULT_IDLE_TIMEOUT_MS } from "@/lib/uploads/read-multipart";
import { multipartForm } from "@/lib/uploads/multipart-form";
import type { Answer } from "@/lib/openapi/answers";

export const dynamic = "force-dynamic";

/**
 * POST /api/tasks/<id>/submissions/<kind>/<submissionId> — a maintainer's decision on a
 * contributor's submission (kind: row | ledger | rollout | revision). Multipart fields `decision`
 * (accept | reject), `reason` (required to reject) and `override` (true: accept despite the row's
 * blocking findings; needs a reason). Needs "review" (maintainer, admin). 200 with the new state;
 * 400 naming the field; 404 when the task has no such submission; 409 when it is not a submission,
 * already in that state, part of a row's proposal (decide the row), or blocked by a finding.
 */
export const POST = guardRoute(
  {
    need: "review",
    taskId: (p: { id: string; kind: string; submissionId: string }) => p.id,
    name: "review-submission",
    params: submissionRefOfPath,
    read: multipartForm({
      files: {},
      fields: ["decision", "reason", "override"],
      maxFieldBytes: 4096,
      idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
    }),
    schema: reviewDecisionFields,
  },
  async (_request, { actor, checkedParams: ref, body }) => {
    const r = await reviewSubmission(await getPrisma(), ref, body.decision, body.reason, actor, { override: body.override });
    if (!r.ok) return errorResponse(r.code, r.message, reviewFieldErrors(r));
    const { ok: _ok, ...submission } = r;
    return Response.json({ ok: true, submission } satisfies Answer<"POST /api/tasks/{id}/submissions/{kind}/{submissionId}", 200>);
  },
);
