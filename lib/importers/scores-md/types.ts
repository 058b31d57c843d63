// What the scores.md parser hands to the importer: rows before ordinals and file links, and notes.
import type { CalibrationRow, Finding, Note } from "../types";

/** A row as read from the table; ordinal is assigned after all tables are read. */
// flags and runEnd are lifted from the whole folder after the table is read (provenance-flags/)
export type DraftRow = Omit<CalibrationRow, "ordinal" | "ledgerLink" | "declaredTransform" | "flags" | "runEnd"> & {
  declaredTransform?: string | null;
};

export interface ScoresParse {
  rows: CalibrationRow[];
  notes: Note[];
  findings: Finding[];
}

export const SCORES_FILE = "calibration/scores.md";
export const CALIBRATION_DIR = "calibration";
