import { describe, expect, it } from "vitest";
import { rowRequestSchema, rowResponseSchema, statusResponseSchema, uploadResponseSchema } from "./submission-schemas";
import { taskStatus } from "./views/task-status";

describe("submission schemas", () => {
  it("describe what the routes answer", () => {
    expect(statusResponseSchema.safeParse({ ok: true, status: taskStatus("t", "r", [], [], () => null) }).success).toBe(true);
    expect(
      uploadResponseSchema.safeParse({
        ok: true,
        kind: "rollout",
        eventId: "e",
        rolloutId: "r",
        path: "p",
        sha256: "s",
        alreadyStored: false,
        format: "codex-exec-json",
        toolCallTurns: 3,
      }).success,
    ).toBe(true);
    expect(rowResponseSchema.safeParse({ ok: true }).success).toBe(false);
    expect(rowRequestSchema.safeParse({ row: "{}", ledger: "x" }).success).toBe(true);
  });
});
