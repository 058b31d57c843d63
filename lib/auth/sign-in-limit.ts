// A per-account limit on password sign-in (issue 23 finding 5), in front of better-auth's per-IP
// limit: 10 failed attempts on one email in 15 minutes and that email is refused with 429 until
// the window ends, from every address, so spreading a guess list over many IPs (or forged
// X-Forwarded-For values) does not help. Only failures count, so a user who signs in normally is
// never locked out by their own use; a success clears the count.
import { errorResponse } from "./errors";
import { WindowLimiter, type LimitRule } from "./rate-limit";

export const ACCOUNT_SIGN_IN_RULE: LimitRule = { max: 10, windowMs: 15 * 60_000 };

const SIGN_IN_PATH = /\/sign-in\/email\/?$/;
declare global {
  // the process's one instance, shared by every Next bundle
  var __vbenchSignInLimiter: WindowLimiter | undefined;
}
const holder = globalThis;

export function accountLimiter(): WindowLimiter {
  return (holder.__vbenchSignInLimiter ??= new WindowLimiter(ACCOUNT_SIGN_IN_RULE));
}

/** The lower-cased email a sign-in body names, or null (not JSON, no email: better-auth answers that). */
async function emailOf(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json();
    const email = typeof body === "object" && body !== null && "email" in body ? body.email : undefined;
    return typeof email === "string" && email.length <= 320 ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Runs better-auth's handler for this request, refusing sign-ins on an account with too many failures. */
export async function withAccountSignInLimit(
  request: Request,
  handle: (r: Request) => Promise<Response>,
  limiter: WindowLimiter = accountLimiter(),
): Promise<Response> {
  if (request.method !== "POST" || !SIGN_IN_PATH.test(new URL(request.url).pathname)) return handle(request);
  const email = await emailOf(request);
  if (email === null) return handle(request);
  const key = `sign-in:${email}`;
  const before = limiter.check(key);
  if (!before.ok)
    return errorResponse("RATE_LIMITED", "too many failed sign-ins for this account: try again later", undefined, {
      "Retry-After": String(before.retryAfterSeconds),
    });
  const res = await handle(request);
  if (res.status === 401 || res.status === 403) limiter.hit(key);
  else if (res.ok) limiter.reset(key);
  return res;
}
