// POST /api/github/webhook: GitHub's pull_request deliveries, authenticated by X-Hub-Signature-256
// (HMAC-SHA256 of the raw body with GITHUB_WEBHOOK_SECRET), not by a session. Off (404) without a
// secret. Before any body byte is read: the signature header's form and the client's cap
// (lib/github/store/webhook-gate.ts); then the body, at most 2 MiB, and its signature
// (guardSignedRoute). Answers at once and enqueues the import + publish job (lib/github/store).
import { errorResponse } from "@/lib/auth/errors";
import { guardSignedRoute } from "@/lib/auth/signed-route";
import { getPrisma } from "@/lib/data/db";
import { readEnvOf } from "@/lib/env";
import { verifySignature } from "@/lib/github/signature";
import { enqueueJob } from "@/lib/job-kinds/server";
import { receiveDelivery } from "@/lib/github/store/receive-delivery";
import { admitDelivery, MAX_WEBHOOK_BODY } from "@/lib/github/store/webhook-gate";

export const dynamic = "force-dynamic";

const secret = () => readEnvOf(["GITHUB_WEBHOOK_SECRET"]).GITHUB_WEBHOOK_SECRET;

const signed = guardSignedRoute(
  {
    name: "github-webhook",
    maxBodyBytes: MAX_WEBHOOK_BODY,
    verifier: () => {
      const key = secret();
      return key ? (raw, headers) => verifySignature(key, raw, headers.get("x-hub-signature-256")) : null;
    },
  },
  async (req, raw) => {
    const answer = await receiveDelivery(await getPrisma(), (kind, params, opts) => enqueueJob(kind, params, opts), {
      deliveryId: req.headers.get("x-github-delivery"),
      event: req.headers.get("x-github-event"),
      raw,
    });
    return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
  },
);

export async function POST(req: Request): Promise<Response> {
  if (!secret()) return errorResponse("NOT_FOUND", "not found");
  const admitted = admitDelivery(req.headers);
  if (!admitted.ok)
    return admitted.status === 401
      ? errorResponse("UNAUTHENTICATED", admitted.message)
      : errorResponse("RATE_LIMITED", admitted.message, undefined, { "Retry-After": String(admitted.retryAfter ?? 1) });
  try {
    return await signed(req);
  } finally {
    admitted.release();
  }
}
