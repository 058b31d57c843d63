import { describe, expect, it } from "vitest";
import { SHA_A, SHA_B, makeRow, passingFacts, withRows } from "./__fixtures__/build-facts";
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
      makeRow({ id: "agy", harness: "Antigravity", model: null, instructionSha256: SHA_B, provenInstruction: null }),
      makeRow({ id: "old", status: "earlier_instruction", instructionSha256: "0963eb1a…c3e1", provenInstruction: null }),
    );
    const listed = instructionParityGate(facts).evidence.filter((e) => e.kind !== "ok");
    expect(listed.map((e) => `${e.kind} ${e.rowId}: ${e.text}`)).toEqual([
      "problem agy: Antigravity (full): ran bbbbbbbb…bbbb (claimed in scores.md), not the shipped aaaaaaaa…aaaa; it would count toward the strong-agent gates: re-run it or record a waiver",
      "problem old: Codex CLI / gpt-5.6-sol (full, earlier instruction): ran 0963eb1a…c3e1 (claimed in scores.md), not the shipped aaaaaaaa…aaaa; it would count toward the strong-agent gates: re-run it or record a waiver",
    ]);
  });
});

describe("instructionParityGate with instruction hashes proven from the trajectory", () => {
  const SHA_A = "a".repeat(64); // the shipped instruction in passingFacts
  const proven = (sha256: string, step = 1) => ({ sha256, step, rolloutPath: "calibration/rollouts/run.jsonl" });
  const only = (id: string, facts: ReturnType<typeof withRows>) => instructionParityGate(facts).evidence.filter((e) => e.rowId === id);

  it.each([
    ["proven current, claimed current", { instructionSha256: SHA_A, provenInstruction: proven(SHA_A) }, "pass", ["ok"]],
    ["proven current, nothing claimed", { instructionSha256: null, provenInstruction: proven(SHA_A) }, "pass", ["ok"]],
    // the proof beats the claim, and the disagreement is said
    ["proven current, claimed another", { instructionSha256: SHA_B, provenInstruction: proven(SHA_A) }, "pass", ["note", "ok"]],
    [
      "proven another, claimed current (a counting row)",
      { instructionSha256: SHA_A, provenInstruction: proven(SHA_B) },
      "fail",
      ["note", "problem"],
    ],
    ["proven another, nothing claimed", { instructionSha256: null, provenInstruction: proven(SHA_B) }, "fail", ["problem"]],
    [
      "proven another on a replaced row",
      { status: "replaced", instructionSha256: null, provenInstruction: proven(SHA_B) },
      "pass",
      ["note"],
    ],
    ["proven another on a waived row", { status: "waived", instructionSha256: null, provenInstruction: proven(SHA_B) }, "pass", ["note"]],
    ["no proof: the claim decides (a claimed mismatch fails)", { instructionSha256: SHA_B, provenInstruction: null }, "fail", ["problem"]],
  ] as const)("%s -> %s", (_name, over, outcome, kinds) => {
    const facts = withRows(makeRow({ id: "claude", harness: "Claude Code CLI", ...over }));
    expect(instructionParityGate(facts).outcome).toBe(outcome);
    expect(only("claude", facts).map((e) => e.kind)).toEqual(kinds);
  });

  it("says where the hash comes from: proven from trajectory step N, or claimed in scores.md", () => {
    const facts = withRows(
      makeRow({ id: "claude", harness: "Claude Code CLI", model: "claude-opus-4-8", provenInstruction: proven(SHA_A, 3) }),
      makeRow({ id: "agy", harness: "Antigravity", model: null, instructionSha256: SHA_A, provenInstruction: null }),
      makeRow({ id: "codex", provenInstruction: proven("0963eb1a".padEnd(60, "0") + "c3e1", 2), instructionSha256: SHA_A }),
    );
    expect(only("claude", facts).map((e) => e.text)).toEqual([
      "Claude Code CLI / claude-opus-4-8 (full): current instruction aaaaaaaa…aaaa (proven from trajectory step 3)",
    ]);
    expect(only("agy", facts).map((e) => e.text)).toEqual(["Antigravity (full): current instruction aaaaaaaa…aaaa (claimed in scores.md)"]);
    expect(only("codex", facts)).toEqual([
      {
        kind: "note",
        rowId: "codex",
        text: "Codex CLI / gpt-5.6-sol (full): scores.md claims aaaaaaaa…aaaa, the trajectory proves 0963eb1a…c3e1 (step 2)",
        numbers: { step: 2 },
      },
      {
        kind: "problem",
        grade: "measured",
        rowId: "codex",
        text: "Codex CLI / gpt-5.6-sol (full): ran 0963eb1a…c3e1 (proven from trajectory step 2), not the shipped aaaaaaaa…aaaa; it would count toward the strong-agent gates: re-run it or record a waiver",
        numbers: { step: 2 },
      },
    ]);
  });
});

describe("instructionParityGate with the run's metadata file (stronger than scores.md, weaker than the trajectory)", () => {
  const meta = (sha256: string, byName = false) => ({ sha256, file: "calibration/rollouts/codex.run-metadata.txt", line: 3, byName });
  const only = (facts: ReturnType<typeof withRows>) => instructionParityGate(facts).evidence.filter((e) => e.rowId === "codex");
  it.each([
    ["metadata names the shipped hash over a stale scores.md claim", meta("a".repeat(64)), SHA_B, "ok", "claimed"],
    ["metadata names another hash: fails even when scores.md claims the shipped one", meta(SHA_B), "a".repeat(64), "problem", "claimed"],
    ["metadata tied by name only: contested", meta("a".repeat(64), true), "a".repeat(64), "unknown", "contested"],
  ] as const)("%s", (_name, metadataInstruction, instructionSha256, kind, grade) => {
    const facts = withRows(makeRow({ id: "codex", provenInstruction: null, instructionSha256, metadataInstruction }));
    const ev = only(facts).find((e) => e.kind !== "note");
    expect(ev).toMatchObject({ kind, grade });
    expect(ev?.text).toContain("recorded in calibration/rollouts/codex.run-metadata.txt:3");
  });
});

describe("instructionParityGate with what a log without a prompt shows (instruction.md read back, or listed at a size)", () => {
  const only = (facts: ReturnType<typeof withRows>) => instructionParityGate(facts).evidence.filter((e) => e.rowId === "codex");
  const differs = { parity: "differs" as const, evidence: "the agent's instruction.md was 6887 B at step 4", step: 4 };
  const matched = { parity: "matched" as const, evidence: "instruction.md as read at step 2, the shipped instruction", step: 2 };
  it.each([
    // the claim names the shipped hash; the log shows another size: proven different, never current-instruction evidence
    ["listed at another size, the claim the shipped hash", differs, "official", SHA_A, "problem", "measured", "fail"],
    ["listed at another size, labelled earlier instruction", differs, "earlier_instruction", SHA_A, "problem", "measured", "fail"],
    ["listed at another size, a waiver recorded", differs, "waived", SHA_A, "note", undefined, "pass"],
    ["listed at another size, a diagnostic row", differs, "diagnostic", SHA_A, "note", undefined, "pass"],
    // read back exactly: proven the same, whatever the (stale) claim says
    ["read back exactly, a stale claim", matched, "official", SHA_B, "ok", "measured", "pass"],
  ] as const)("%s -> %s (%s)", (_name, instructionFromLog, status, instructionSha256, kind, grade, outcome) => {
    const facts = withRows(makeRow({ id: "codex", status, provenInstruction: null, instructionSha256, instructionFromLog }));
    const ev = only(facts);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ kind, ...(grade ? { grade } : {}), numbers: { step: instructionFromLog.step } });
    expect(ev[0].text).toContain(instructionFromLog.evidence);
    expect(instructionParityGate(facts).outcome).toBe(outcome);
  });

  it("the log's first message, when it has one, decides over anything else it shows", () => {
    const facts = withRows(
      makeRow({ id: "codex", provenInstruction: { sha256: SHA_A, step: 1, rolloutPath: "r.jsonl" }, instructionFromLog: differs }),
    );
    expect(only(facts).map((e) => [e.kind, e.grade])).toEqual([["ok", "measured"]]);
  });
});
