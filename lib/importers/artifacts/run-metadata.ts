// `*.run-metadata.txt`: what the harness recorded about a run, one `key: value` (or `key=value`)
// per line. The instruction sha256 it names is evidence of which instruction.md the run read
// (stronger than a scores.md claim, weaker than the trajectory's own first message); the media
// sha256, of which video it saw. A line that is not key/value, or a sha key whose value is not a
// sha256, refuses the file: a half-read metadata file is no evidence.
import { decodeUtf8, splitLines } from "../text";

export interface RunMetadata {
  /** every key as written -> value (trimmed), in file order */
  entries: { key: string; value: string; line: number }[];
  instructionSha256: { value: string; line: number } | null;
  mediaSha256: { value: string; line: number } | null;
  /** the tool calls the harness counted (`tool_calls: 386`, `turns = 386`); a limit or budget key is not a count */
  toolCalls: { value: number; line: number } | null;
}

export type RunMetadataRead =
  { ok: true; metadata: RunMetadata } | { ok: false; problem: { line?: number; field?: string; reason: string } };

const KEY_VALUE = /^([A-Za-z0-9_. /()-]*[A-Za-z0-9_)])\s*(?::|=)\s*(.*)$/;
const SHA256 = /^(?:sha256:)?([0-9a-fA-F]{64})$/;
const HASH_WORD = /sha|hash|digest/i;
const INSTRUCTION_KEY = /instruction|prompt/i;
const MEDIA_KEY = /media|video|\.mp4|clip/i;

export function readRunMetadata(raw: Uint8Array): RunMetadataRead {
  const text = decodeUtf8(raw);
  if (text === null) return { ok: false, problem: { reason: "not valid UTF-8" } };
  const entries: RunMetadata["entries"] = [];
  for (const [i, rawLine] of splitLines(text).entries()) {
    const line = rawLine.trim();
    if (line === "" || line.startsWith("#")) continue;
    const m = KEY_VALUE.exec(line);
    if (m === null) return { ok: false, problem: { line: i + 1, reason: `expected "key: value", found "${line.slice(0, 60)}"` } };
    entries.push({ key: m[1].trim(), value: m[2].trim(), line: i + 1 });
  }
  if (entries.length === 0) return { ok: false, problem: { reason: "no key: value lines" } };
  const instruction = shaOf(entries, INSTRUCTION_KEY);
  if (!instruction.ok) return instruction;
  const media = shaOf(entries, MEDIA_KEY);
  if (!media.ok) return media;
  const calls = toolCallsOf(entries);
  if (!calls.ok) return calls;
  return { ok: true, metadata: { entries, instructionSha256: instruction.sha, mediaSha256: media.sha, toolCalls: calls.count } };
}

const CALLS_KEY = /tool[-_ ]?calls?|turns/i;
const NOT_A_COUNT_KEY = /max|limit|budget|allowed|timeout/i;

type CallsOf =
  { ok: true; count: { value: number; line: number } | null } | { ok: false; problem: { line: number; field: string; reason: string } };

function toolCallsOf(entries: RunMetadata["entries"]): CallsOf {
  const e = entries.find((x) => CALLS_KEY.test(x.key) && !NOT_A_COUNT_KEY.test(x.key));
  if (e === undefined) return { ok: true, count: null };
  if (!/^\d+$/.test(e.value))
    return {
      ok: false,
      problem: { line: e.line, field: e.key, reason: `expected a count of tool calls, found "${e.value.slice(0, 60)}"` },
    };
  return { ok: true, count: { value: Number(e.value), line: e.line } };
}

type ShaOf =
  { ok: true; sha: { value: string; line: number } | null } | { ok: false; problem: { line: number; field: string; reason: string } };

/** The one sha256 under a key naming `subject` and a hash word; two different ones refuse the file. */
function shaOf(entries: RunMetadata["entries"], subject: RegExp): ShaOf {
  let found: { value: string; line: number; key: string } | null = null;
  for (const e of entries) {
    if (!subject.test(e.key) || !HASH_WORD.test(e.key)) continue;
    const m = SHA256.exec(e.value);
    if (m === null)
      return {
        ok: false,
        problem: { line: e.line, field: e.key, reason: `expected a sha256 (64 hex digits), found "${e.value.slice(0, 80)}"` },
      };
    const value = m[1].toLowerCase();
    if (found !== null && found.value !== value)
      return {
        ok: false,
        problem: { line: e.line, field: e.key, reason: `a second, different sha256 (line ${found.line} ${found.key} says ${found.value})` },
      };
    found ??= { value, line: e.line, key: e.key };
  }
  return { ok: true, sha: found === null ? null : { value: found.value, line: found.line } };
}
