// Reading single cells of a calibration table: harness names, conditions, scores and turn counts.
import type { Condition } from "../types";

/** Markdown emphasis and code marks off; whitespace collapsed. Backtick contents are kept. */
export function plain(cell: string): string {
  return (
    cell
      .replace(/\*\*|__|~~/g, "")
      // a markdown link reads as its text: "[Codex CLI](rollouts/x.jsonl)" -> "Codex CLI"
      .replace(/\[([^\]\n]{1,200})\]\([^)\s]{0,500}\)/g, "$1")
      .replace(/`/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

export function normaliseHarness(text: string): string {
  const t = plain(text);
  if (/codex/i.test(t)) return "Codex CLI";
  if (/claude code|claude -p\b/i.test(t)) return "Claude Code";
  if (/antigravity/i.test(t)) return "Antigravity";
  if (/gemini cli/i.test(t)) return "Gemini CLI";
  // a harness column saying just "Claude" names the Claude Code CLI (melee's calibration table)
  if (/^claude$/i.test(t)) return "Claude Code";
  return t;
}

/** A cell struck through as a whole (`~~0.41~~`): the contributor withdrew what it says. */
export function isStruck(cell: string): boolean {
  return /^~~[^~][\s\S]*~~$/.test(cell.trim());
}

/**
 * The harness a run label names, when it names one of the benchmark's harnesses ("Codex CLI
 * (gpt-5.6-sol), final", "Antigravity CLI local, conversation …", "[Claude Code CLI](rollouts/…)");
 * null otherwise. Antigravity first because it runs Gemini models.
 */
export function harnessInLabel(label: string): string | null {
  const t = plain(label);
  if (/\bantigravity\b/i.test(t)) return "Antigravity";
  if (/\bcodex\b/i.test(t)) return "Codex CLI";
  if (/\bclaude code\b|\bclaude -p\b/i.test(t)) return "Claude Code";
  if (/\bgemini cli\b/i.test(t)) return "Gemini CLI";
  if (/\bcopilot cli\b/i.test(t)) return "GitHub Copilot CLI";
  return null;
}

/** A model a run label names ("GPT 5.6 Sol", "gpt-5.6-sol", "Opus 4.8", "Gemini 3.5 Flash"), verbatim. */
export function modelInLabel(label: string): string | null {
  const t = plain(label);
  return (
    /\b(?:gpt[- ]?\d[\w.-]*(?:\s+sol)?|claude[- ](?:opus|sonnet)[\w. -]*?\d[\w.-]*|(?:opus|sonnet|fable)[- ]\d[\w.]*|gemini[- ]\d[\w.]*(?:[- ](?:flash|pro)(?:[- ]high)?)?)/i
      .exec(t)?.[0]
      ?.trim() ?? null
  );
}

/**
 * Looser than normaliseHarness, for matching prose labels ("Claude Opus 4.8 (native)",
 * "Antigravity Gemini 3.6") to rows; Antigravity first because it runs Gemini models.
 */
export function harnessKeyword(text: string): string | null {
  const t = plain(text);
  if (/antigravity/i.test(t)) return "Antigravity";
  if (/codex/i.test(t)) return "Codex CLI";
  if (/claude/i.test(t)) return "Claude Code";
  if (/gemini cli/i.test(t)) return "Gemini CLI";
  return null;
}

/** "Claude Code CLI (2.1.241)" -> "2.1.241"; "Antigravity CLI 1.1.12" -> "1.1.12". */
export function versionInHarnessCell(text: string): string | null {
  const t = plain(text);
  return /\((\d+(?:\.\d+)+)\)/.exec(t)?.[1] ?? /\s(\d+(?:\.\d+){1,3})$/.exec(t)?.[1] ?? null;
}

/** Whether a harness/run label itself says native or wrapped; null when it says neither. */
export function wrappedFromLabel(text: string): boolean | null {
  const t = plain(text);
  if (/agent-host|wrapped|wrapper|coached|copilot/i.test(t)) return true;
  if (/\bnative\b/i.test(t)) return false;
  return null;
}

/** Condition names in the order they must be tried ("frame dump …, no media tools" is not no-media). */
const CONDITION_PATTERNS: [Condition, RegExp][] = [
  // "every native 10 fps frame pasted, no tools", "16 uniform frames per recording, no tools",
  // "all-frame contact sheets": frames handed over at once, no way to seek
  ["frame_dump_no_tools", /frame[- _]dump|all[- _]frames?\b|frames? pasted|frames?\b[^;]{0,40}\bno (?:inspection )?tools|contact sheets/i],
  ["single_frame", /single[- _]frame|one (?:\w+ ){0,2}(?:frame|still)\b/i],
  ["video_only", /video[- _]only/i],
  ["audio_only", /audio[- _]only/i],
  ["no_media", /no[- _]media/i],
];

export function conditionFromLabel(label: string): Condition {
  return CONDITION_PATTERNS.find(([, re]) => re.test(label))?.[0] ?? "other";
}

export interface ScoreCell {
  /** one value per run; empty when the cell has no number */
  values: number[];
  /** the cell without markdown emphasis: what the contributor wrote */
  text: string;
  approx: boolean;
  /** text after the numbers: "(salvaged, run cut short)" -> "salvaged, run cut short" */
  qualifier: string;
  pending: boolean;
  notApplicable: boolean;
  /** "n=3:" */
  declaredRuns: number | null;
}

const NUMBER = /^[~≈]?\s*-?\d+(?:\.\d+)?/;

export function parseScoreCell(cell: string): ScoreCell {
  const text = plain(cell);
  const out: ScoreCell = { values: [], text, approx: false, qualifier: "", pending: false, notApplicable: false, declaredRuns: null };
  if (/\b(pending|todo|not (yet )?run)\b/i.test(text)) {
    out.pending = true;
    out.qualifier = text;
    return out;
  }
  if (/^n\/?a\b/i.test(text)) {
    out.notApplicable = true;
    out.qualifier = text.replace(/^n\/?a\b\s*/i, "");
    return out;
  }
  let rest = text;
  const runs = /^n\s*=\s*(\d+)\s*:\s*/i.exec(rest);
  if (runs) {
    out.declaredRuns = Number(runs[1]);
    rest = rest.slice(runs[0].length);
  }
  // numbers separated by "/" ("0.030 / 0.000 / 0.052", "0.009 / 0.0"); then any qualifier
  for (;;) {
    const m = NUMBER.exec(rest);
    if (!m) break;
    if (/^[~≈]/.test(m[0])) out.approx = true;
    out.values.push(Number(m[0].replace(/^[~≈]\s*/, "")));
    rest = rest.slice(m[0].length).trimStart();
    if (!rest.startsWith("/")) break;
    rest = rest.slice(1).trimStart();
  }
  out.qualifier = rest.replace(/^\((.*)\)$/, "$1").trim();
  return out;
}

/** "88" -> [88]; "242 / 120 / 237" -> three; "~30", "57 (28 min)" -> one; "—", "", ">430" -> [] (the text is kept by the caller). */
export function parseTurnsCell(cell: string): number[] {
  const text = plain(cell);
  if (/^\d+(\s*\/\s*\d+)*$/.test(text)) return text.split("/").map((s) => Number(s.trim()));
  const lead = /^[~≈]?\s*(\d+)\s*(?:\([^)]*\))?$/.exec(text);
  if (lead) return [Number(lead[1])];
  // a prose cell ("212 tool-call turns over 3 h; every rally scrubbed"): one stated count only
  const stated = [...text.matchAll(/(?<![\d.>~<])(\d[\d,]*)\s+(?:tool[- ]call\s+turns?|tool[- ]calls?|turns?)\b/gi)].map((m) =>
    Number(m[1].replace(/,/g, "")),
  );
  return stated.length === 1 ? stated : [];
}

/** Tool calls a free-text note states ("… and 237 completed shell calls"); never bare "turns" (speaker turns). */
export function toolCallsInNote(text: string): number | null {
  const stated = [
    ...plain(text).matchAll(/(?<![\d.>~<])(\d[\d,]*)\s+(?:completed\s+)?(?:tool[- ]call\s+turns?|tool[- ]calls?|shell calls?)\b/gi),
  ];
  return stated.length === 1 ? Number(stated[0][1].replace(/,/g, "")) : null;
}

/** Backticked paths in a trajectory cell, e.g. "`rollouts/x.jsonl`" or "`x.jsonl` in `rollouts/manifest.json`". */
export function backticked(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
}

export const emptyToNull = (text: string): string | null => {
  const t = plain(text);
  return t === "" || t === "—" || t === "-" ? null : t;
};
