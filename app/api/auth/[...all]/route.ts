// better-auth's own endpoints: /api/auth/sign-in/email, /sign-out, /get-session, GitHub OAuth
// callbacks, /one-time-link/consume. Authentication itself, so not behind guardRoute; password
// sign-in is limited per account in front of better-auth's own per-address limit.
import { getAuth } from "@/lib/auth/server";
import { withAccountSignInLimit } from "@/lib/auth/sign-in-limit";
import { readEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

async function handle(request: Request): Promise<Response> {
  const auth = await getAuth();
  if (!readEnv().VBENCH_AUTH_RATE_LIMIT) return auth.handler(request);
  return withAccountSignInLimit(request, (r) => auth.handler(r));
}

export const GET = handle;
export const POST = handle;
