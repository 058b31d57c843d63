// Which calibration rows a piece of prose is about, in the order a reviewer would read it: the
// table row the words sit in; the file they name (video-only.json -> the row whose ledger it is);
// the harness, model or condition they name; the paragraph lead or heading above them; the
// document itself when it is a row's record (rollouts/<stem>.md beside <stem>.jsonl); and a
// folder-wide phrase ("none of the four rows") for every row it covers. A sentence about a
// replaced or original round is about that round's row, never the current one; so is a sentence
// about a run under an earlier contract, a run named by an id no row records, or a run given
// another reasoning effort than the row's. Pure.
import { basename, dirname, stemOf } from "../paths";
import { conditionFromLabel, harnessKeyword } from "../scores-md/cells";
import type { CalibrationRow, Condition } from "../types";
import type { Statement } from "./statements";

/** Words that make a sentence about a replaced/earlier round rather than the row now reported. */
export const REPLACED_CONTEXT =
  /\b(?:replaced|superseded|removed|earlier|original|previous|older|old)\s+(?:[\w.-]+\s+){0,3}(?:rounds?|runs?|rows?|attempts?)\b(?!'s)|\b(?:round|run|one) (?:it|this \w+) replaces\b|\breplaced (?:for|round|by)\b|\bagent-host round\b|\|\s*(?:replaced|superseded)\s*\|/i;
/**
 * Words saying the sentence is about a run that is no row: an attempt excluded, discarded or "not a
 * row" ("A second `xhigh` attempt is also excluded: it hit the Claude subscription session limit",
 * industreal scores.md:43). Its labels belong to that run, never to the row of the same harness.
 */
export const EXCLUDED_RUN =
  /\b(?:attempts?|runs?|rounds?|trials?)\b[^.;:]{0,40}?\b(?:is|was|were|are) (?:also )?(?:excluded|discarded|dropped|abandoned|not (?:a |the )?(?:row|counted|used))\b|\b(?:excluded|discarded|abandoned) (?:[\w`.-]+ ){0,3}(?:attempts?|runs?|rounds?|trials?)\b/i;
/**
 * Words saying the sentence is about a run made under an earlier contract ("A Codex run under the
 * previous contract, inside the frozen image, scored 0.1621", captaincook SPEC.md:167): that run's
 * labels belong to a row that is itself that run, never to the row now reported for the harness.
 */
export const EARLIER_CONTRACT_RUN =
  /\b(?:runs?|rounds?|attempts?|trials?)\s+(?:under|against|with|on|of|from)\s+(?:the\s+|an?\s+)?(?:previous|earlier|older|old|superseded|prior|original)\s+(?:contract|instruction|prompt|spec|version)\b/i;
/** A row's own words saying it ran an earlier instruction (cells, notes): such a row is that earlier run. */
const OWN_EARLIER_WORDS = /\b(?:earlier|older|old|previous|prior|superseded|outdated|stale|pre-?contract)\b/i;
/** A run's own id, as run folders name runs ("claude-natural-chess-20260719T070702Z"): a harness-ish word and a timestamp. */
const RUN_ID = /\b[a-z][a-z0-9.-]*-\d{8}T\d{4,6}Z?\b/gi;
/** A sentence that goes on about the run the sentence before named ("It reached 210 completed tool uses …"). */
const GOES_ON = /^\s*(?:it|its|this run|the run|that run)\b/i;
/** A reasoning effort the words give a run ("Opus 4.8 at xhigh", "high reasoning", "reasoning: low"). */
const REASONING_SAID =
  /\bat (minimal|low|medium|high|xhigh)\b|\b(minimal|low|medium|high|xhigh)(?:[- ]effort| reasoning)\b|\breasoning(?: effort)?[ =:]+(minimal|low|medium|high|xhigh|default)\b/i;
const CONTACT_SHEETS = /\bcontact[- ]sheets?\b/i;
/** "none of the four rows", "all runs", "the three original rows": a statement about every row in scope. */
const FOLDER_WIDE =
  /\b(?:none of the|all(?: of the)?|every|each of the|both)\s+(?:[\w-]+\s+)?(?:rows?|runs?|rollouts?|measurements?)\b|\bthe (?:two|three|four|five|six|seven|eight|\d+) (?:[\w-]+ )?(?:rows|runs|rollouts)\b/i;
// starts only where a path-like word starts: tried at every character, the greedy run re-read the
// rest of a long word each time (quadratic on a megabyte without spaces)
const FILE_NAME = /(?<![\w.\/-])[\w.\/-]+\.(?:jsonl\.gz|jsonl|json|md|txt)\b/g;
/** Clauses of one sentence that can be about different rows ("the Codex run is X, and the Claude run is Y"). */
const CLAUSE_SPLIT = /;\s|,\s+(?:and|but|while|whereas)\s+|\s[—–]\s/g;

const HARNESS_WORDS: [RegExp, string][] = [
  [/antigravity/i, "Antigravity"],
  [/codex|\bgpt-?\d/i, "Codex CLI"],
  [/claude|\bopus\b|\bsonnet\b/i, "Claude Code"],
  [/gemini cli/i, "Gemini CLI"],
];

export function rowHarness(row: CalibrationRow): string | null {
  if (row.kind === "anchor") return null;
  return harnessKeyword(row.harnessRaw) ?? harnessKeyword(row.harness) ?? harnessKeyword(row.model ?? "") ?? geminiHarness(row);
}

function geminiHarness(row: CalibrationRow): string | null {
  return /gemini/i.test(`${row.harnessRaw} ${row.model ?? ""}`) ? "Gemini CLI" : null;
}

/** A file a document names -> the stem rows' files are compared by ("claude-opus-4.8-native.md" -> "claude-opus-4.8-native"). */
function namedStem(file: string): string {
  return stemOf(basename(file).replace(/(?:[._-](?:run-metadata|metadata|tool-histogram|notes))?\.(?:md|txt)$/i, ".json"));
}

function rowFiles(row: CalibrationRow): string[] {
  return [row.citedLedgerPath, row.citedRolloutPath].filter((p): p is string => p !== null);
}

function rowsNamingFile(rows: CalibrationRow[], file: string): number[] {
  if (file.includes("*")) return [];
  const stem = namedStem(file);
  return indices(rows, (r) => rowFiles(r).some((p) => basename(p) === basename(file) || stemOf(p) === stem));
}

/** A record inside a run's own folder (`rollouts/codex-gpt-5.6-sol/row.json`) is about the row whose files share the folder's name. */
function rowsOfRunFolder(rows: CalibrationRow[], file: string): number[] {
  const folder = basename(dirname(file));
  return folder === "" ? [] : indices(rows, (r) => rowFiles(r).some((p) => stemOf(p) === folder));
}

function indices(rows: CalibrationRow[], keep: (r: CalibrationRow, i: number) => boolean): number[] {
  return rows.flatMap((r, i) => (keep(r, i) ? [i] : []));
}

/** Rows a text names by file, else by harness/model and condition. */
export function rowsNamedIn(text: string, rows: CalibrationRow[]): number[] {
  const byFile = [...text.matchAll(FILE_NAME)].flatMap((m) => rowsNamingFile(rows, m[0]));
  if (byFile.length > 0) return unique(byFile);
  const harnesses = new Set(HARNESS_WORDS.filter(([re]) => re.test(text)).map(([, h]) => h));
  if (/gemini(?! cli)/i.test(text) && !/antigravity/i.test(text))
    harnesses.add(rows.some((r) => rowHarness(r) === "Antigravity") ? "Antigravity" : "Gemini CLI");
  const condition = conditionNamed(text);
  const byCondition = condition === null ? [] : indices(rows, (r) => r.kind !== "anchor" && r.condition === condition);
  const byHarness = indices(rows, (r) => {
    const h = rowHarness(r);
    return h !== null && harnesses.has(h) && (condition === null ? r.condition === "full" : true);
  });
  if (condition !== null) {
    const both = byCondition.filter((i) => byHarness.includes(i));
    return both.length > 0 ? both : byCondition;
  }
  return byHarness;
}

function conditionNamed(text: string): Condition | null {
  const c = conditionFromLabel(text);
  if (c !== "full" && c !== "other") return c;
  // "the contact-sheet diagnostic" (medvedev SPEC.md:240): frames pasted as contact sheets are the frame dump
  return CONTACT_SHEETS.test(text) ? "frame_dump_no_tools" : null;
}

function unique(xs: number[]): number[] {
  return [...new Set(xs)].sort((a, b) => a - b);
}

/** [start, end) of each clause of `sentence`, in order (the clauses cover it). */
function clauseSpans(sentence: string): [number, number][] {
  const spans: [number, number][] = [];
  let start = 0;
  for (const m of sentence.matchAll(CLAUSE_SPLIT)) {
    spans.push([start, m.index]);
    start = m.index + m[0].length;
  }
  spans.push([start, sentence.length]);
  return spans;
}

/** The last span starting at or before `index` (binary search: spans are in order). */
function spanAt(spans: [number, number][], index: number): [number, number] {
  let [lo, hi] = [0, spans.length - 1];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (spans[mid][0] <= index) lo = mid;
    else hi = mid - 1;
  }
  return [spans[lo][0], spans[lo][1]];
}

/**
 * What rowsAbout reads from one statement, once: whether it is about a replaced round, its
 * clauses, and the rows each clause is about. Every phrase match in the same clause is about the
 * same rows, so a sentence of a thousand matches costs one reading per clause, not one per match.
 */
interface StatementReading {
  rows: CalibrationRow[];
  tableRows: Map<string, number[]>;
  spans: [number, number][];
  byClause: Map<number, number[]>;
}
const READINGS = new WeakMap<Statement, StatementReading>();

function readingOf(statement: Statement, rows: CalibrationRow[], tableRows: Map<string, number[]>): StatementReading {
  const held = READINGS.get(statement);
  if (held && held.rows === rows && held.tableRows === tableRows) return held;
  const reading = { rows, tableRows, spans: clauseSpans(statement.text), byClause: new Map<number, number[]>() };
  READINGS.set(statement, reading);
  return reading;
}

/**
 * The rows the words at `index` of a statement are about. `tableRows` maps "file:line" to the rows
 * parsed from that table line.
 */
export function rowsAbout(statement: Statement, index: number, rows: CalibrationRow[], tableRows: Map<string, number[]>): number[] {
  const reading = readingOf(statement, rows, tableRows);
  const [start, end] = spanAt(reading.spans, index);
  let found = reading.byClause.get(start);
  if (found === undefined) {
    found = rowsOfClause(statement, statement.text.slice(start, end), rows, tableRows);
    reading.byClause.set(start, found);
  }
  return found;
}

function rowsOfClause(statement: Statement, clause: string, rows: CalibrationRow[], tableRows: Map<string, number[]>): number[] {
  const own = tableRows.get(`${statement.file}:${statement.lines[0]}`);
  if (statement.tableRow && own) return own;

  // a sentence about an excluded attempt is that attempt's, and no row's
  if (EXCLUDED_RUN.test(statement.text)) return [];
  // a sentence about a run named by its id is that run's: the row recording that id, or no row
  const byRunId = rowsOfRunIds(statement, rows);
  if (byRunId !== null) return byRunId;
  const replacedRound = REPLACED_CONTEXT.test(statement.text) || statement.context.slice(-1).some((c) => REPLACED_CONTEXT.test(c));
  // a manifest entry is about the files it names and nothing else (its words may name a harness of another run)
  const candidates =
    statement.objectFiles.length > 0
      ? unique(statement.objectFiles.flatMap((f) => rowsNamingFile(rows, f)))
      : (first([
          () => rowsNamedIn(clause, rows),
          () => rowsNamedIn(statement.text, rows),
          // "Both still ran an earlier instruction" is about the rows the sentence before named
          () => (statement.previous !== undefined && /^both\b/i.test(statement.text.trim()) ? rowsNamedIn(statement.previous, rows) : []),
          ...[...statement.context].reverse().map((c) => () => rowsNamedIn(c, rows)),
          () => rowsNamingFile(rows, statement.file),
          () => rowsOfRunFolder(rows, statement.file),
        ]) ?? []);
  if (EARLIER_CONTRACT_RUN.test(statement.text)) return earlierRuns(statement.text, rows);
  if (replacedRound) {
    // a round of a harness no row has ("antigravity, replaced for failure") is no row's
    const namesHarness = [statement.text, ...statement.context].some((t) => HARNESS_WORDS.some(([re]) => re.test(t)) || /gemini/i.test(t));
    return candidates.length === 0 && namesHarness ? [] : replacedRowsLike(candidates, rows);
  }
  const current = candidates.filter((i) => rows[i].status !== "replaced");
  if (current.length > 0) return sameReasoning(statement, current, rows);
  if (candidates.length > 0) return sameReasoning(statement, candidates, rows);
  return FOLDER_WIDE.test(statement.text) ? folderWide(statement.text, rows) : [];
}

/**
 * The rows a sentence about an earlier-contract run may label: rows it names by file or run folder
 * (that run's own record), else rows that say of themselves they are earlier (replaced, another
 * instruction's sha, their cells or notes saying so). Never a current row merely of the same harness.
 */
function earlierRuns(text: string, rows: CalibrationRow[]): number[] {
  const byFile = [...text.matchAll(FILE_NAME)].flatMap((m) => rowsNamingFile(rows, m[0]));
  const byRunId = indices(rows, (r) => rowFiles(r).some((p) => isRunId(stemOf(p)) && text.includes(stemOf(p))));
  const named = unique([...byFile, ...byRunId]);
  if (named.length > 0) return named;
  const harnesses = new Set(HARNESS_WORDS.filter(([re]) => re.test(text)).map(([, h]) => h));
  return indices(rows, (r) => (harnesses.size === 0 || harnesses.has(rowHarness(r) ?? "")) && isItselfEarlier(r));
}

/** A file stem specific enough to be a run's id ("codex-replacement-chess-20260719T051110Z"), not a bare word ("codex"). */
function isRunId(stem: string): boolean {
  return stem.length >= 8 && /[-_.\d]/.test(stem);
}

function isItselfEarlier(row: CalibrationRow): boolean {
  if (row.status === "replaced" || row.findings.some((f) => f.code === "instruction_sha_differs")) return true;
  return OWN_EARLIER_WORDS.test([row.notes, ...Object.values(row.cells)].join(" "));
}

/**
 * When the rows record their run ids (in a cell, note or file name) and the sentence, or the
 * sentence before that it goes on from, names run ids: the rows recording one of them ([] when the
 * named run is no row: `claude-natural-chess-20260719T070702Z` "hit Claude's subscription session
 * limit", otb-chess rollouts/README.md:23-26, is not the Claude row `claude-checkpoint-chess-…`).
 * null when no run id decides it.
 */
function rowsOfRunIds(statement: Statement, rows: CalibrationRow[]): number[] | null {
  const own = [...statement.text.matchAll(RUN_ID)].map((m) => m[0]);
  const ids = own.length > 0 ? own : GOES_ON.test(statement.text) ? [...(statement.previous ?? "").matchAll(RUN_ID)].map((m) => m[0]) : [];
  if (ids.length === 0) return null;
  const recorded = rows.map((r) => [r.notes, ...Object.values(r.cells), ...rowFiles(r)].join(" "));
  if (!recorded.some((t) => RUN_ID_TEST.test(t))) return null;
  return indices(rows, (_, i) => ids.some((id) => recorded[i].includes(id)));
}
const RUN_ID_TEST = new RegExp(RUN_ID.source, "i");

/**
 * Rows whose stated reasoning effort is not the one the sentence (or its nearest heading or lead saying one) gives its
 * run are another run's: "### Claude Code, Opus 4.8 at xhigh" over a usage-limit sentence
 * (captaincook scores.md:192-220) is not the Claude row run at `default` (scores.md:56).
 */
function sameReasoning(statement: Statement, candidates: number[], rows: CalibrationRow[]): number[] {
  const said = [statement.text, ...[...statement.context].reverse()].map(reasoningIn).find((r) => r !== null) ?? null;
  if (said === null) return candidates;
  return candidates.filter((i) => {
    const own = rows[i].reasoning?.trim().toLowerCase() ?? "";
    return own === "" || own === said;
  });
}

function reasoningIn(text: string): string | null {
  const m = REASONING_SAID.exec(text);
  return m ? (m[1] ?? m[2] ?? m[3]).toLowerCase() : null;
}

function first(tries: (() => number[])[]): number[] | null {
  for (const t of tries) {
    const found = t();
    if (found.length > 0) return found;
  }
  return null;
}

/** The replaced rows of the candidates' harnesses; with no candidate, the folder's only replaced row. */
function replacedRowsLike(candidates: number[], rows: CalibrationRow[]): number[] {
  const replaced = indices(rows, (r) => r.status === "replaced");
  if (candidates.length === 0) return replaced.length === 1 ? replaced : [];
  const harnesses = new Set(candidates.map((i) => rowHarness(rows[i])));
  return replaced.filter((i) => harnesses.has(rowHarness(rows[i])));
}

/** Every current row a folder-wide sentence covers: its ablations when it says so, its agent rows when it says so, else both. */
function folderWide(text: string, rows: CalibrationRow[]): number[] {
  const kinds = /ablation|degraded/i.test(text)
    ? ["ablation"]
    : /agent|harness|required/i.test(text)
      ? ["agent", "diagnostic"]
      : ["agent", "ablation", "diagnostic"];
  return indices(rows, (r) => kinds.includes(r.kind) && r.status !== "replaced" && r.status !== "todo" && r.status !== "waived");
}
