"use client";
// Spending the link takes a click (a POST), so link previews and prefetchers cannot use it up.
import { useState } from "react";
import { postAuth } from "./auth-fetch";
import { useHydrated } from "../use-hydrated";

export function OneTimeSignIn({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // a click before hydration would do nothing at all
  const hydrated = useHydrated();
  async function go() {
    setPending(true);
    const r = await postAuth("/one-time-link/consume", { token });
    setPending(false);
    if (!r.ok) return setError(r.message);
    window.location.assign("/settings/account?welcome=1");
  }
  return (
    <div className="panel stack">
      <button type="button" className="primary" onClick={go} disabled={pending || !hydrated} data-testid="one-time-sign-in">
        {pending ? "Signing in…" : "Sign in"}
      </button>
      {error ? (
        <p role="alert" className="error-box">
          {error}
        </p>
      ) : null}
    </div>
  );
}
