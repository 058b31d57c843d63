// What the webhook checks before it reads a body: the route is on (a secret is configured), the
// signature header has GitHub's form, and this client is within its cap (deliveries a minute and
// bodies being read at once). Anyone can reach the endpoint; a stream of unsigned or oversized
// bodies must cost a header check, not a 25 MB read each (issue 32). The signature itself (an
// HMAC over the whole body) is checked by guardSignedRoute once the body — at most MAX_WEBHOOK_BODY
// bytes — is read.
import { WindowLimiter } from "../../auth/rate-limit";
import { CLIENT_IP_HEADER } from "../../ip/client-ip";

/**
 * A pull_request payload is tens of KB (GitHub caps any at 25 MB; a PR's own body at 65,536
 * characters): 2 MiB leaves room and refuses the rest before reading it.
 */
export const MAX_WEBHOOK_BODY = 2 * 1024 * 1024;

export const WEBHOOK_CLIENT_LIMITS = { perMinute: 120, atOnce: 4 };

const SIGNATURE_FORM = /^sha256=[0-9a-fA-F]{64}$/;

export type GateAnswer = { ok: true; release: () => void } | { ok: false; status: 401 | 429; message: string; retryAfter?: number };

declare global {
  // one count per process, shared by every Next bundle
  var __vbenchWebhookClients: { rate: WindowLimiter; reading: Map<string, number> } | undefined;
}

function clients() {
  globalThis.__vbenchWebhookClients ??= {
    rate: new WindowLimiter({ max: WEBHOOK_CLIENT_LIMITS.perMinute, windowMs: 60_000 }),
    reading: new Map(),
  };
  return globalThis.__vbenchWebhookClients;
}

/** Tests: start counting afresh. */
export function resetWebhookClients(): void {
  globalThis.__vbenchWebhookClients = undefined;
}

/** Checks the headers and takes one of the client's reading places (release it when the request is done). */
export function admitDelivery(headers: Headers): GateAnswer {
  const signature = headers.get("x-hub-signature-256")?.trim() ?? "";
  if (!SIGNATURE_FORM.test(signature))
    return { ok: false, status: 401, message: "X-Hub-Signature-256 is missing or not sha256= followed by 64 hex digits" };
  const client = headers.get(CLIENT_IP_HEADER) ?? "unknown";
  const c = clients();
  const reading = c.reading.get(client) ?? 0;
  if (reading >= WEBHOOK_CLIENT_LIMITS.atOnce)
    return { ok: false, status: 429, message: `${reading} deliveries from this client are being read already`, retryAfter: 1 };
  const rate = c.rate.hit(client);
  if (!rate.ok)
    return {
      ok: false,
      status: 429,
      message: `more than ${WEBHOOK_CLIENT_LIMITS.perMinute} deliveries a minute from this client`,
      retryAfter: rate.retryAfterSeconds,
    };
  c.reading.set(client, reading + 1);
  let released = false;
  return {
    ok: true,
    release: () => {
      if (released) return;
      released = true;
      const left = (c.reading.get(client) ?? 1) - 1;
      if (left <= 0) c.reading.delete(client);
      else c.reading.set(client, left);
    },
  };
}
