// POST /api/github/webhook: GitHub's pull_request deliveries, authenticated by X-Hub-Signature-256
// (HMAC-SHA256 of the raw body with GITHUB_WEBHOOK_SECRET), not by a session. Off (404) without a
// secret. Answers at once and enqueues the import + publish job (lib/pull-requests).
import { guardSignedRoute } from "@/lib/auth/signed-route";
import { getPrisma } from "@/lib/data/db";
import { receiveDelivery } from "@/lib/pull-requests/receive-delivery";
import { readEnvOf } from "@/lib/env";
import { verifySignature } from "@/lib/github/signature";
import { enqueueJob } from "@/lib/job-kinds/server";

export const dynamic = "force-dynamic";

/** GitHub caps a webhook payload at 25 MB. */
const MAX_BODY = 25 * 1024 * 1024;

export const POST = guardSignedRoute(
  {
    name: "github-webhook",
    maxBodyBytes: MAX_BODY,
    verifier: () => {
      const secret = readEnvOf(["GITHUB_WEBHOOK_SECRET"]).GITHUB_WEBHOOK_SECRET;
      return secret ? (raw, headers) => verifySignature(secret, raw, headers.get("x-hub-signature-256")) : null;
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
