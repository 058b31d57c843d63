// Runs before every page request (Next's proxy, formerly middleware). Server actions are POSTs to
// page paths; Next refuses a cross-origin one itself, but by throwing "Invalid Server Actions
// request", which answers 500 with a stack in the log (issue 23 finding 9). The same decision as
// the guard's for route handlers (lib/auth/same-origin.ts) answers first, with 403 in the one
// error shape. It is also stricter than Next's: Next compares Origin with X-Forwarded-Host, which
// the client controls. /api is left to guardRoute (and better-auth's own origin check).
import { NextResponse, type NextRequest } from "next/server";
import { configuredOrigin } from "./lib/auth/app-origin";
import { errorBody } from "./lib/auth/errors";
import { crossOriginRefusal } from "./lib/auth/same-origin";

export function proxy(request: NextRequest): NextResponse {
  const refusal = crossOriginRefusal({
    method: request.method,
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
    host: request.headers.get("host"),
    configuredOrigin: configuredOrigin(),
  });
  if (refusal) return NextResponse.json(errorBody("FORBIDDEN", refusal), { status: 403, headers: { "Cache-Control": "no-store" } });
  return NextResponse.next();
}

export const config = {
  // pages only: not the API, Next's static files or the icons
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
