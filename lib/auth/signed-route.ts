import "server-only";
// Route handlers authenticated by a signature over the request body instead of a session: the
// GitHub webhook (X-Hub-Signature-256). No cookie or token is read, so there is no session to
// ride on and the cross-origin check of guardRoute does not apply (a server, not a browser, calls
// it, and a forged request cannot sign its body without the secret). The order is fixed: off (404)
// without a configured secret; the body bounded (413, before it is read whole); the signature over
// the exact bytes checked (401); only then the handler; every accepted call audited.
import { getPrisma } from "../data/db";
import { writeAudit } from "./audit";
import { errorResponse } from "./errors";
import type { Actor } from "./roles";

export type BodyVerdict = { ok: true } | { ok: false; reason: string };

export interface SignedRouteOptions {
  /** audit name and the actor name the audit row records, e.g. "github-webhook" */
  name: string;
  maxBodyBytes: number;
  /** the verifier for this request, or null when the route is switched off (no secret configured) */
  verifier: () => ((raw: Uint8Array, headers: Headers) => BodyVerdict) | null;
}

/** The body's bytes, or null once it passes `max` (the rest is not read). */
export async function readBounded(req: Request, max: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > max) return null;
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

export function guardSignedRoute(
  opts: SignedRouteOptions,
  handler: (req: Request, raw: Uint8Array) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    const verify = opts.verifier();
    if (!verify) return errorResponse("NOT_FOUND", "not found");
    const raw = await readBounded(req, opts.maxBodyBytes);
    if (raw === null) return errorResponse("TOO_LARGE", `the body is larger than ${opts.maxBodyBytes} bytes`);
    const verdict = verify(raw, req.headers);
    if (!verdict.ok) return errorResponse("UNAUTHENTICATED", verdict.reason);
    const res = await handler(req, raw);
    const actor: Actor = { userId: null, role: "anonymous", name: opts.name };
    await writeAudit(await getPrisma(), actor, {
      action: opts.name,
      target: new URL(req.url).pathname,
      details: { status: res.status, event: req.headers.get("x-github-event"), delivery: req.headers.get("x-github-delivery") },
    });
    return res;
  };
}
