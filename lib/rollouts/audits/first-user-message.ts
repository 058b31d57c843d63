// The first real user turn (the task prompt as the agent received it), with its exact-bytes sha256.
import { createHash } from "node:crypto";
import type { Step } from "../parse/step-types";

export function sha256Text(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export function firstUserMessage(steps: Step[]): { step: Step; sha256: string; bytes: number } | null {
  const step = steps.find((s) => s.kind === "user" && !s.synthetic && !s.subagent && s.text.trim() !== "");
  if (!step) return null;
  return { step, sha256: sha256Text(step.text), bytes: new TextEncoder().encode(step.text).length };
}
