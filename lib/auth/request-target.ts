// A request-target Next cannot route, refused before Next sees it (Next throws on each and answers
// 500): the asterisk form (`OPTIONS * HTTP/1.1`, for the server as a whole) or anything else that
// is neither a path nor an absolute http(s) URL ("Invalid URL"), and a path whose percent-encoding
// is not UTF-8 (lib/auth/malformed-path.ts). proxy.ts refuses the latter too, but Next runs the
// proxy only on requests without a body under /api (see its matcher), so a POST to such a path
// reached Next's router. The server's preload answers 400 in our error shape for every request
// (lib/auth/stamp-client-ip.ts installs this with the client-address stamp).
import type http from "node:http";
import { errorBody } from "./errors";
import { malformedPathReason } from "./malformed-path";

export function isRoutableTarget(url: string | undefined): boolean {
  return url !== undefined && (url.startsWith("/") || /^https?:\/\/[^/?#]/i.test(url));
}

/** Why Next cannot route this request-target, or null. */
export function unroutableReason(url: string | undefined): string | null {
  if (!isRoutableTarget(url)) return "the request target is not a path";
  const path = url!.replace(/^[a-z]+:\/\/[^/?#]*/i, "").split(/[?#]/, 1)[0];
  return malformedPathReason(path);
}

/** Answers 400 to a request Next cannot route; true when it did (the request goes no further). */
export function refuseUnroutable(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const reason = unroutableReason(req.url);
  if (reason === null) return false;
  const body = JSON.stringify(errorBody("INVALID", reason));
  res.writeHead(400, { "content-type": "application/json", "cache-control": "no-store", "content-length": Buffer.byteLength(body) });
  res.end(body);
  return true;
}
