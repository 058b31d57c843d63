// A route's multipart body as guardRoute reads it (its `read` option): the bounded reader's text
// fields and files as one record for the route's body schema, or the reader's refusal (400, 408,
// 413, 415, 429) in the error shape. Field and file names come from the limits, so none collide.
import type { BodyReader } from "../auth/route-input";
import { readMultipart, type MultipartLimits } from "./read-multipart";
import { refusalResponse } from "./refusal-response";

export function multipartForm(limits: MultipartLimits): BodyReader {
  return async (request) => {
    const body = await readMultipart(request.headers, request.body, limits);
    if (!body.ok) return { ok: false, response: refusalResponse(body) };
    return { ok: true, value: { ...body.fields, ...body.files } };
  };
}
