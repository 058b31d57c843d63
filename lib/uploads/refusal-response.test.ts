import { describe, expect, it } from "vitest";
import { ERROR_CODES, STATUS_OF } from "../auth/errors";
import { refusalResponse } from "./refusal-response";

describe("refusalResponse", () => {
  it.each([
    [400, "INVALID", ["label: the field was sent more than once"], { label: ["the field was sent more than once"] }],
    [408, "TIMEOUT", ["the request body stopped arriving for 30 s"], undefined],
    [413, "TOO_LARGE", ["file: over the 20971520-byte limit"], { file: ["over the 20971520-byte limit"] }],
    [415, "UNSUPPORTED_MEDIA_TYPE", ["the body must be multipart/form-data"], undefined],
    [429, "RATE_LIMITED", ["too many uploads from this address at once (at most 4): wait for one to finish"], undefined],
  ] as const)("answers %i with code %s in the one error shape", async (status, code, errors, fieldErrors) => {
    const res = refusalResponse({ ok: false, status, errors: [...errors] });
    expect(res.status).toBe(status);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ ok: false, error: { code, message: errors.join("; "), ...(fieldErrors ? { fieldErrors } : {}) } });
  });

  it("a 429 says when to retry; the others carry no Retry-After", () => {
    expect(refusalResponse({ ok: false, status: 429, errors: ["x"] }).headers.get("retry-after")).toBe("5");
    expect(refusalResponse({ ok: false, status: 408, errors: ["x"] }).headers.get("retry-after")).toBeNull();
  });

  it("every error code has a distinct HTTP status", () => {
    const statuses = ERROR_CODES.map((c) => STATUS_OF[c]);
    expect(new Set(statuses).size).toBe(ERROR_CODES.length);
    expect(STATUS_OF.TIMEOUT).toBe(408);
    expect(STATUS_OF.UNSUPPORTED_MEDIA_TYPE).toBe(415);
  });
});
