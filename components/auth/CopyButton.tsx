"use client";
// Copies a value the server shows once (a new API token, an invite link) so it is never selected
// in part by hand: `vbench-review login` once saved a token cut short that way.
import { useState } from "react";

export function CopyButton({ value, label = "Copy" }: { value: string; label?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      // no clipboard (an insecure origin, a denied permission): the box stays there to copy from
      setState("failed");
    }
  };
  return (
    <button type="button" onClick={copy} data-testid="copy-shown-once" aria-live="polite">
      {state === "copied" ? "Copied" : state === "failed" ? "Copy failed: select the box and copy" : label}
    </button>
  );
}
