// How many upload bodies each client address is sending right now, so one client cannot hold
// every connection the server has with slow bodies (issue 23 finding 10). In-process: each
// server process counts its own (a client spread over several processes gets the cap in each).
const inFlight = new Map<string, number>();

/** A slot for one body from `client`, or null when it already sends `cap`; call the release once. */
export function takeUploadSlot(client: string, cap: number): (() => void) | null {
  const n = inFlight.get(client) ?? 0;
  if (n >= cap) return null;
  inFlight.set(client, n + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (inFlight.get(client) ?? 1) - 1;
    if (left <= 0) inFlight.delete(client);
    else inFlight.set(client, left);
  };
}

/** bodies in flight from `client` (tests and diagnostics) */
export function uploadsInFlight(client: string): number {
  return inFlight.get(client) ?? 0;
}
