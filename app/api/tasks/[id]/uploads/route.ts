import { getPrisma } from "@/lib/data/db";
import { storeUpload } from "@/lib/data/store-upload";
import { checkUploadedFile, MAX_UPLOAD_BYTES, uploadFields } from "@/lib/data/upload-input";

export const dynamic = "force-dynamic";

const problem = (status: number, errors: string[]) => Response.json({ ok: false, errors }, { status });

/**
 * POST /api/tasks/<id>/uploads — multipart form: `kind` (ledger | rollout), `label`,
 * `claimedScore` (optional, 0..1), `file`. A ledger is re-scored with the task's judges and the
 * answer says whether the claim reproduces; a trajectory gets its format and tool-call turns.
 * 201 when stored, 200 when the same bytes were already there, 400 naming each bad field,
 * 404 for an unknown task, 413 for a file over the limit.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const taskId = decodeURIComponent(id);
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_UPLOAD_BYTES + 64 * 1024) return problem(413, [`the upload is ${length} bytes; the limit is ${MAX_UPLOAD_BYTES}`]);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return problem(400, ["the body must be multipart/form-data with fields kind, label, claimedScore (optional) and file"]);
  }
  const parsed = uploadFields.safeParse({ kind: form.get("kind") ?? undefined, label: form.get("label") ?? undefined, claimedScore: form.get("claimedScore") ?? undefined });
  const rawFile = form.get("file");
  const file = rawFile instanceof File ? { name: rawFile.name, bytes: new Uint8Array(await rawFile.arrayBuffer()) } : null;
  const errors = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0] ?? "form")}: ${i.message}`)),
    ...[checkUploadedFile(file)].filter((e): e is string => e !== null),
  ];
  if (errors.length || !parsed.success || !file) return problem(file && file.bytes.byteLength > MAX_UPLOAD_BYTES ? 413 : 400, errors);
  const result = await storeUpload(await getPrisma(), taskId, parsed.data, file);
  if (!result) return problem(404, [`no task ${taskId}`]);
  return Response.json({ ok: true, ...result }, { status: result.alreadyStored ? 200 : 201 });
}
