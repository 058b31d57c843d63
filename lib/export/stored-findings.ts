// Import findings as stored (JSON columns on the revision and on each row) -> ReviewFinding.
// Stored JSON is read defensively: an entry without a message is skipped, an unknown severity
// reads as a warning (never silently demoted to info).
import type { FindingSeverity, ReviewFinding } from "./types";

const SEVERITIES: readonly FindingSeverity[] = ["error", "warning", "info"];

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

export function findingsFromStored(stored: unknown, row: string | null = null): ReviewFinding[] {
  if (!Array.isArray(stored)) return [];
  const out: ReviewFinding[] = [];
  for (const entry of stored) {
    if (!entry || typeof entry !== "object") continue;
    const e = entry as Record<string, unknown>;
    const message = text(e.message);
    if (!message) continue;
    const severity = SEVERITIES.includes(e.severity as FindingSeverity) ? (e.severity as FindingSeverity) : "warning";
    const line = typeof e.line === "number" && Number.isInteger(e.line) && e.line > 0 ? e.line : null;
    out.push({ severity, file: text(e.file), line, field: text(e.field), message, row });
  }
  return out;
}
