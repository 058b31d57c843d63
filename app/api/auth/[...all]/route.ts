// better-auth's own endpoints: /api/auth/sign-in/email, /sign-out, /get-session, GitHub OAuth
// callbacks, /one-time-link/consume. Authentication itself, so not behind guardRoute.
import { getAuth } from "@/lib/auth/server";

export const dynamic = "force-dynamic";

async function handle(request: Request): Promise<Response> {
  return (await getAuth()).handler(request);
}

export const GET = handle;
export const POST = handle;
