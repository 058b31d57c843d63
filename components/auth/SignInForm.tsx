"use client";
import { useState } from "react";
import { postAuth, safeNext } from "./auth-fetch";
import { useHydrated } from "../use-hydrated";

export function SignInForm({ next, github }: { next?: string; github: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setPending(true);
    setError(null);
    const r = await postAuth("/sign-in/email", { email: String(f.get("email") ?? ""), password: String(f.get("password") ?? "") });
    setPending(false);
    if (!r.ok) return setError(r.message);
    window.location.assign(safeNext(next));
  }
  async function withGithub() {
    const res = await fetch("/api/auth/sign-in/social", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ provider: "github", callbackURL: safeNext(next) }),
    });
    const data: unknown = await res.json().catch(() => null);
    if (typeof data === "object" && data !== null && "url" in data && typeof data.url === "string" && data.url)
      window.location.assign(data.url);
    else setError("GitHub sign-in is not available");
  }
  return (
    <form method="post" onSubmit={submit} className="panel stack" data-testid="sign-in-form">
      <label>
        Email <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" className="primary" disabled={pending || !hydrated}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
      {github ? (
        <button type="button" onClick={withGithub}>
          Sign in with GitHub
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="error-box">
          {error}
        </p>
      ) : null}
    </form>
  );
}
