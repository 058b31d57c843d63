// Shown while a page's server component loads (Next streams it in): a task page can take a moment on a cold database.
export default function Loading() {
  return (
    <p className="muted" role="status" aria-live="polite">
      Loading…
    </p>
  );
}
