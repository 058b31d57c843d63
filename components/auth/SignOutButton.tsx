"use client";
import { postAuth } from "./auth-fetch";

export function SignOutButton() {
  return (
    <button
      type="button"
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
