// One integrity finding: what kind, how bad, which step, and the quoted evidence.
import { z } from "zod";

export const FINDING_KINDS = [
  "broken_line",
  "answer_key_access",
  "network_offered",
  "network_used",
  "harness_wrapper",
  "instruction_mismatch",
  "instruction_unproven",
  "condition_violation",
  "media_not_inspected",
  "budget_exceeded",
  "abnormal_ending",
  "claim_mismatch",
  "suspicious_file_name",
  "foreign_task",
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export const FindingSchema = z.object({
  kind: z.enum(FINDING_KINDS),
  /** fail: the row cannot count as official; warning: a reviewer must look; info: context */
  severity: z.enum(["fail", "warning", "info"]),
  /** index in the normalised step list (the viewer's anchor); null for whole-run findings */
  step: z.number().int().nonnegative().nullable(),
  line: z.number().int().positive().nullable(),
  title: z.string(),
  /** quoted from the log (bounded), never paraphrased */
  evidence: z.string(),
  /** extra structured facts: both sha256s and the diff for an instruction mismatch, etc. */
  detail: z.record(z.string(), z.unknown()).optional(),
});
export type Finding = z.infer<typeof FindingSchema>;

const EVIDENCE_MAX = 600;

/** Evidence quoted around a match so the finding shows the words that triggered it. */
export function quote(text: string, at = 0, length = EVIDENCE_MAX): string {
  if (text.length <= length) return text;
  const start = Math.max(0, Math.min(at - 120, text.length - length));
  return `${start > 0 ? "…" : ""}${text.slice(start, start + length)}${start + length < text.length ? "…" : ""}`;
}
