// Where the app says it lives, from the environment: no better-auth here, so proxy.ts can use it.
import { readEnv, type RawEnv } from "../env";

/** The public URL when one is configured (https turns on Secure cookies). */
export function publicUrl(raw: RawEnv = process.env): string | null {
  const env = readEnv(raw);
  const u = env.BETTER_AUTH_URL ?? env.VBENCH_PUBLIC_URL;
  return u ? u.replace(/\/+$/, "") : null;
}

/**
 * The origin state-changing requests must come from: VBENCH_ORIGIN, else the public URL's; null
 * when neither is set (the guard then takes the Host the browser connected to).
 */
export function configuredOrigin(raw: RawEnv = process.env): string | null {
  const u = readEnv(raw).VBENCH_ORIGIN ?? publicUrl(raw);
  return u ? u.replace(/\/+$/, "") : null;
}
