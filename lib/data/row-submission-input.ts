// The multipart body of a row submission, checked after the bounded reader: `row` is JSON for
// lib/data/row-input, `ledger` is required, `trajectory` optional. Pure.
import type { ReceivedFile } from "../uploads/read-multipart";
import { DEFAULT_IDLE_TIMEOUT_MS, type MultipartLimits } from "../uploads/read-multipart";
import { rowInputSchema, rowIssues, type RowInput } from "./row-input";
import { checkUploadedFile, MAX_UPLOAD_BYTES, type UploadedFile } from "./upload-input";

export const ROW_SUBMISSION_LIMITS: MultipartLimits = {
  files: { ledger: MAX_UPLOAD_BYTES, trajectory: MAX_UPLOAD_BYTES },
  fields: ["row"],
  maxFieldBytes: 16 * 1024,
  idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
};

export type RowSubmission =
  { ok: true; row: RowInput; files: { ledger: UploadedFile; trajectory: UploadedFile | null } } | { ok: false; errors: string[] };

export function parseRowSubmission(fields: Record<string, string>, files: Record<string, ReceivedFile>): RowSubmission {
  const errors: string[] = [];
  let row: RowInput | null = null;
  if (fields.row === undefined) errors.push("row: send the row's fields as JSON in the multipart field `row`");
  else {
    let json: unknown;
    try {
      json = JSON.parse(fields.row);
    } catch (e) {
      errors.push(`row: not JSON (${e instanceof Error ? e.message : String(e)})`);
    }
    if (json !== undefined) {
      const r = rowInputSchema.safeParse(json);
      if (r.success) row = r.data;
      else errors.push(...rowIssues(r.error));
    }
  }
  const ledger = files.ledger ? { name: files.ledger.name, bytes: files.ledger.bytes } : null;
  const trajectory = files.trajectory ? { name: files.trajectory.name, bytes: files.trajectory.bytes } : null;
  const ledgerError = checkUploadedFile(ledger, "ledger");
  if (ledgerError) errors.push(ledgerError);
  const trajectoryError = trajectory ? checkUploadedFile(trajectory, "trajectory") : null;
  if (trajectoryError) errors.push(trajectoryError);
  if (errors.length || !row || !ledger) return { ok: false, errors };
  return { ok: true, row, files: { ledger, trajectory } };
}
