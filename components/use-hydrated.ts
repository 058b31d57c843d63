"use client";
// Whether React has hydrated this page. Buttons whose work is a client handler stay disabled until
// then: before hydration a click on a form sent by fetch would submit it natively, as a GET with
// every field in the URL (a password in the history and the server's logs), and a click on any
// other such button would do nothing at all.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
