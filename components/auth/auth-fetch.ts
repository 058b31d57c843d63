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
    const data = (await res.json().catch(() => null)) as { message?: string } | null;
    return { ok: false, message: data?.message || `HTTP ${res.status}` };
  } catch {
    return { ok: false, message: "the server could not be reached" };
  }
}

/** Only same-site paths are followed after sign-in (never an open redirect). */
export function safeNext(next: string | null | undefined): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/";
}
