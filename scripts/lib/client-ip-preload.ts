// Loaded into the `next start` process by scripts/start.ts (node --import dist/cli/server-preload.mjs, its bundle):
// every request gets the client's address from its socket, through VBENCH_TRUSTED_PROXY only.
import { trustedProxies } from "../../lib/ip/client-ip";
import { installClientIpStamp } from "../../lib/auth/stamp-client-ip";
import { readEnv } from "../../lib/env";

const proxies = trustedProxies(readEnv().VBENCH_TRUSTED_PROXY ?? []);
// lib/env.ts refuses a bad entry at start, so this cannot happen; if it did, trusting no proxy is the safe answer
if (!proxies.ok) throw new Error(`VBENCH_TRUSTED_PROXY: ${proxies.entry} is not an address or CIDR range`);
installClientIpStamp(proxies.list);
