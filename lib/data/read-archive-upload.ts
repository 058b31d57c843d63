// The multipart body both archive routes read (POST /api/tasks, POST /api/tasks/<id>/revisions):
// one `archive` file within the archive cap and an optional `salvageSpec` "1".
import { MAX_ARCHIVE_BYTES } from "./submit-revision";
import { checkUploadedFile } from "./upload-input";
import { DEFAULT_IDLE_TIMEOUT_MS, readMultipart } from "../uploads/read-multipart";
import { invalidResponse, refusalResponse } from "../uploads/refusal-response";

export async function readArchiveUpload(
  request: Request,
): Promise<{ ok: true; archive: { name: string; bytes: Uint8Array }; salvageSpec: boolean } | { ok: false; response: Response }> {
  const body = await readMultipart(request.headers, request.body, {
    files: { archive: MAX_ARCHIVE_BYTES },
    fields: ["salvageSpec"],
    maxFieldBytes: 16,
    idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
  });
  if (!body.ok) return { ok: false, response: refusalResponse(body) };
  const archive = body.files.archive ? { name: body.files.archive.name, bytes: body.files.archive.bytes } : null;
  const fileError = checkUploadedFile(archive, "archive", MAX_ARCHIVE_BYTES);
  if (fileError || !archive) return { ok: false, response: invalidResponse([fileError ?? "archive: missing"]) };
  return { ok: true, archive, salvageSpec: body.fields.salvageSpec === "1" };
}
