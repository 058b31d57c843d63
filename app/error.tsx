"use client";
// Unexpected failures end here (expected ones are values the forms show). Never a stack trace:
// the digest lets a maintainer find the server log line.
import { useEffect } from "react";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="panel" role="alert">
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Nothing you submitted was half-written: writes are all-or-nothing.</p>
      {error.digest ? (
        <p className="muted">
          Reference for the server log: <code>{error.digest}</code>
        </p>
      ) : null}
      <button type="button" onClick={reset}>
        Try again
      </button>
    </section>
  );
}
