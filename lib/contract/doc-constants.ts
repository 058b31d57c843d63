// doc_contradicts_constant: a text file the task ships states a value for a named constant
// ("AGENT_MAX (0.50)", "AGENT_MAX is 0.5") while the code it ships executes another
// (`AGENT_MAX = 0.10`). Definitions are read from code files only; mentions from every text file
// (comments, docstrings, READMEs; in a code file only its comments and docstrings: code proper
// that compares or passes the constant states nothing), excluding the definition lines themselves.
import { inRanges, proseRanges } from "./code-prose";
import { lineText, matchesWithLines } from "./text";
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

export function docConstantFindings(files: readonly TextFile[]): ContractFinding[] {
  const defs = new Map<string, Definition[]>();
  for (const f of files) {
    if (!CODE.test(f.path)) continue;
    for (const { match, line } of matchesWithLines(f.text, DEFINITION))
      defs.set(match[1], [...(defs.get(match[1]) ?? []), { file: f.path, line, value: Number(match[2]) }]);
  }
  const out: ContractFinding[] = [];
  for (const [name, definitions] of defs) {
    const mention = new RegExp(String.raw`\b${name}\b[\s\`'"*]*(?:\(|is|of|=|==|:|at|<=|>=|<|>|≤|≥)[\s\`'"*(]*(${NUMBER})`, "g");
    for (const f of files) {
      // in a code file only its comments and docstrings state values; elsewhere every line is prose
      const prose = CODE.test(f.path) ? proseRanges(f.path, f.text) : null;
      for (const { match, line } of matchesWithLines(f.text, mention)) {
        if (prose !== null && !inRanges(prose, match.index)) continue;
        if (definitions.some((d) => d.file === f.path && d.line === line)) continue;
        const stated = Number(match[1]);
        if (definitions.some((d) => d.value === stated)) continue;
        const d = definitions[0];
        out.push({
          code: "doc_contradicts_constant",
          severity: "error",
          file: f.path,
          line,
          message: `${f.path}:${line} says ${name} is ${match[1]}; ${d.file}:${d.line} executes ${name} = ${d.value}`,
          evidence: `${lineText(f.text, line)} | ${lineText(files.find((x) => x.path === d.file)!.text, d.line)}`,
          fix: `make the text state the executed value (${d.value}), or change the constant and re-run what depends on it`,
        });
      }
    }
  }
  return out;
}
