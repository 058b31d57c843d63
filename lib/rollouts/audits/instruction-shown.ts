// What a trajectory shows of the instruction the agent received, for instruction parity of a
// submitted row: the first user message (the prompt as received), a tool result whose text is the
// instruction file, or a tool result giving instruction.md's size (`ls -l`, `wc -c`). The file a
// submitter names is never evidence; only the log is. Pure; linear in the steps' text (each pattern
// is anchored on a fixed word and has no nested repetition).
import type { Step } from "../parse/step-types";
import { firstUserMessage, sha256Text } from "./first-user-message";
import type { StoredInstructionInLog } from "../types";

export type InstructionShown =
  | { how: "first_message"; sha256: string; bytes: number; step: number; line: number }
  | { how: "file_text"; sha256: string; bytes: number; step: number; line: number }
  | { how: "file_size"; bytes: number; step: number; line: number; excerpt: string }
  | { how: "nothing" };

/** the task's shipped instruction: its text decoded as UTF-8, sha256 and byte length */
export interface ShippedInstruction {
  text: string;
  sha256: string;
  bytes: number;
}

// "-r--r--r-- 1 agent agent 6887 Aug 12 20:51 instruction.md" (ls -l), "6887 /workspace/instruction.md" (wc -c)
const LS_LINE = /\s(\d{1,9})\s+[A-Z][a-z]{2}\s+\d{1,2}\s+(?:\d{1,2}:\d{2}|\d{4})\s+(?:\S*\/)?instruction\.md\s*$/gm;
const WC_LINE = /^\s*(\d{1,9})\s+(?:\S*\/)?instruction\.md\s*$/gm;
const MAX_SCAN = 1_000_000;

function sizeIn(text: string): { bytes: number; excerpt: string } | null {
  if (!text.includes("instruction.md")) return null;
  const scanned = text.slice(0, MAX_SCAN);
  for (const re of [LS_LINE, WC_LINE]) {
    re.lastIndex = 0;
    const m = re.exec(scanned);
    if (m) return { bytes: Number(m[1]), excerpt: m[0].trim() };
  }
  return null;
}

/** The shipped instruction as the comparisons read it, from its text (UTF-8). */
export function shippedInstruction(text: string, sha256: string = sha256Text(text)): ShippedInstruction {
  return { text, sha256, bytes: new TextEncoder().encode(text).length };
}

/** The strongest evidence the log holds: the prompt itself, then the file's text, then its size. */
export function instructionShown(steps: Step[], shipped: ShippedInstruction): InstructionShown {
  const first = firstUserMessage(steps);
  if (first) return { how: "first_message", sha256: first.sha256, bytes: first.bytes, step: first.step.index, line: first.step.line };
  let size: InstructionShown = { how: "nothing" };
  const shippedTrimmed = shipped.text.trim();
  for (const s of steps) {
    if (s.kind !== "tool_result" || s.subagent) continue;
    // the file's own text read back (cat): only an exact copy proves anything; a partial read does not
    if (shippedTrimmed !== "" && s.text.trim() === shippedTrimmed)
      return { how: "file_text", sha256: sha256Text(s.text), bytes: new TextEncoder().encode(s.text).length, step: s.index, line: s.line };
    if (size.how === "nothing") {
      const found = sizeIn(s.text);
      if (found)
        size = {
          how: "file_size",
          bytes: found.bytes,
          step: s.index,
          line: s.line,
          excerpt: found.excerpt,
        };
    }
  }
  return size;
}

export type ParityFromLog =
  { parity: "matched"; evidence: string } | { parity: "differs"; evidence: string } | { parity: "not_shown"; evidence: string };

/**
 * Whether the log shows the shipped instruction: matched (same sha256), differs (another prompt,
 * or instruction.md of another size), or not shown (the parity can then only be claimed). A file of
 * the right size is not shown to be the right file.
 */
export function parityFromLog(shown: InstructionShown, shipped: ShippedInstruction): ParityFromLog {
  const ref = `the shipped instruction.md is ${shipped.sha256.slice(0, 8)}… (${shipped.bytes} B)`;
  switch (shown.how) {
    case "first_message":
    case "file_text": {
      const what = shown.how === "first_message" ? "first user message" : "instruction.md as read";
      const at = `${what} at step ${shown.step} (line ${shown.line}) is ${shown.sha256.slice(0, 8)}… (${shown.bytes} B)`;
      // instruction.md read back is found only when its text is the shipped text (ends trimmed): matched by construction
      return shown.how === "file_text" || shown.sha256 === shipped.sha256
        ? { parity: "matched", evidence: `the trajectory's ${at}, the shipped instruction` }
        : { parity: "differs", evidence: `the trajectory's ${at}; ${ref}` };
    }
    case "file_size":
      return shown.bytes === shipped.bytes
        ? {
            parity: "not_shown",
            evidence: `the trajectory shows instruction.md of ${shown.bytes} B at step ${shown.step} (line ${shown.line}), the shipped size, but not its text`,
          }
        : {
            parity: "differs",
            evidence: `the trajectory shows the agent's instruction.md was ${shown.bytes} B at step ${shown.step} (line ${shown.line}: "${shown.excerpt}"); ${ref}`,
          };
    case "nothing":
      return {
        parity: "not_shown",
        evidence: "the trajectory shows neither the prompt the agent received nor the instruction file it read",
      };
  }
}

export function instructionInLog(steps: Step[], instructionText: string): StoredInstructionInLog {
  const shipped = shippedInstruction(instructionText);
  const shown = instructionShown(steps, shipped);
  const p = parityFromLog(shown, shipped);
  return { parity: p.parity, evidence: p.evidence, how: shown.how, step: shown.how === "nothing" ? null : shown.step };
}
