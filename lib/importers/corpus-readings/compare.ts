// The import of a corpus folder compared with its written reading: one line per difference, empty
// when they agree. Works on the parser's rows and on the rows stored in the database alike (both
// carry the same columns), so the table tests and `npm run bench:corpus` share one comparison.
import type { CorpusReading, ReadRow } from "./types";

/** The columns of a calibration row the reading states (ParsedTask row or Prisma CalibrationRow). */
export interface ImportedRow {
  kind: string;
  status: string;
  harness: string;
  condition: string;
  claimedScore: number | null;
  claimedTurns: number | null;
  model: string | null;
  sourceFile: string;
  sourceLine: number;
  citedLedgerPath: string | null;
  flags?: unknown;
  findings?: unknown;
}

export interface ImportedPin {
  url: string | null;
  sha256: string | null;
  hasAudio: boolean | null;
}

export interface Imported {
  rows: ImportedRow[];
  media: ImportedPin[];
  /** finding codes of the task (revision findings) */
  findingCodes: string[];
  instructionPath?: string;
}

const at = (r: ImportedRow) => `${r.sourceFile}:${r.sourceLine}`;

function rowDiff(read: ReadRow, got: ImportedRow): string[] {
  const out: string[] = [];
  const check = (field: string, want: unknown, have: unknown) => {
    if (want !== have) out.push(`${read.at} ${field}: reading ${JSON.stringify(want)}, import ${JSON.stringify(have)}`);
  };
  check("kind", read.kind, got.kind);
  check("status", read.status, got.status);
  check("harness", read.harness, got.harness);
  check("condition", read.condition, got.condition);
  check("score", read.score, got.claimedScore);
  check("turns", read.turns, got.claimedTurns);
  if (read.model !== undefined) check("model", read.model, got.model);
  return out;
}

export function compareWithReading(reading: CorpusReading, imported: Imported): string[] {
  const out: string[] = [];
  const byAt = new Map<string, ImportedRow[]>();
  for (const r of imported.rows) byAt.set(at(r), [...(byAt.get(at(r)) ?? []), r]);
  const readAts = new Set(reading.rows.map((r) => r.at));
  for (const read of reading.rows) {
    const got = byAt.get(read.at) ?? [];
    if (got.length === 0) out.push(`${read.at}: the reading lists a ${read.kind} row, the import has none`);
    else if (got.length > 1) out.push(`${read.at}: the reading lists one row, the import has ${got.length}`);
    else out.push(...rowDiff(read, got[0]));
  }
  for (const r of imported.rows)
    if (!readAts.has(at(r)))
      out.push(`${at(r)}: the import has a ${r.kind} row (${r.harness}, ${r.claimedScore}) the reading does not list`);

  const { url, sha256, files, streaming } = reading.pin;
  // several pinned recordings are stored in no order: the reading's pin is the one with its URL
  const pin = imported.media.find((m) => url !== null && m.url === url) ?? imported.media[0] ?? null;
  if ((pin?.url ?? null) !== url) out.push(`pin url: reading ${url}, import ${pin?.url ?? null}`);
  if ((pin?.sha256 ?? null) !== sha256) out.push(`pin sha256: reading ${sha256}, import ${pin?.sha256 ?? null}`);
  const pinnedFiles = imported.media.filter((m) => m.sha256 !== null).length;
  if (pinnedFiles !== files) out.push(`pinned files: reading ${files}, import ${pinnedFiles}`);
  if (streaming !== imported.findingCodes.includes("media_pin_streaming"))
    out.push(`streaming page: reading ${streaming}, import ${!streaming} (media_pin_streaming finding)`);
  if (reading.hasAudio !== undefined && (pin?.hasAudio ?? null) !== reading.hasAudio)
    out.push(`hasAudio: reading ${reading.hasAudio}, import ${pin?.hasAudio ?? null}`);

  for (const [rowAt, ledger] of Object.entries(reading.ablationLedgers ?? {})) {
    const got = byAt.get(rowAt)?.[0]?.citedLedgerPath ?? null;
    if (got !== ledger) out.push(`${rowAt} ablation answer: reading ${ledger}, import ${got}`);
  }
  for (const label of reading.labels ?? []) {
    const flags = byAt.get(label.at)?.[0]?.flags;
    const codes = codesOf(flags);
    if (!codes.includes(label.code)) out.push(`${label.at} label: reading ${label.code}, import [${codes.join(", ")}]`);
  }
  // a waiver is on the rows the reading lists, and on no other (a false waiver hides a failing gate)
  const waived = new Set(reading.waivers ?? []);
  for (const r of imported.rows) {
    const has = codesOf(r.findings).includes("waiver_stated");
    if (has !== waived.has(at(r))) out.push(`${at(r)} waiver: reading ${waived.has(at(r))}, import ${has} (waiver_stated finding)`);
  }
  for (const w of waived) if (!byAt.has(w)) out.push(`${w} waiver: the import has no row there`);
  // the parser says which file stood in; the database keeps its text and the finding that says so
  if (
    reading.instructionPath !== undefined &&
    imported.instructionPath !== undefined &&
    imported.instructionPath !== reading.instructionPath
  )
    out.push(`instruction: reading ${reading.instructionPath}, import ${imported.instructionPath}`);
  if (reading.instructionPath !== undefined && !imported.findingCodes.includes("instruction_from_prompt_copy"))
    out.push(`instruction: reading ${reading.instructionPath} stands in, the import has no instruction_from_prompt_copy finding`);
  return out;
}

const codesOf = (list: unknown): unknown[] =>
  Array.isArray(list) ? list.map((f: unknown) => (f !== null && typeof f === "object" ? ("code" in f ? f.code : null) : null)) : [];
