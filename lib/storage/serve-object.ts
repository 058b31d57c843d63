// An HTTP response for a stored object, with Range (what <video> sends when it seeks): 206 with
// Content-Range, 200 for the whole object, 416 for a range it cannot satisfy, 404 when missing.
// Any web node with the same store answers the same bytes.
import { contentRange, parseRangeHeader } from "./parse-range";
import type { ObjectStore } from "./types";
import { webStreamOf } from "./web-stream";

export interface ServeOptions {
  /** false for HEAD: the headers only, no read from the store */
  withBody?: boolean;
  /** more response headers (the media route's X-Media-Verification) */
  headers?: Record<string, string>;
  /** the object's size as the caller just checked it (no second look at the store) */
  size?: number;
}

export async function serveObject(
  store: ObjectStore,
  key: string,
  range: string | null,
  contentType: string,
  { withBody = true, headers: extra = {}, size: known }: ServeOptions = {},
): Promise<Response> {
  const size = known ?? (await store.size(key));
  if (size === null)
    return new Response("no such object in storage", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const base = { ...extra, "Content-Type": contentType, "Accept-Ranges": "bytes", "Cache-Control": "private, no-cache" };
  const decision = parseRangeHeader(range, size);
  if (decision.kind === "unsatisfiable")
    return new Response(decision.reason, {
      status: 416,
      headers: { ...base, "Content-Type": "text/plain; charset=utf-8", "Content-Range": contentRange(decision, size)! },
    });
  const [start, end, status] = decision.kind === "partial" ? [decision.start, decision.end, 206] : [0, size - 1, 200];
  const headers: Record<string, string> = { ...base, "Content-Length": String(size === 0 ? 0 : end - start + 1) };
  if (decision.kind === "partial") headers["Content-Range"] = contentRange(decision, size)!;
  if (size === 0 || !withBody) return new Response(null, { status, headers });
  const body = await store.readRange(key, start, end);
  if (!body) return new Response("no such object in storage", { status: 404 });
  return new Response(webStreamOf(body), { status, headers });
}
