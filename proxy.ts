// Runs before every page request (Next's proxy, formerly middleware). Server actions are POSTs to
// page paths; Next refuses a cross-origin one itself, but by throwing "Invalid Server Actions
// request", which answers 500 with a stack in the log (issue 23 finding 9). The same decision as
// the guard's for route handlers (lib/auth/same-origin.ts) answers first, with 403 in the one
// error shape. It is also stricter than Next's: Next compares Origin with X-Forwarded-Host, which
// the client controls. /api is left to guardRoute (and better-auth's own origin check), except for
// a malformed percent-encoded path, which is refused with 400 before Next's router throws on it
// (lib/auth/malformed-path.ts; under `npm start` the server's preload refuses it for every request
// first, lib/auth/request-target.ts, since this proxy does not run on API requests with a body).
import { NextResponse, type NextRequest } from "next/server";
import { configuredOrigin } from "./lib/auth/app-origin";
import { errorBody } from "./lib/auth/errors";
import { ACTION_TEXT_MAX, actionTextRefusal, isTextActionRequest } from "./lib/auth/action-body";
import { malformedPathReason } from "./lib/auth/malformed-path";
import { PAGE_PATH_HEADER } from "./lib/auth/page-path";
import { crossOriginRefusal } from "./lib/auth/same-origin";

const NO_STORE = { "Cache-Control": "no-store" };

/** The path as the client sent it (still percent-encoded). */
function rawPathOf(url: string): string {
  const afterHost = url.replace(/^[a-z]+:\/\/[^/]*/i, "");
  return afterHost.split(/[?#]/, 1)[0] || "/";
}

/** A text-encoded server action whose body Next could not decode (it would answer 500). */
async function undecodableAction(request: NextRequest): Promise<string | null> {
  if (!isTextActionRequest(request.method, request.headers)) return null;
  const length = Number(request.headers.get("content-length") ?? "0");
  if (!(length <= ACTION_TEXT_MAX)) return null;
  // a clone, so the original body still reaches Next's action handler; read at most the limit
  // (a chunked body names no length), past which Next's own size limit answers
  const text = await readAtMost(request.clone().body, ACTION_TEXT_MAX);
  return text === null ? null : actionTextRefusal(text);
}

async function readAtMost(body: ReadableStream<Uint8Array> | null, max: number): Promise<string | null> {
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // not awaited: cancelling one branch of a clone's tee settles only when the other is
      // cancelled too, and the other is the body Next still reads
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const malformed = malformedPathReason(rawPathOf(request.url));
  if (malformed) return NextResponse.json(errorBody("INVALID", malformed), { status: 400, headers: NO_STORE });
  if (request.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  const refusal = crossOriginRefusal({
    method: request.method,
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
    host: request.headers.get("host"),
    configuredOrigin: configuredOrigin(),
  });
  if (refusal) return NextResponse.json(errorBody("FORBIDDEN", refusal), { status: 403, headers: NO_STORE });
  const undecodable = await undecodableAction(request);
  if (undecodable) return NextResponse.json(errorBody("INVALID", undecodable), { status: 400, headers: NO_STORE });
  // the page asked for, for guardPage's sign-in redirect (set here, so a client cannot choose it)
  const headers = new Headers(request.headers);
  headers.set(PAGE_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: [
    // every page (server actions are POSTs to them), not the API, Next's static files or the icons
    "/((?!api/|_next/static|_next/image|favicon.ico|icon.svg).*)",
    // the API for the path check only, and only requests without a body: for a request it runs
    // on, Next holds the whole body (up to proxyClientMaxBodySize, in memory) before the route
    // handler starts, so the upload routes' idle timer, total-time bound, connection cap and
    // streaming size limits would never see a body that drips or never ends (issue 23 finding 10)
    {
      source: "/api/:path*",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
  ],
};
