// Contributors spell harness names freely ("Claude Code CLI", "Claude Code (native `claude -p`)",
// "Antigravity CLI"). The coverage gate needs to know which required harness a row is from.
import type { RequiredHarness } from "./thresholds";

const PATTERNS: ReadonlyArray<[RequiredHarness, RegExp]> = [
  ["Codex CLI", /\bcodex\b/i],
  // "VS Code Claude Agent SDK" is a wrapper, not Claude Code: require the words in this order
  ["Claude Code", /\bclaude[\s_-]*code\b|\bclaude -p\b/i],
  ["Antigravity", /\bantigravity\b/i],
];

/** The required harness a free-text harness name denotes, or null (e.g. "Gemini CLI"). */
export function requiredHarnessOf(harness: string): RequiredHarness | null {
  for (const [name, pattern] of PATTERNS) if (pattern.test(harness)) return name;
  return null;
}
