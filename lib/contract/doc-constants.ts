// doc_contradicts_constant: a text file the task ships states a value for a named constant
// ("AGENT_MAX (0.50)", "AGENT_MAX is 0.5") while the code it ships executes another
// (`AGENT_MAX = 0.10`). Definitions are read from code files only; mentions from every text file
// (comments, docstrings, READMEs; in a code file only its comments and docstrings: code proper
// that compares or passes the constant states nothing), excluding the definition lines themselves.
import { proseRanges, rangeLookup } from "./code-prose";
import { lineIndex, matchesWithLines } from "./text";
import type { ContractFinding } from "./types";

const CODE = /\.(py|sh|bash|js|mjs|cjs|ts|rb|go|rs|toml|cfg|ini|yaml|yml)$/i;
const NUMBER = String.raw`-?\d+(?:\.\d+)?(?:e-?\d+)?`;
const DEFINITION = new RegExp(
  String.raw`^[ \t]*(?:export[ \t]+)?(?:const[ \t]+|let[ \t]+|var[ \t]+|readonly[ \t]+|final[ \t]+)?([A-Z][A-Z0-9_]{2,})(?:[ \t]*:[ \t]*\w+)?[ \t]*=[ \t]*(${NUMBER})\b`,
  "gm",
);

export interface TextFile {
  path: string;
  text: string;
}

interface Definition {
  file: string;
  line: number;
  value: number;
}

/** A constant's name stating a value: one scan per file finds every name's mentions (a regex per name re-read every file once per constant). */
const MENTION = new RegExp(String.raw`\b([A-Z][A-Z0-9_]{2,})\b[\s\`'"*]*(?:\(|is|of|=|==|:|at|<=|>=|<|>|≤|≥)[\s\`'"*(]*(${NUMBER})`, "g");

interface Defined {
  first: Definition;
  values: Set<number>;
  /** "file:line" of every definition (a definition line mentions its own name) */
  at: Set<string>;
}

export function docConstantFindings(files: readonly TextFile[]): ContractFinding[] {
  const defs = new Map<string, Defined>();
  for (const f of files) {
    if (!CODE.test(f.path)) continue;
    for (const { match, line } of matchesWithLines(f.text, DEFINITION)) {
      const d: Definition = { file: f.path, line, value: Number(match[2]) };
      const held = defs.get(match[1]) ?? { first: d, values: new Set<number>(), at: new Set<string>() };
      held.values.add(d.value);
      held.at.add(`${d.file}:${d.line}`);
      defs.set(match[1], held);
    }
  }
  const lineIndexes = new Map(files.map((f) => [f.path, lineIndex(f.text)]));
  // per constant, in the order constants were defined; per constant, file by file in reading order
  const byName = new Map<string, ContractFinding[]>([...defs.keys()].map((name) => [name, []]));
  for (const f of files) {
    // in a code file only its comments and docstrings state values; elsewhere every line is prose
    const inProse = CODE.test(f.path) ? rangeLookup(proseRanges(f.path, f.text)) : null;
    for (const { match, line } of matchesWithLines(f.text, MENTION)) {
      const name = match[1];
      const defined = defs.get(name);
      if (defined === undefined) continue;
      if (inProse !== null && !inProse(match.index)) continue;
      if (defined.at.has(`${f.path}:${line}`)) continue;
      const stated = Number(match[2]);
      if (defined.values.has(stated)) continue;
      const d = defined.first;
      byName.get(name)!.push({
        code: "doc_contradicts_constant",
        severity: "error",
        file: f.path,
        line,
        message: `${f.path}:${line} says ${name} is ${match[2]}; ${d.file}:${d.line} executes ${name} = ${d.value}`,
        evidence: `${lineIndexes.get(f.path)!.lineText(line)} | ${lineIndexes.get(d.file)!.lineText(d.line)}`,
        fix: `make the text state the executed value (${d.value}), or change the constant and re-run what depends on it`,
      });
    }
  }
  return [...byName.values()].flat();
}
