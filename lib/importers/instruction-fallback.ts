// A folder without steps/solve/instruction.md may still ship the prompt its runs were given: a
// document states the prompt's sha256 ("task prompt SHA256 | `911e5db8…`", "Formal prompt SHA256:
// …") and a file in the folder has exactly those bytes (melee's TASK_TO_SUBMIT.md). That file is
// the contract the rows ran, so it stands in for the instruction, with a warning saying so. Only
// an exact hash match counts: a similar-looking prompt is never taken.
import { sha256Hex } from "./hashing";
import { decodeUtf8 } from "./text";
import type { Finding, ParsedTask, TaskFiles } from "./types";

const MAX_TEXT = 200_000;
/** "prompt SHA256: <hex>", "instruction sha256 | `<hex>`": a hash a document says is the prompt's */
const STATED = /(?:prompt|instruction)[^\n]{0,40}?sha-?256[^0-9a-f\n]{0,40}([0-9a-f]{64})/gi;

export function instructionFromStatedHash(
  files: TaskFiles,
  instructionPath: string,
): { value: ParsedTask["instruction"]; finding: Finding } | null {
  const stated = new Map<string, string>();
  for (const [path, bytes] of files) {
    if (bytes.length > MAX_TEXT || !/\.(md|txt|json|toml)$/i.test(path)) continue;
    const text = decodeUtf8(bytes);
    if (text === null) continue;
    for (const m of text.matchAll(STATED)) if (!stated.has(m[1].toLowerCase())) stated.set(m[1].toLowerCase(), path);
  }
  if (stated.size === 0) return null;
  for (const [path, bytes] of files) {
    if (bytes.length > MAX_TEXT || !/\.(md|txt)$/i.test(path)) continue;
    const sha256 = sha256Hex(bytes);
    const where = stated.get(sha256);
    const text = where === undefined ? null : decodeUtf8(bytes);
    if (where === undefined || text === null || text.trim() === "") continue;
    return {
      value: { path, text, sha256, byteLength: bytes.length },
      finding: {
        code: "instruction_from_prompt_copy",
        severity: "warning",
        file: instructionPath,
        message: `no ${instructionPath}: ${path} stands in for it (its sha256 ${sha256} is the prompt hash ${where} states); add the instruction at its place`,
      },
    };
  }
  return null;
}
