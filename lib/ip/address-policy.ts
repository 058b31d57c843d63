// Which addresses the server may fetch a URL from when the URL comes from input (a task's pinned
// media). Pure: the caller resolves the name once and passes every address it got; a request
// goes out only when all of them are public (or on the test allow-list), and then to the address
// checked here, never to a second lookup. Refusal reasons name the class, never the address, so a
// message does not map internal DNS for whoever pinned the URL.
import { formatIPv4, parseIPv4, parseIPv6 } from "./ip-literal";

export type AddressClass =
  "public" | "loopback" | "private" | "link-local" | "cgnat" | "multicast" | "unspecified" | "broadcast" | "reserved";

// RFC 6890 and its successors; the first range that contains the address decides
const V4_RANGES: Array<[string, number, AddressClass]> = [
  ["0.0.0.0", 8, "unspecified"], // "this network"
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "cgnat"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved"], // IETF protocol assignments
  ["192.0.2.0", 24, "reserved"], // documentation
  ["192.88.99.0", 24, "reserved"], // 6to4 relay anycast
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "reserved"], // benchmarking
  ["198.51.100.0", 24, "reserved"], // documentation
  ["203.0.113.0", 24, "reserved"], // documentation
  ["224.0.0.0", 4, "multicast"],
  ["255.255.255.255", 32, "broadcast"],
  ["240.0.0.0", 4, "reserved"],
];

function inV4(value: number, base: string, bits: number): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(value / size) === Math.floor(parseIPv4(base)! / size);
}

function classifyV4(value: number): AddressClass {
  return V4_RANGES.find(([base, bits]) => inV4(value, base, bits))?.[2] ?? "public";
}

const v6 = (text: string) => parseIPv6(text)!;
function inV6(value: bigint, base: string, bits: number): boolean {
  const shift = BigInt(128 - bits);
  return value >> shift === v6(base) >> shift;
}
const low32 = (value: bigint) => Number(value & 0xffffffffn);

/** IPv6 forms that carry an IPv4 address: the IPv4 address decides. */
function embeddedV4(value: bigint): { v4: number; publicMeans: AddressClass } | null {
  // mapped ::ffff:a.b.c.d reaches a.b.c.d on a dual-stack socket; NAT64 64:ff9b::a.b.c.d does through the gateway
  if (inV6(value, "::ffff:0:0", 96) || inV6(value, "64:ff9b::", 96)) return { v4: low32(value), publicMeans: "public" };
  // compatible ::a.b.c.d and translated ::ffff:0:a.b.c.d are deprecated: never a real destination
  if (inV6(value, "::", 96) || inV6(value, "::ffff:0:0:0", 96)) return { v4: low32(value), publicMeans: "reserved" };
  // 6to4 2002:aabb:ccdd::/48 tunnels to aa.bb.cc.dd
  if (inV6(value, "2002::", 16)) return { v4: Number((value >> 80n) & 0xffffffffn), publicMeans: "public" };
  return null;
}

const V6_RANGES: Array<[string, number, AddressClass]> = [
  ["64:ff9b:1::", 48, "reserved"], // local-use NAT64
  ["100::", 64, "reserved"], // discard-only
  ["2001:db8::", 32, "reserved"], // documentation
  ["2001::", 23, "reserved"], // IETF protocol assignments (Teredo, ORCHID, ...)
  ["fc00::", 7, "private"], // unique local
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "private"], // site-local (deprecated)
  ["ff00::", 8, "multicast"],
];

function classifyV6(value: bigint): AddressClass {
  if (value === 0n) return "unspecified";
  if (value === 1n) return "loopback";
  const embedded = embeddedV4(value);
  if (embedded) {
    const c = classifyV4(embedded.v4);
    return c === "public" ? embedded.publicMeans : c;
  }
  const special = V6_RANGES.find(([base, bits]) => inV6(value, base, bits));
  if (special) return special[2];
  // only 2000::/3 is global unicast today; the rest is unassigned
  return inV6(value, "2000::", 3) ? "public" : "reserved";
}

/** The class of an IP literal (IPv4 dotted quad, or IPv6 with or without brackets), or null when it is not one. */
export function classifyAddress(text: string): AddressClass | null {
  const a = parseIPv4(text);
  if (a !== null) return classifyV4(a);
  const b = parseIPv6(text);
  return b === null ? null : classifyV6(b);
}

/** The canonical text of an IP literal (for comparing with the allow-list), or null. */
export function canonicalAddress(text: string): string | null {
  const a = parseIPv4(text);
  if (a !== null) return formatIPv4(a);
  const b = parseIPv6(text);
  return b === null ? null : `[${b.toString(16).padStart(32, "0").match(/.{4}/g)!.join(":")}]`;
}

export interface Endpoint {
  /** canonical (see canonicalAddress) */
  address: string;
  port: number;
}

export interface OutboundPolicy {
  /** plain http is refused unless the server is configured for it (VBENCH_FETCH_ALLOW_HTTP=1) */
  allowHttp: boolean;
  /** endpoints reached even though they are not public: test servers on loopback (VBENCH_FETCH_ALLOW) */
  allow: readonly Endpoint[];
  maxRedirects: number;
}

export type Refusal = { ok: false; reason: string };

/** Before any lookup: the scheme, no credentials in the URL, a host at all. */
export function checkUrl(url: URL, policy: OutboundPolicy): { ok: true } | Refusal {
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { ok: false, reason: `only https URLs are fetched, not ${url.protocol}` };
  if (url.protocol === "http:" && !policy.allowHttp)
    return { ok: false, reason: "only https URLs are fetched (plain http is off on this server)" };
  if (url.username || url.password) return { ok: false, reason: "a URL with a user name or password is not fetched" };
  if (!url.hostname) return { ok: false, reason: "the URL names no host" };
  return { ok: true };
}

export function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
}

/** After the one lookup: every address must be public or allowed; the first one is where the request goes. */
export function checkAddresses(
  addresses: readonly string[],
  port: number,
  policy: OutboundPolicy,
): { ok: true; address: string } | Refusal {
  if (addresses.length === 0) return { ok: false, reason: "the host has no address" };
  for (const a of addresses) {
    const cls = classifyAddress(a);
    if (cls === null) return { ok: false, reason: "the host's address is not an IP address" };
    const canonical = canonicalAddress(a)!;
    if (cls !== "public" && !policy.allow.some((e) => e.address === canonical && e.port === port))
      return { ok: false, reason: `the host is not a public address (${cls})` };
  }
  return { ok: true, address: addresses[0] };
}

/** "127.0.0.1:8080,[::1]:9000" -> endpoints; anything else is an error naming the entry. */
export function parseAllowList(raw: string | undefined): { ok: true; allow: Endpoint[] } | Refusal {
  const allow: Endpoint[] = [];
  for (const entry of (raw ?? "").split(",").map((e) => e.trim())) {
    if (entry === "") continue;
    const m = /^(\[[0-9a-f:.]+\]|[0-9.]+):([0-9]{1,5})$/i.exec(entry);
    const address = m ? canonicalAddress(m[1]) : null;
    const port = m ? Number(m[2]) : 0;
    if (!address || port < 1 || port > 65535)
      return { ok: false, reason: `${JSON.stringify(entry)} is not an address:port (e.g. 127.0.0.1:8080 or [::1]:8080)` };
    allow.push({ address, port });
  }
  return { ok: true, allow };
}

export const MAX_REDIRECTS = 3;
