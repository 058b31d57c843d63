// One error shape for every route handler and API call, and the HTTP status of each code.
// TIMEOUT: a request body that stopped arriving (the bounded multipart reader's idle timeout);
// UNSUPPORTED_MEDIA_TYPE: a body that is not the content type the route reads (multipart/form-data);
// RATE_LIMITED: too many requests of one kind; the answer carries Retry-After (seconds).
export const ERROR_CODES = [
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "INVALID",
  "CONFLICT",
  "TOO_LARGE",
  "TIMEOUT",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_OF: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID: 400,
  CONFLICT: 409,
  TOO_LARGE: 413,
  TIMEOUT: 408,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
};

import type { FieldErrors } from "../input/zod-issues";
export type { FieldErrors };

export interface ErrorBody {
  ok: false;
  error: { code: ErrorCode; message: string; fieldErrors?: FieldErrors };
}

export function errorBody(code: ErrorCode, message: string, fieldErrors?: FieldErrors): ErrorBody {
  return { ok: false, error: { code, message, ...(fieldErrors && Object.keys(fieldErrors).length ? { fieldErrors } : {}) } };
}

export function errorResponse(code: ErrorCode, message: string, fieldErrors?: FieldErrors, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("Cache-Control", "no-store");
  if (code === "UNAUTHENTICATED") h.set("WWW-Authenticate", 'Bearer realm="vbench-review"');
  return Response.json(errorBody(code, message, fieldErrors), { status: STATUS_OF[code], headers: h });
}

/** Thrown inside a handler to answer with the shared shape (e.g. a 409 or 413 found mid-way). */
export class GuardError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}
