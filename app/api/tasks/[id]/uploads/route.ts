import { guardRoute } from "@/lib/auth/guard";
import { submissionAuthor } from "@/lib/auth/submission-author";
import { errorResponse } from "@/lib/auth/errors";
import { getPrisma } from "@/lib/data/db";
import { storeUpload } from "@/lib/data/store-upload";
import { checkUploadedFile, MAX_UPLOAD_BYTES, UPLOAD_FIELD_NAMES, uploadFields } from "@/lib/data/upload-input";
import { DEFAULT_IDLE_TIMEOUT_MS, readMultipart } from "@/lib/uploads/read-multipart";
import { invalidResponse, refusalResponse } from "@/lib/uploads/refusal-response";

export const dynamic = "force-dynamic";

/**
 * POST /api/tasks/<id>/uploads — multipart form: `kind` (ledger | rollout), `label`,
 * `claimedScore` (optional, a plain decimal 0..1), `file`. Needs "submit" on the task. The body
 * is streamed with hard limits (413 the moment it passes them, 408 when it stalls). A ledger is
 * re-scored with the task's judges and the answer says whether the claim reproduces; a
 * trajectory gets its format and tool-call turns. 201 when stored, 200 when the same bytes were
 * already there (the upload is still recorded as an event), 400 naming each bad field.
 */
export const POST = guardRoute<{ id: string }>(
  { need: "submit", taskId: (p) => p.id, name: "upload" },
  async (request, { actor, taskId }) => {
    const body = await readMultipart(request.headers, request.body, {
      files: { file: MAX_UPLOAD_BYTES },
      fields: UPLOAD_FIELD_NAMES,
      maxFieldBytes: 4096,
      idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
    });
    if (!body.ok) return refusalResponse(body);
    const parsed = uploadFields.safeParse(body.fields);
    const received = body.files.file ?? null;
    const file = received ? { name: received.name, bytes: received.bytes } : null;
    const errors = [
      ...(parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0] ?? "form")}: ${i.message}`)),
      ...[checkUploadedFile(file)].filter((e): e is string => e !== null),
    ];
    if (errors.length || !parsed.success || !file) return invalidResponse(errors);
    const result = await storeUpload(await getPrisma(), taskId!, parsed.data, file, await submissionAuthor(actor, taskId!));
    if (!result) return errorResponse("NOT_FOUND", `no task ${taskId}`);
    return Response.json({ ok: true, ...result }, { status: result.alreadyStored ? 200 : 201 });
  },
);
