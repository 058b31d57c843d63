// The one way the server fetches a URL that came from input (a task's pinned media). Closed by
// construction against SSRF: the host is resolved once, every address it resolves to must pass
// address-policy.ts, and the connection goes to that checked address (a `lookup` that answers
// with it, so there is no second lookup to rebind); the name stays the Host header and TLS name.
// Redirects are followed here, each hop checked the same way, at most MAX_REDIRECTS.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { canonicalAddress, checkAddresses, checkUrl, portOf, type OutboundPolicy } from "../ip/address-policy";
import { outboundPolicyFromEnv } from "./outbound-policy";

/** The request was not sent: the policy refused the URL or where it leads. */
export class OutboundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboundRefused";
  }
}

/** The request was allowed but did not get an answer (connection refused, reset, TLS, abort). */
export class OutboundUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboundUnreachable";
  }
}

/** name -> every address it resolves to */
export type Resolve = (hostname: string) => Promise<string[]>;

export const systemResolve: Resolve = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export interface OutboundGet {
  url: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** defaults to the environment's (VBENCH_FETCH_ALLOW_HTTP, VBENCH_FETCH_ALLOW) */
  policy?: OutboundPolicy;
  /** defaults to the system resolver; tests give names their own answers */
  resolve?: Resolve;
  /** certificates to trust instead of the system's (tests: a self-signed certificate) */
  ca?: string | Buffer;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** the body as a stream of chunks; destroy it to stop early */
  body: http.IncomingMessage;
  /** where the answer came from, after redirects */
  url: URL;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function outboundGet(req: OutboundGet): Promise<OutboundResponse> {
  const policy = req.policy ?? outboundPolicyFromEnv();
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    throw new OutboundRefused("refused: not a URL");
  }
  for (let hop = 0; ; hop++) {
    const address = await checkedAddress(url, policy, req.resolve, hop > 0 ? "refused after a redirect" : "refused");
    const res = await requestOnce(url, address, req);
    const location = res.headers.location;
    if (!REDIRECTS.has(res.statusCode ?? 0) || !location) return { status: res.statusCode ?? 0, headers: res.headers, body: res, url };
    res.destroy(); // a redirect's body is never read
    if (hop >= policy.maxRedirects) throw new OutboundRefused(`refused: more than ${policy.maxRedirects} redirects`);
    try {
      url = new URL(location, url);
    } catch {
      throw new OutboundRefused("refused after a redirect: the Location is not a URL");
    }
  }
}

/** The one lookup: where a request to `url` may connect, or OutboundRefused ("<where>: <reason>") / OutboundUnreachable. */
export async function checkedAddress(
  url: URL,
  policy: OutboundPolicy,
  resolve: Resolve = systemResolve,
  where = "refused",
): Promise<string> {
  const syntax = checkUrl(url, policy);
  if (!syntax.ok) throw new OutboundRefused(`${where}: ${syntax.reason}`);
  const literal = canonicalAddress(url.hostname) === null ? null : url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = literal ? [literal] : await resolve(url.hostname);
  } catch {
    throw new OutboundUnreachable(`cannot resolve ${url.hostname}`);
  }
  const checked = checkAddresses(addresses, portOf(url), policy);
  if (!checked.ok) throw new OutboundRefused(`${where}: ${checked.reason}`);
  return checked.address;
}

function requestOnce(url: URL, address: string, { headers = {}, signal, ca }: OutboundGet): Promise<http.IncomingMessage> {
  const family = address.includes(":") ? 6 : 4;
  // whatever name the socket asks for, it gets the address checked above
  const lookup: LookupFunction = (_name, options, callback) =>
    options?.all ? callback(null, [{ address, family }]) : callback(null, address, family);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    // agent: false: no pooled socket from an earlier request is reused for this one
    // https verifies the certificate against the URL's name (SNI too), not against the address
    const request = client.request(url, { method: "GET", headers, signal, lookup, agent: false, ...(ca ? { ca } : {}) }, resolve);
    request.on("error", (e: NodeJS.ErrnoException) =>
      reject(new OutboundUnreachable(`cannot reach ${url.host}: ${signal?.aborted ? "stopped" : (e.code ?? e.message)}`)),
    );
    request.end();
  });
}
