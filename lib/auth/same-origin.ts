// Cross-origin write refusal for cookie-authenticated route handlers (issue 23 finding 4). A
// browser attaches our SameSite=Lax session cookie to requests from sibling subdomains and other
// ports of the same host (same-site), and to top-level form posts elsewhere in older setups, so
// the cookie alone does not prove the request came from our own pages. Browsers always send
// `Origin` on a state-changing fetch/form post; when it is absent (older browsers) the
// `Sec-Fetch-Site` header says the same thing; when both are absent the caller is not a browser
// (curl, a script), which no other site can make send our cookie. Bearer tokens are never sent
// by a browser on its own, so they are not subject to this check. Pure.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface OriginFacts {
  method: string;
  /** the `Origin` header, as sent ("null" from sandboxed frames, file: pages, some redirects) */
  origin: string | null;
  /** the `Sec-Fetch-Site` header */
  secFetchSite: string | null;
  /** the `Host` header (used only when no origin is configured) */
  host: string | null;
  /** the app's configured public origin (scheme://host[:port]), or null */
  configuredOrigin: string | null;
}

/** Why a state-changing request must be refused, or null when it may go on. */
export function crossOriginRefusal(f: OriginFacts): string | null {
  if (SAFE_METHODS.has(f.method.toUpperCase())) return null;
  if (f.origin !== null) {
    const from = originOf(f.origin);
    if (!from) return `the request's Origin (${truncate(f.origin)}) is not a web origin`;
    if (f.configuredOrigin !== null) {
      const own = originOf(f.configuredOrigin);
      return own && from.origin === own.origin ? null : `cross-origin request from ${from.origin} refused`;
    }
    // no configured URL: the app is whatever host the browser connected to; one port serves one
    // scheme, so host:port identifies the origin
    return f.host !== null && from.host === f.host.toLowerCase() ? null : `cross-origin request from ${from.origin} refused`;
  }
  const site = f.secFetchSite?.toLowerCase() ?? null;
  if (site === "cross-site" || site === "same-site") return `a ${site} request refused`;
  return null;
}

function originOf(value: string): URL | null {
  if (value === "null") return null;
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:" ? u : null;
  } catch {
    return null;
  }
}

function truncate(s: string): string {
  return s.length > 80 ? `${s.slice(0, 80)}…` : s;
}
