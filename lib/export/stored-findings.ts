// Import findings as stored (JSON columns on the revision and on each row) -> ReviewFinding.
// Each entry is read through a zod schema, leniently, field by field: an entry without a message
// is skipped, an unknown severity reads as a warning (never silently demoted to info), a line
// that is not a positive integer and a blank file or field read as absent.
import { z } from "zod";
import type { FindingSeverity, ReviewFinding } from "./types";

const SEVERITIES = ["error", "warning", "info"] as const satisfies readonly FindingSeverity[];

const text = z
  .unknown()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v : null))
  .optional()
  .transform((v) => v ?? null);

const StoredEntrySchema = z.looseObject({
  message: z.string().refine((m) => m.trim() !== ""),
  severity: z.enum(SEVERITIES).catch("warning").optional().default("warning"),
  line: z.number().int().positive().nullable().catch(null).optional().default(null),
  file: text,
  field: text,
});

export function findingsFromStored(stored: unknown, row: string | null = null): ReviewFinding[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = StoredEntrySchema.safeParse(entry);
    if (!parsed.success) return [];
    const { severity, file, line, field, message } = parsed.data;
    return [{ severity, file, line, field, message, row }];
  });
}
