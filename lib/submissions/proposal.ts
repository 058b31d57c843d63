// A contributor's row with its ledger and trajectory is ONE proposal: one decision, and the
// findings that stand against it shown beside its Accept. Some findings block Accept: the row's
// bytes are another row's (an old run relabelled as a new one), or its trajectory shows another
// instruction than the one the row claims. Pure and table-tested; the store (submit-row.ts,
// review-submission.ts) reads and writes them. Kept free of our other modules: the accept and reject
// actions load it (scripts/codebase-shape.test.ts counts what an action loads).
import { z } from "zod";

/** A finding stored on a proposed row (CalibrationRow.findings; the importer's Finding shape). */
export interface ProposalFinding {
  code: string;
  severity: "info" | "warning" | "error";
  message: string;
}

/**
 * CalibrationRow.findings as the decision reads them: only code and message (the page reads the
 * whole Finding through lib/db/stored-json.ts StoredFindingsSchema; this is the same column, narrowed).
 */
export const ProposalFindingsSchema = z.array(z.looseObject({ code: z.string(), message: z.string() }));

/** Codes that refuse Accept until a maintainer overrides them with a written reason. */
export const BLOCKING_CODES = ["same_bytes", "instruction_differs"] as const;

export function isBlocking(f: { code: string }): boolean {
  return BLOCKING_CODES.some((c) => c === f.code);
}

/**
 * Why Accept is refused, or null. A blocking finding stands until a maintainer overrides it with a
 * written reason (the override and the reason are kept in the row's review and the audit log).
 */
export function acceptRefusal(findings: { code: string; message: string }[], override: boolean, reason: string | null): string | null {
  const blocking = findings.filter(isBlocking);
  if (!blocking.length) return null;
  if (override && reason?.trim()) return null;
  if (override) return "reason: say why the blocking finding is overridden (it is kept with the decision)";
  return `blocked: ${blocking.map((f) => f.message).join("; ")}. Reject it, or override with a written reason`;
}
