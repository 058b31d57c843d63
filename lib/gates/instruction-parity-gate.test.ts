import { describe, expect, it } from "vitest";
import { SHA_B, makeRow, passingFacts, withRows } from "./__fixtures__/build-facts";
import { instructionParityGate, sameInstruction } from "./instruction-parity-gate";

const CURRENT = "a970d16d52130b05e9879b9b43bc796414432add3e75ba9da6eb1795dc3811e4";

describe("sameInstruction", () => {
  it.each([
    [CURRENT, true],
    [CURRENT.toUpperCase(), true],
    [` ${CURRENT}\n`, true],
    ["a970d16d…11e4", true],
    ["a970d16d...11e4", true],
    ["0963eb1a…c3e1", false],
    ["a970d16d…c3e1", false],
    ["a970d16d", false], // a bare prefix is not a pin
    ["0963eb1a" + CURRENT.slice(8), false],
  ])("%j -> %s", (recorded, expected) => {
    expect(sameInstruction(recorded, CURRENT)).toBe(expected);
  });
});

describe("instructionParityGate", () => {
  it.each([
    ["every row on the current instruction", passingFacts(), "pass"],
    ["an official row on another", withRows(makeRow({ id: "agy", harness: "Antigravity", instructionSha256: SHA_B })), "fail"],
    ["an official ablation row on another", withRows(makeRow({ id: "no-media", condition: "no_media", instructionSha256: SHA_B })), "fail"],
    ["an official row with no record", withRows(makeRow({ id: "agy", harness: "Antigravity", instructionSha256: null })), "insufficient"],
    ["a replaced row on another (listed only)", withRows(makeRow({ id: "old", status: "replaced", instructionSha256: SHA_B })), "pass"],
    // 9.4: the label records the mismatch, it does not excuse it
    [
      "a labelled earlier-instruction row",
      withRows(makeRow({ id: "old", status: "earlier_instruction", instructionSha256: SHA_B })),
      "fail",
    ],
    [
      "a labelled earlier-instruction row, hash unknown",
      withRows(makeRow({ id: "old", status: "earlier_instruction", instructionSha256: null })),
      "fail",
    ],
    ["a waived row on another", withRows(makeRow({ id: "old", status: "waived", instructionSha256: SHA_B })), "pass"],
    ["a diagnostic row on another", withRows(makeRow({ id: "old", status: "diagnostic", instructionSha256: SHA_B })), "pass"],
    ["an anchor row with no instruction", withRows(makeRow({ id: "oracle", condition: "other", instructionSha256: null })), "pass"],
    ["no official rows", passingFacts({ rows: [] }), "insufficient"],
  ] as const)("%s -> %s", (_name, facts, outcome) => {
    expect(instructionParityGate(facts).outcome).toBe(outcome);
  });

  it("lists rows on another instruction, with both hashes shortened", () => {
    const facts = withRows(
      makeRow({ id: "agy", harness: "Antigravity", model: null, instructionSha256: SHA_B }),
      makeRow({ id: "old", status: "earlier_instruction", instructionSha256: "0963eb1a…c3e1" }),
    );
    const listed = instructionParityGate(facts).evidence.filter((e) => e.kind !== "ok");
    expect(listed.map((e) => `${e.kind} ${e.rowId}: ${e.text}`)).toEqual([
      "problem agy: Antigravity (full): ran bbbbbbbb…bbbb, not the shipped aaaaaaaa…aaaa; it would count toward the strong-agent gates: re-run it or record a waiver",
      "problem old: Codex CLI / gpt-5.6-sol (full, earlier instruction): ran 0963eb1a…c3e1, not the shipped aaaaaaaa…aaaa; it would count toward the strong-agent gates: re-run it or record a waiver",
    ]);
  });
});
