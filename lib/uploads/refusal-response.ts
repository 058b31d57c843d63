// A refused multipart body as the API's one error shape ({ ok:false, error:{ code, message,
// fieldErrors } }). 408 and 415 have no code in lib/auth/errors, so they are written here in the
// same shape.
import { errorResponse } from "../auth/errors";
import type { MultipartOutcome } from "./read-multipart";

/** "label: the field was sent more than once" -> { label: ["the field was sent more than once"] } */
export function fieldErrorsOf(lines: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const line of lines) {
    const m = /^([A-Za-z][\w.]*): (.*)$/s.exec(line);
    if (m) (out[m[1]] ??= []).push(m[2]);
  }
  return out;
}

export function refusalResponse(outcome: Extract<MultipartOutcome, { ok: false }>): Response {
  const message = outcome.errors.join("; ");
  const fieldErrors = fieldErrorsOf(outcome.errors);
  // No "Connection: close": closing with the rest of the body unread makes the kernel reset the
  // connection, and the client can lose this answer. Node reads and drops the rest instead.
  const headers = {};
  if (outcome.status === 413) return errorResponse("TOO_LARGE", message, fieldErrors, headers);
  if (outcome.status === 400) return errorResponse("INVALID", message, fieldErrors, headers);
  const code = outcome.status === 408 ? "TIMEOUT" : "UNSUPPORTED_MEDIA_TYPE";
  return Response.json(
    { ok: false, error: { code, message } },
    { status: outcome.status, headers: { ...headers, "Cache-Control": "no-store" } },
  );
}

export function invalidResponse(lines: string[]): Response {
  return errorResponse("INVALID", lines.join("; "), fieldErrorsOf(lines));
}
