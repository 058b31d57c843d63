// The outbound policy this server runs with, from lib/env.ts (VBENCH_FETCH_ALLOW_HTTP,
// VBENCH_FETCH_ALLOW): a bad value is an EnvError naming the variable. Apart from
// address-policy.ts so the pure policy does not import the environment (lib/env imports it).
import { readEnvOf, type RawEnv } from "../env";
import { MAX_REDIRECTS, type OutboundPolicy } from "../ip/address-policy";

export function outboundPolicyFromEnv(raw: RawEnv = process.env): OutboundPolicy {
  const env = readEnvOf(["VBENCH_FETCH_ALLOW_HTTP", "VBENCH_FETCH_ALLOW"], raw);
  return { allowHttp: env.VBENCH_FETCH_ALLOW_HTTP, allow: env.VBENCH_FETCH_ALLOW ?? [], maxRedirects: MAX_REDIRECTS };
}
