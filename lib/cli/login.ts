// `vbench-review login` checks the token before it saves anything: a token copied in part (the
// dashboard shows it once, and a terminal selection can stop short) is refused by its shape, and a
// whole one the server does not accept (revoked, expired, another server's) by the server itself,
// so a later push never fails with a bare 401.
import { z } from "zod";
import { ApiError, callApi } from "./api-client";
import type { CliConfig } from "./config";

/** lib/auth/tokens.ts: "vbr_" and 32 random bytes in base64url (43 characters) */
const TOKEN_PREFIX = "vbr_";
const TOKEN_BODY = /^[A-Za-z0-9_-]{43}$/;

/** Why the text cannot be a dashboard token, or null when it has the token's shape. */
export function tokenShapeProblem(token: string): string | null {
  if (!token.startsWith(TOKEN_PREFIX)) return `it does not start with ${TOKEN_PREFIX} (a dashboard token does: Settings → API tokens)`;
  const body = token.slice(TOKEN_PREFIX.length);
  if (/[^A-Za-z0-9_-]/.test(body)) return "it holds a character a token never has (a space or a line break inside it?)";
  if (!TOKEN_BODY.test(body))
    return `it is ${token.length} characters long, a token is ${TOKEN_PREFIX.length + 43}: ${body.length < 43 ? "copied in part?" : "something was appended?"}`;
  return null;
}

// any job id: the answer's status is what tells, not the run (a token the server accepts gets 404)
const PROBE = "api/jobs/vbench-review-login-check";

/**
 * Null when the server accepts the token; otherwise what went wrong (refused, unreachable, an answer
 * that tells nothing), for the contributor to act on.
 */
export async function tokenRefusal(config: CliConfig): Promise<string | null> {
  try {
    await callApi(config, "GET", PROBE, z.unknown());
    return null;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    // signed in: no such run (404), or the token's tasks do not reach it (403)
    if (e.status === 404 || e.status === 403) return null;
    if (e.status === 401)
      return `${new URL(config.url).origin} refused the token (${e.message}): create a new one in Settings → API tokens`;
    return `the token could not be checked: ${e.message}`;
  }
}
