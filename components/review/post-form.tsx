"use client";
// The contributor forms' one way to POST multipart to the API and read its answer: a JSON body in
// the one error shape or the route's success, a network failure turned into the same shape, and
// the refusal shown line by line (each "file: field: reason" on its own line).
import { useState } from "react";

export type ApiError = { ok: false; error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };

export function usePostForm<A>(url: string) {
  const [answer, setAnswer] = useState<A | ApiError | null>(null);
  const [pending, setPending] = useState(false);
  async function post(body: FormData) {
    setPending(true);
    try {
      const res = await fetch(url, { method: "POST", body });
      setAnswer((await res.json()) as A | ApiError);
    } catch (err) {
      setAnswer({ ok: false, error: { code: "NETWORK", message: err instanceof Error ? err.message : String(err) } });
    } finally {
      setPending(false);
    }
  }
  return { answer, pending, post };
}

export function ErrorLines({ error, testId }: { error: ApiError["error"]; testId: string }) {
  // the message already names every refused field ("file: field: reason; …"); fieldErrors repeat it
  const lines = error.message.split("; ").filter((m, i, all) => m && all.indexOf(m) === i);
  return (
    <div role="status" className="error-box" data-testid={testId}>
      {lines.map((m) => (
        <div key={m}>{m}</div>
      ))}
    </div>
  );
}
