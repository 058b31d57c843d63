import { describe, expect, it } from "vitest";
import { rowInputSchema, rowIssues } from "./row-input";

const SHA = "a970d16d".padEnd(64, "0");
const base = { harness: "Codex CLI", condition: "full", claimedScore: "0.0938", instructionSha256: SHA };

describe("row input", () => {
  it("fills defaults and reads strings from a form", () => {
    expect(
      rowInputSchema.parse({ ...base, claimedTurns: "88", wrapped: "native", declaredTransform: "wrap_bare_array", model: "" }),
    ).toEqual({
      harness: "Codex CLI",
      harnessVersion: null,
      model: null,
      reasoning: null,
      condition: "full",
      kind: "agent",
      status: null,
      claimedScore: { value: 0.0938, text: "0.0938" },
      claimedTurns: 88,
      instructionSha256: SHA,
      networkPosture: "unstated",
      wrapped: false,
      declaredTransform: "wrap_bare_array",
      notes: null,
    });
  });

  it.each([
    ["0.030", 0.03, "0.030"],
    ["0.0938", 0.0938, "0.0938"],
    ["1", 1, "1"],
  ])("keeps a claim's written text %s (its precision) beside its value", (typed, value, text) => {
    expect(rowInputSchema.parse({ ...base, claimedScore: typed }).claimedScore).toEqual({ value, text });
  });

  it("reads JSON numbers and booleans", () => {
    expect(rowInputSchema.parse({ ...base, claimedScore: 1, claimedTurns: 0, wrapped: true })).toMatchObject({
      claimedScore: { value: 1, text: "1" },
      claimedTurns: 0,
      wrapped: true,
    });
  });

  it.each([
    [{ ...base, harness: "" }, "row.harness"],
    [{ ...base, condition: "sunny" }, "row.condition"],
    [{ ...base, claimedScore: "0x1" }, "row.claimedScore"],
    [{ ...base, claimedScore: "1e-1" }, "row.claimedScore"],
    [{ ...base, claimedTurns: "8.5" }, "row.claimedTurns"],
    [{ ...base, claimedTurns: -1 }, "row.claimedTurns"],
    [{ ...base, instructionSha256: "abc" }, "row.instructionSha256"],
    [{ ...base, declaredTransform: "rewrite everything" }, "row.declaredTransform"],
    [{ ...base, networkPosture: "lan" }, "row.networkPosture"],
    [{ ...base, model: "gpt\u0000" }, "row.model"],
    [{ ...base, extra: 1 }, "row"],
    [{ harness: "Codex CLI", condition: "full", claimedScore: "0.1" }, "row.instructionSha256"],
  ])("%j is refused, naming %s", (input, field) => {
    const r = rowInputSchema.safeParse(input);
    expect(r.success).toBe(false);
    if (!r.success) expect(rowIssues(r.error).join("\n")).toContain(field);
  });
});
