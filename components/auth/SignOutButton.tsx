"use client";
import { postAuth } from "./auth-fetch";
import { useHydrated } from "../use-hydrated";

export function SignOutButton() {
  // a click before hydration would do nothing at all
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      className="link-button"
      data-testid="sign-out"
      onClick={async () => {
        await postAuth("/sign-out", {});
        window.location.assign("/sign-in");
      }}
    >
      Sign out
    </button>
  );
}
