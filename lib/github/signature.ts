// GitHub's webhook signature: X-Hub-Signature-256 is "sha256=" + the HMAC-SHA256 of the raw request
// body keyed with the webhook secret, hex. The comparison is constant-time (timingSafeEqual over
// equal-length digests), so a caller cannot learn the digest byte by byte from response times.
// Pure: bytes and strings in, a verdict out.
import { createHmac, timingSafeEqual } from "node:crypto";

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

const FORM = /^sha256=([0-9a-fA-F]{64})$/;

/** The header value GitHub would send for this body. */
export function signBody(secret: string, body: Uint8Array | string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export function verifySignature(secret: string, body: Uint8Array, header: string | null): SignatureCheck {
  if (header === null || header.trim() === "") return { ok: false, reason: "X-Hub-Signature-256 is missing" };
  const m = FORM.exec(header.trim());
  if (!m) return { ok: false, reason: "X-Hub-Signature-256 is not sha256= followed by 64 hex digits" };
  const expected = createHmac("sha256", secret).update(body).digest();
  const given = Buffer.from(m[1], "hex");
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: "X-Hub-Signature-256 does not match the body" };
}
