// Which address a request came from, for rate limits (issue 23 finding 5). The socket's peer is
// the only address a client cannot forge; `X-Forwarded-For` is believed only when that peer is a
// proxy named in VBENCH_TRUSTED_PROXY, and then read right to left, skipping our own proxies, so
// a client that prepends addresses of its own choosing gains nothing. The server (scripts/serve.ts)
// stamps the answer into CLIENT_IP_HEADER, replacing whatever a client sent under that name, and
// better-auth and the guard read only that header. Pure (node:net's BlockList does no I/O).
import net from "node:net";

export const CLIENT_IP_HEADER = "x-vbench-client-ip";

/** A BlockList of the trusted proxies (addresses or CIDR ranges), or the entry that is neither. */
export function trustedProxies(entries: readonly string[]): { ok: true; list: net.BlockList } | { ok: false; entry: string } {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/");
    const family = net.isIP(address);
    if (family === 0 || extra !== undefined) return { ok: false, entry };
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else {
      const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
      if (prefix < 0 || prefix > (family === 4 ? 32 : 128)) return { ok: false, entry };
      list.addSubnet(address, prefix, type);
    }
  }
  return { ok: true, list };
}

/** "::ffff:10.0.0.1" and "10.0.0.1" are one client. */
export function normalizeIp(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1] : ip.toLowerCase();
}

function isTrusted(list: net.BlockList, ip: string): boolean {
  const family = net.isIP(ip);
  return family !== 0 && list.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/** The client's address: the socket peer, or through trusted proxies the nearest untrusted hop. */
export function resolveClientIp(socketIp: string | undefined, forwardedFor: string | string[] | undefined, trusted: net.BlockList): string {
  const peer = normalizeIp(socketIp ?? "unknown");
  if (!isTrusted(trusted, peer)) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((h) => normalizeIp(h.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (net.isIP(hops[i]) === 0) return peer; // a garbled chain: trust nothing past our proxy
    if (!isTrusted(trusted, hops[i])) return hops[i];
  }
  return peer;
}
