// POST to one of better-auth's endpoints from the browser; the answer's message on failure.
export async function postAuth(path: string, body: unknown): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const res = await fetch(`/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    if (res.ok) return { ok: true };
    const data: unknown = await res.json().catch(() => null);
    const message = typeof data === "object" && data !== null && "message" in data && typeof data.message === "string" ? data.message : "";
    return { ok: false, message: message || `HTTP ${res.status}` };
  } catch {
    return { ok: false, message: "the server could not be reached" };
  }
}

/** Only same-site paths are followed after sign-in (never an open redirect). */
export function safeNext(next: string | null | undefined): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/";
}
