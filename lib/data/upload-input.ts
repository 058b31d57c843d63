// What a contributor sends with an uploaded ledger or trajectory, parsed once at the boundary.
import { z } from "zod";

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const optionalScore = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
    const n = typeof v === "number" ? v : Number(v.trim());
    if (!Number.isFinite(n) || n < 0 || n > 1) {
      ctx.addIssue({ code: "custom", message: "the claimed score must be a number from 0 to 1" });
      return z.NEVER;
    }
    return n;
  });

export const uploadFields = z.object({
  kind: z.enum(["ledger", "rollout"], { message: "kind must be ledger or rollout" }),
  label: z
    .string({ message: "give the upload a label (e.g. codex-gpt-5.6-sol rerun)" })
    .trim()
    .min(1, "give the upload a label (e.g. codex-gpt-5.6-sol rerun)")
    .max(120, "the label is at most 120 characters"),
  claimedScore: optionalScore,
});
export type UploadFields = z.infer<typeof uploadFields>;

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** The file itself: present, not empty, not too large. Returns an error message or null. */
export function checkUploadedFile(file: UploadedFile | null): string | null {
  if (!file) return "file: no file was sent (multipart field `file`)";
  if (file.bytes.byteLength === 0) return `file: ${file.name || "the file"} is empty`;
  if (file.bytes.byteLength > MAX_UPLOAD_BYTES) return `file: ${file.name} is ${file.bytes.byteLength} bytes; the limit is ${MAX_UPLOAD_BYTES}`;
  return null;
}

/** A stored path for an upload: content-addressed so the same bytes are stored once per revision. */
export function uploadPath(kind: "ledger" | "rollout", sha256: string, fileName: string): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+/, "").slice(0, 80) || (kind === "ledger" ? "ledger.json" : "trajectory.jsonl");
  return `uploads/${kind}s/${sha256.slice(0, 12)}-${safe}`;
}
