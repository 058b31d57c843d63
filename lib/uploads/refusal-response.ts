// A refused multipart body as the API's one error shape ({ ok:false, error:{ code, message,
// fieldErrors } }): 400 INVALID, 408 TIMEOUT (the body stopped arriving), 413 TOO_LARGE,
// 415 UNSUPPORTED_MEDIA_TYPE (not multipart/form-data), 429 RATE_LIMITED (too many bodies from
// one address at once, with Retry-After).
import { errorResponse, type ErrorCode } from "../auth/errors";
import type { MultipartOutcome } from "./read-multipart";

// The bounded reader refuses with lines it writes itself ("label: the field was sent more than once"), not
// zod issues (those go through lib/input/zod-issues zodRefusal), so its lines are split back here.
/** "label: the field was sent more than once" -> { label: ["the field was sent more than once"] } */
function fieldErrorsOfLines(lines: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const line of lines) {
    const m = /^([A-Za-z][\w.]*): (.*)$/s.exec(line);
    if (m) (out[m[1]] ??= []).push(m[2]);
  }
  return out;
}

export function refusalResponse(outcome: Extract<MultipartOutcome, { ok: false }>): Response {
  const message = outcome.errors.join("; ");
  const fieldErrors = fieldErrorsOfLines(outcome.errors);
  // No "Connection: close": closing with the rest of the body unread makes the kernel reset the
  // connection, and the client can lose this answer. Node reads and drops the rest instead.
  // a client at its upload cap may retry once one of its bodies is done: a few seconds
  const headers: Record<string, string> = outcome.status === 429 ? { "Retry-After": "5" } : {};
  return errorResponse(CODE_OF_STATUS[outcome.status], message, fieldErrors, headers);
}

const CODE_OF_STATUS: Record<Extract<MultipartOutcome, { ok: false }>["status"], ErrorCode> = {
  400: "INVALID",
  408: "TIMEOUT",
  413: "TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

export function invalidResponse(lines: string[]): Response {
  return errorResponse("INVALID", lines.join("; "), fieldErrorsOfLines(lines));
}
