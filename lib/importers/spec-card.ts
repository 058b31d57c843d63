// SPEC.md: optional `---` front matter, then prose with one fenced ```yaml block — the spec card.
// A card that does not parse is fatal (the card is the task's contract) unless, in opt-in "recover" mode,
// every key a review needs still parses on its own: then the rest is kept and the loss is an error
// finding (the real kart card has one broken `difficulty:` line that PyYAML rejects too).
import YAML from "yaml";
import { decodeUtf8, splitLines, toJsonValue } from "./text";
import type { Finding, ImportError, JsonValue, ParsedTask } from "./types";

export const SPEC_MD = "SPEC.md";

export type SpecParse = { ok: true; spec: ParsedTask["spec"]; findings: Finding[] } | { ok: false; error: ImportError };

interface YamlOutcome {
  value: JsonValue | null;
  /** 1-based line inside the parsed text, and the reason */
  error: { line?: number; reason: string } | null;
}

/** Card keys without which a task cannot be reviewed: losing one to a YAML error is fatal. */
export const CRITICAL_CARD_KEYS = ["task", "question", "input", "output_schema", "ground_truth", "scorer"];

export function parseSpecMd(bytes: Uint8Array | undefined, cardErrors: "fatal" | "finding" | "recover" = "fatal"): SpecParse {
  if (bytes === undefined) {
    const finding: Finding = {
      code: "spec_missing",
      severity: "warning",
      file: SPEC_MD,
      message: "no SPEC.md: no spec card, no media pin",
    };
    return { ok: true, spec: null, findings: [finding] };
  }
  const raw = decodeUtf8(bytes);
  if (raw === null) return { ok: false, error: { file: SPEC_MD, reason: "not valid UTF-8" } };
  const lines = splitLines(raw);
  const findings: Finding[] = [];

  const front = findFrontMatter(lines);
  const frontMatter = front === null ? null : readFrontMatter(lines, front, findings);

  const blocks = findYamlFences(lines, front?.end ?? 0);
  if (blocks.length === 0) {
    findings.push({ code: "spec_card_missing", severity: "warning", file: SPEC_MD, message: "no fenced ```yaml card in SPEC.md" });
    return { ok: true, spec: { path: SPEC_MD, raw, frontMatter, card: null, cardLine: null }, findings };
  }
  if (blocks.length > 1) {
    const extra = blocks
      .slice(1)
      .map((b) => b.fenceLine)
      .join(", ");
    findings.push({
      code: "spec_card_extra_blocks",
      severity: "info",
      file: SPEC_MD,
      line: blocks[1].fenceLine,
      message: `the first yaml block is the card; further yaml blocks at lines ${extra} are not read`,
    });
  }
  const card = blocks[0];
  const cardLines = lines.slice(card.fenceLine, card.closeLine - 1);
  const outcome = parseYaml(cardLines.join("\n"));
  if (outcome.error) {
    const line = card.fenceLine + (outcome.error.line ?? 1);
    // every top-level key is tried alone, so one report names each broken key with its line
    const salvage = salvageTopLevelKeys(cardLines, card.fenceLine);
    const cause = causeOf(lines[line - 1] ?? "");
    const first = cause ? `${cause}: YAML reads it as a nested key, quote the whole value (${outcome.error.reason})` : outcome.error.reason;
    const broken = salvage.failed.map((f) => `\`${f.key}\` (line ${f.line}${f.cause ? `: ${f.cause}` : ""})`).join(", ");
    const lostCritical = salvage.failed.filter((f) => CRITICAL_CARD_KEYS.includes(f.key));
    const recovered = Object.keys(salvage.value).length;
    const brokenText = broken ? `; broken keys: ${broken}` : "";
    if (cardErrors === "fatal") return { ok: false, error: { file: SPEC_MD, line, field: "yaml card", reason: first + brokenText } };
    if (recovered === 0)
      return {
        ok: false,
        error: { file: SPEC_MD, line, field: "yaml card", reason: `${first}${brokenText}; no key of the card parses on its own` },
      };
    const needed = lostCritical.length
      ? `; a review needs ${lostCritical.map((f) => `\`${f.key}\``).join(", ")}: read ${lostCritical.length > 1 ? "them" : "it"} in SPEC.md`
      : "";
    findings.push({
      code: "spec_card_invalid",
      severity: "error",
      file: SPEC_MD,
      line,
      field: "yaml card",
      message: `${first}; kept the top-level keys that parse alone${brokenText || "; lost: none"}${needed}`,
    });
    return { ok: true, spec: { path: SPEC_MD, raw, frontMatter, card: salvage.value, cardLine: card.fenceLine }, findings };
  }
  if (outcome.value === null || typeof outcome.value !== "object" || Array.isArray(outcome.value)) {
    return { ok: false, error: { file: SPEC_MD, line: card.fenceLine, field: "yaml card", reason: "the card is not a mapping of keys" } };
  }
  return { ok: true, spec: { path: SPEC_MD, raw, frontMatter, card: outcome.value, cardLine: card.fenceLine }, findings };
}

/** The front matter's value; a YAML error in it is a warning finding, not fatal (the card is the contract). */
function readFrontMatter(lines: string[], front: { start: number; end: number }, findings: Finding[]): JsonValue | null {
  const outcome = parseYaml(lines.slice(front.start, front.end).join("\n"));
  if (outcome.error) {
    const line = front.start + (outcome.error.line ?? 1);
    findings.push({
      code: "spec_front_matter_invalid",
      severity: "warning",
      file: SPEC_MD,
      line,
      field: "front matter",
      message: outcome.error.reason,
    });
  }
  return outcome.value;
}

/** Lines [start, end) of the front matter body (0-based), when the file opens with `---`. */
function findFrontMatter(lines: string[]): { start: number; end: number } | null {
  if (lines[0]?.trim() !== "---") return null;
  const close = lines.findIndex((l, i) => i > 0 && l.trim() === "---");
  return close > 0 ? { start: 1, end: close } : null;
}

/** ```yaml / ```yml fences; fenceLine and closeLine are 1-based. An unclosed fence runs to the end. */
function findYamlFences(lines: string[], from: number): { fenceLine: number; closeLine: number }[] {
  const blocks: { fenceLine: number; closeLine: number }[] = [];
  let open: { line: number; yaml: boolean; fence: string } | null = null;
  for (let i = from; i < lines.length; i++) {
    const fence = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i]);
    if (!fence) continue;
    if (open === null) {
      open = { line: i + 1, yaml: /^ya?ml$/i.test(fence[2]), fence: fence[1] };
    } else if (fence[1].startsWith(open.fence) && fence[2] === "") {
      if (open.yaml) blocks.push({ fenceLine: open.line, closeLine: i + 1 });
      open = null;
    }
  }
  if (open?.yaml) blocks.push({ fenceLine: open.line, closeLine: lines.length + 1 });
  return blocks;
}

/** Parse each top-level `key:` block alone, so one bad line costs one key, not the whole card. */
function salvageTopLevelKeys(
  cardLines: string[],
  fenceLine: number,
): { value: Record<string, JsonValue>; failed: { key: string; line: number; cause: string | null }[] } {
  const starts = cardLines.flatMap((l, i) => (/^[A-Za-z_][\w-]*\s*:/.test(l) ? [i] : []));
  const value: Record<string, JsonValue> = {};
  const failed: { key: string; line: number; cause: string | null }[] = [];
  starts.forEach((start, k) => {
    const chunkLines = cardLines.slice(start, starts[k + 1] ?? cardLines.length);
    const chunk = parseYaml(chunkLines.join("\n"));
    const key = /^([A-Za-z_][\w-]*)/.exec(cardLines[start])![1];
    if (chunk.error || chunk.value === null || typeof chunk.value !== "object" || Array.isArray(chunk.value)) {
      // the line inside the key's block where YAML stopped, as a SPEC.md line
      const at = Math.max(1, chunk.error?.line ?? 1);
      failed.push({ key, line: fenceLine + start + at, cause: causeOf(chunkLines[at - 1] ?? "") });
    } else Object.assign(value, chunk.value);
  });
  return { value, failed };
}

/**
 * The usual reason a card line breaks YAML, said in words: a plain (unquoted) value holding ": ",
 * which YAML reads as a second key on the same line ("evidence: frames: 1-4" is not a string).
 */
export function causeOf(line: string): string | null {
  const m = /^\s*(?:-\s+)?([A-Za-z_][\w-]*)\s*:\s+(.*)$/.exec(line);
  if (!m) return null;
  const [, key, value] = m;
  if (/^["'[{|>&*!]/.test(value)) return null;
  const colon = withoutComment(value).indexOf(": ");
  if (colon < 0) return null;
  return `the value of \`${key}\` holds an unquoted ": " after "${value.slice(0, colon).slice(-30)}"`;
}

/** A plain YAML value without its trailing comment (whitespace then #): found by one scan, where
 * `/\s+#.*$/` retried every whitespace run at each of its characters (quadratic on a line of spaces). */
function withoutComment(value: string): string {
  const hash = value.search(/\s#/);
  if (hash < 0) return value;
  let start = hash;
  while (start > 0 && /\s/.test(value[start - 1])) start--;
  return value.slice(0, start);
}

function parseYaml(text: string): YamlOutcome {
  const doc = YAML.parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const first = doc.errors[0];
    // the library's message names a line inside the block; drop it, the caller reports the file line
    const message = first.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    const column = first.linePos?.[0]?.col;
    const reason = `YAML does not parse${column ? ` (column ${column})` : ""}: ${message} (${first.code})`;
    return { value: null, error: { line: first.linePos?.[0]?.line, reason } };
  }
  // an alias inside its own anchor (`a: &a [*a, *a, …]`) is a recursive value: yaml's toJS took
  // minutes on 1,000 of them (found by bench:hostile; the request got no answer) and the result
  // has no JSON form, so such a card is refused before it is built
  let recursive: string | null = null;
  let aliases = 0;
  YAML.visit(doc, {
    Alias(_key, node, path) {
      aliases += 1;
      const target = node.resolve(doc);
      if (target !== undefined && path.some((ancestor) => ancestor === target)) {
        recursive = node.source;
        return YAML.visit.BREAK;
      }
      if (aliases > MAX_ALIASES) return YAML.visit.BREAK;
    },
  });
  if (recursive !== null)
    return { value: null, error: { reason: `YAML alias *${recursive} is inside its own anchor (a recursive value)` } };
  if (aliases > MAX_ALIASES) return { value: null, error: { reason: `YAML has more than ${MAX_ALIASES} aliases` } };
  return { value: toJsonValue(doc.toJS({ maxAliasCount: MAX_ALIASES })), error: null };
}

const MAX_ALIASES = 100;
