// What a reviewer reads in one real task folder of the benchmark corpus
// (../shared/fixtures/benchmark/<folder>), written down by reading its files, never by running the
// importer: the independent expectation the corpus table tests and `npm run bench:corpus` compare the
// import with. Each value carries a comment citing the file:line it was read at.
import type { Condition, RowKind, RowStatus } from "../types";

/** One calibration row as the folder states it. */
export interface ReadRow {
  /** "calibration/scores.md:54": where the row is written */
  at: string;
  kind: RowKind;
  status: RowStatus;
  /** "Codex CLI" | "Claude Code" | "Antigravity" | "anchor" | "unstated" | verbatim */
  harness: string;
  condition: Condition;
  /** null: no number claimed (pending, to run, withdrawn as stale) */
  score: number | null;
  /** tool-call turns stated for the run, null when none is stated as one number */
  turns: number | null;
  /** checked only when given */
  model?: string | null;
}

export interface ReadPin {
  /** the file URL that pins the media; null when none does (placeholder, streaming page, absent) */
  url: string | null;
  sha256: string | null;
  /** the folder names a streaming page (YouTube, empty MATERIALS_URL) instead of a file */
  streaming: boolean;
  /** how many media files the folder pins (several recordings) */
  files: number;
}

export interface CorpusReading {
  folder: string;
  /** every calibration row, in file order (then rows stated only in run-folder READMEs) */
  rows: ReadRow[];
  pin: ReadPin;
  /** false: the SPEC says the media is silent / has no audio; null: not stated either way */
  hasAudio?: false | null;
  /** ablation answers: the row at `at` submitted this ledger */
  ablationLedgers?: Record<string, string>;
  /** provenance labels a sentence attaches to a row: row `at` carries flag `code` */
  labels?: { at: string; code: string }[];
  /** the file read as the instruction when steps/solve/instruction.md is absent */
  instructionPath?: string;
  /** rows (`at`) carrying a waiver a reviewer granted (`waiver_stated`); no other row may carry one */
  waivers?: string[];
}

export function row(
  at: string,
  kind: RowKind,
  status: RowStatus,
  harness: string,
  condition: Condition,
  score: number | null,
  turns: number | null,
  model?: string | null,
): ReadRow {
  return model === undefined
    ? { at, kind, status, harness, condition, score, turns }
    : { at, kind, status, harness, condition, score, turns, model };
}

/** The two anchors every folder should state, and the constructed reference submissions. */
export const oracle = (at: string, score: number | null = 1): ReadRow => row(at, "anchor", "official", "anchor", "other", score, null);
export const empty = (at: string, score: number | null = 0): ReadRow => row(at, "anchor", "official", "anchor", "other", score, null);
export const constructed = (at: string, score: number | null, condition: Condition = "other"): ReadRow =>
  row(at, "anchor", "constructed", "anchor", condition, score, null);
