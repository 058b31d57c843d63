// What a trajectory shows of the instruction the agent received (issue 34): table tests on hand-made
// steps, and the real FlightGear trajectories (Antigravity lists instruction.md at 6887 B, the
// earlier instruction's size per calibration/rollouts/README.md; Codex shows nothing).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Step } from "../parse/step-types";
import { parseTrajectory } from "../parse/parse-trajectory";
import { sha256Text } from "./first-user-message";
import { instructionShown, parityFromLog, type ShippedInstruction } from "./instruction-shown";

const TEXT = "Reconstruct the clearance ledger of the flight.\n";
const shipped: ShippedInstruction = { text: TEXT, sha256: sha256Text(TEXT), bytes: Buffer.byteLength(TEXT) };
let index = 0;
const step = (kind: Step["kind"], text: string, extra: Partial<Step> = {}): Step => ({ index: index++, line: index, kind, text, ...extra });
const LS = (bytes: number) =>
  `/workspace:\ntotal 12\n-r--r--r-- 1 agent agent ${bytes} Aug 12 20:51 instruction.md\ndr-xr-xr-x 2 agent agent 24 Aug 12 20:51 materials\n`;

describe("instructionShown + parityFromLog", () => {
  it.each([
    ["the prompt is the shipped text", [step("user", TEXT)], "first_message", "matched"],
    ["the prompt is another text", [step("user", "Reconstruct the ledger.\n")], "first_message", "differs"],
    ["the prompt wins over a listing of the file", [step("user", TEXT), step("tool_result", LS(9999))], "first_message", "matched"],
    ["the file read back exactly (cat)", [step("tool_call", "cat instruction.md"), step("tool_result", TEXT)], "file_text", "matched"],
    ["ls -l shows another size", [step("tool_result", LS(6887))], "file_size", "differs"],
    ["ls -l shows the shipped size: the text is not shown", [step("tool_result", LS(shipped.bytes))], "file_size", "not_shown"],
    ["wc -c shows another size", [step("tool_result", "6887 /workspace/instruction.md\n")], "file_size", "differs"],
    ["a partial read proves nothing", [step("tool_result", TEXT.slice(0, 20))], "nothing", "not_shown"],
    ["a sub-agent's listing is not the agent's", [step("tool_result", LS(6887), { subagent: true })], "nothing", "not_shown"],
    ["a synthetic user note is not the prompt", [step("user", "[harness note]", { synthetic: true })], "nothing", "not_shown"],
    ["a size of another file", [step("tool_result", "-rw-r--r-- 1 a a 6887 Aug 12 20:51 notes.md\n")], "nothing", "not_shown"],
    ["nothing at all", [step("assistant", "I will start.")], "nothing", "not_shown"],
  ] as const)("%s", (_name, steps, how, parity) => {
    const shown = instructionShown([...steps], shipped);
    expect(shown.how).toBe(how);
    expect(parityFromLog(shown, shipped).parity).toBe(parity);
  });

  it("names the sizes and the step it read them at", () => {
    const shown = instructionShown([step("assistant", "ls"), step("tool_result", LS(6887))], shipped);
    const p = parityFromLog(shown, shipped);
    expect(p.evidence).toMatch(/instruction\.md was 6887 B at step \d+ \(line \d+: "6887 Aug 12 20:51 instruction\.md"\)/);
    expect(p.evidence).toContain(`(${shipped.bytes} B)`);
  });

  it("reads a long listing in one pass (no catastrophic backtracking on a path without spaces)", () => {
    const long = `${" 1".repeat(50_000)}${"a".repeat(200_000)}/instruction.md`;
    expect(instructionShown([step("tool_result", long)], shipped).how).toBe("nothing");
  });
});

describe("the real FlightGear trajectories against the shipped instruction (a970d16d…, 7407 B)", () => {
  const DIR = path.resolve("prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger");
  const text = fs.readFileSync(path.join(DIR, "steps/solve/instruction.md"), "utf8");
  const fg: ShippedInstruction = { text, sha256: sha256Text(text), bytes: Buffer.byteLength(text) };
  const read = (name: string) => parseTrajectory(new Uint8Array(fs.readFileSync(path.join(DIR, "calibration/rollouts", name)))).steps;

  it("Antigravity listed instruction.md at 6887 B: another instruction, measured from the log", () => {
    const p = parityFromLog(instructionShown(read("antigravity-gemini-3.6-flash-high.jsonl"), fg), fg);
    expect(fg.bytes).toBe(7407);
    expect(p.parity).toBe("differs");
    expect(p.evidence).toContain("6887 B");
  });

  it("Codex's log shows neither the prompt nor the file: parity can only be claimed", () => {
    expect(parityFromLog(instructionShown(read("codex-gpt-5.6-sol.jsonl"), fg), fg).parity).toBe("not_shown");
  });
});
