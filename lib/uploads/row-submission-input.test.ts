// The row route's body schema on the values the multipart reader gives: every problem named with
// the field the client sent (row.<path> inside the JSON part), in the order the fields are listed.
import { describe, expect, it } from "vitest";
import { zodRefusal } from "../input/zod-issues";
import { rowSubmissionBody } from "./row-submission-input";

const SHA = "a970d16d".padEnd(64, "0");
const row = JSON.stringify({ harness: "Codex CLI", condition: "full", claimedScore: "0.0938", instructionSha256: SHA });
const file = (name: string, size = 3) => ({ field: "x", name, mimeType: "application/json", bytes: new Uint8Array(size) });

function refusal(value: Record<string, unknown>) {
  const r = rowSubmissionBody.safeParse(value);
  expect(r.success).toBe(false);
  return r.success ? null : zodRefusal(r.error);
}

describe("row submission body", () => {
  it("parses the row JSON and keeps each file's name and bytes (no trajectory: null)", () => {
    const r = rowSubmissionBody.parse({ row, ledger: file("l.json") });
    expect(r.row).toMatchObject({ harness: "Codex CLI", claimedScore: { value: 0.0938, text: "0.0938" }, status: null });
    expect(r.ledger).toEqual({ name: "l.json", bytes: new Uint8Array(3) });
    expect(r.trajectory).toBeNull();
    expect(rowSubmissionBody.parse({ row, ledger: file("l.json"), trajectory: file("t.jsonl", 2) }).trajectory).toEqual({
      name: "t.jsonl",
      bytes: new Uint8Array(2),
    });
  });

  it.each([
    [{ ledger: file("l.json") }, ["row: send the row's fields as JSON in the multipart field `row`"]],
    [{ row: "{", ledger: file("l.json") }, [expect.stringMatching(/^row: not JSON \(/)]],
    [
      { row: JSON.stringify({ harness: "", condition: "sunny", claimedScore: 0.1, instructionSha256: SHA }), ledger: file("l.json") },
      [expect.stringMatching(/^row\.harness: /), expect.stringMatching(/^row\.condition: /)],
    ],
    [{ row }, ["ledger: no file was sent (multipart field `ledger`)"]],
    [{ row, ledger: file("l.json", 0), trajectory: file("t.jsonl", 0) }, ["ledger: l.json is empty", "trajectory: t.jsonl is empty"]],
  ])("refuses %j naming each field", (value, lines) => {
    expect(refusal(value)?.message.split("; ")).toEqual(lines);
  });

  it("keys a nested row issue by its dotted path", () => {
    const r = refusal({
      row: JSON.stringify({ harness: "Codex CLI", condition: "sunny", claimedScore: 0.1, instructionSha256: SHA }),
      ledger: file("l.json"),
    });
    expect(Object.keys(r?.fieldErrors ?? {})).toEqual(["row.condition"]);
  });
});
