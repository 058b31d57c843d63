import { guardRoute } from "@/lib/auth/guard";
import { CLIENT_HEADER, channelOf } from "@/lib/submissions/source";
import { submissionAuthor } from "@/lib/auth/submission-author";
import { errorResponse } from "@/lib/auth/errors";
import { getPrisma } from "@/lib/data/db";
import { storeUpload } from "@/lib/submissions/store/store-upload";
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD_NAMES, uploadBody } from "@/lib/uploads/upload-input";
import { DEFAULT_IDLE_TIMEOUT_MS } from "@/lib/uploads/read-multipart";
import { multipartForm } from "@/lib/uploads/multipart-form";
import type { Answer } from "@/lib/openapi/answers";

export const dynamic = "force-dynamic";

/**
 * POST /api/tasks/<id>/uploads — multipart form: `kind` (ledger | rollout), `label`,
 * `claimedScore` (optional, a plain decimal 0..1), `file`. Needs "submit" on the task. The body
 * is streamed with hard limits (413 the moment it passes them, 408 when it stalls). A ledger is
 * re-scored with the task's judges and the answer says whether the claim reproduces; a
 * trajectory gets its format and tool-call turns. 201 when stored, 200 when the same bytes were
 * already there (the upload is still recorded as an event), 400 naming each bad field.
 */
export const POST = guardRoute(
  {
    need: "submit",
    taskId: (p: { id: string }) => p.id,
    name: "upload",
    read: multipartForm({
      files: { file: MAX_UPLOAD_BYTES },
      fields: UPLOAD_FIELD_NAMES,
      maxFieldBytes: 4096,
      idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
    }),
    schema: uploadBody,
  },
  async (request, { actor, taskId, body: { file, ...fields } }) => {
    const author = { ...(await submissionAuthor(actor, taskId!)), channel: channelOf(!!actor.tokenId, request.headers.get(CLIENT_HEADER)) };
    const result = await storeUpload(await getPrisma(), taskId!, fields, file, author);
    if (!result) return errorResponse("NOT_FOUND", `task ${taskId} has no revision yet`);
    return Response.json({ ok: true, ...result } satisfies Answer<"POST /api/tasks/{id}/uploads", 201>, {
      status: result.alreadyStored ? 200 : 201,
    });
  },
);
