// What a contributor sends with an uploaded ledger or trajectory, parsed once at the boundary.
// Text fields arrive as strings from a multipart body: numbers are read as strict decimals
// (no hex, exponents, padding or Infinity) and NUL bytes are refused (Postgres cannot store them).
import { z } from "zod";
import { readEnv } from "../env";
import { parseStrictDecimal } from "./strict-decimal";

/** Ledgers and trajectories: 20 MB unless VBENCH_MAX_UPLOAD_BYTES says otherwise. */
export const MAX_UPLOAD_BYTES = readEnv().VBENCH_MAX_UPLOAD_BYTES;

export const text = (what: string, max: number) =>
  z
    .string({ message: `${what} must be text` })
    .max(max, `${what} is at most ${max} characters`)
    .refine((s) => !s.includes("\u0000"), `${what} contains a NUL byte`)
    .transform((s) => s.trim());

/** A claimed score as written: its value and its text, whose decimals are the claim's precision ("0.030" claims three). */
export interface ClaimedScore {
  value: number;
  text: string;
}

/**
 * A claimed score: a plain decimal from 0 to 1, or absent. Send it as a string ("0.030") to keep
 * its written precision: a JSON number arrives as its shortest form (0.03, two decimals).
 */
export const claimedScoreField = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, ctx): ClaimedScore | null => {
    if (v === null || v === undefined || v === "") return null;
    const n = typeof v === "number" ? v : strict(v, ctx);
    if (n === null) return z.NEVER;
    if (!Number.isFinite(n) || n < 0 || n > 1) {
      ctx.addIssue({ code: "custom", message: "the claimed score must be a number from 0 to 1" });
      return z.NEVER;
    }
    return { value: n, text: typeof v === "number" ? String(v) : v };
  });

function strict(v: string, ctx: z.RefinementCtx): number | null {
  const r = parseStrictDecimal(v);
  if (r.ok) return r.value;
  ctx.addIssue({ code: "custom", message: `the claimed score ${r.message}` });
  return null;
}

const label = z
  .string({ message: "give the upload a label (e.g. codex-gpt-5.6-sol rerun)" })
  .refine((s) => !s.includes("\u0000"), "the label contains a NUL byte")
  .transform((s) => s.trim())
  .pipe(z.string().min(1, "give the upload a label (e.g. codex-gpt-5.6-sol rerun)").max(120, "the label is at most 120 characters"));

export const uploadFields = z.object({
  kind: z.enum(["ledger", "rollout"], { message: "kind must be ledger or rollout" }),
  label,
  claimedScore: claimedScoreField,
});
export type UploadFields = z.infer<typeof uploadFields>;
export const UPLOAD_FIELD_NAMES = ["kind", "label", "claimedScore"] as const;

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** What is wrong with the file sent as `field` (absent, empty, too large), or null. */
function fileProblem(file: UploadedFile | null, field: string, limit: number): string | null {
  if (!file) return `no file was sent (multipart field \`${field}\`)`;
  if (file.bytes.byteLength === 0) return `${file.name || "the file"} is empty`;
  if (file.bytes.byteLength > limit) return `${file.name} is ${file.bytes.byteLength} bytes; the limit is ${limit}`;
  return null;
}

/** The file itself: present, not empty, not too large. Returns "field: problem" or null. */
export function checkUploadedFile(file: UploadedFile | null, field = "file", limit = MAX_UPLOAD_BYTES): string | null {
  const problem = fileProblem(file, field, limit);
  return problem && `${field}: ${problem}`;
}

const isFile = (v: unknown): v is UploadedFile =>
  typeof v === "object" && v !== null && "bytes" in v && v.bytes instanceof Uint8Array && "name" in v && typeof v.name === "string";

/** A multipart body's file part (as lib/uploads/multipart-form.ts reads it) as a field of a body schema. */
export const uploadedFile = (field = "file", limit = MAX_UPLOAD_BYTES) =>
  z.unknown().transform((v, ctx): UploadedFile => {
    const file = isFile(v) ? { name: v.name, bytes: v.bytes } : null;
    const problem = fileProblem(file, field, limit);
    if (problem || !file) {
      ctx.addIssue({ code: "custom", message: problem ?? "no file" });
      return z.NEVER;
    }
    return file;
  });

/** POST /api/tasks/<id>/uploads: the text fields and the file, parsed at the route's boundary. */
export const uploadBody = uploadFields.extend({ file: uploadedFile() });

/** A stored path for an upload: content-addressed so the same bytes are stored once per revision. */
export function uploadPath(kind: "ledger" | "rollout", sha256: string, fileName: string): string {
  const safe =
    fileName
      .replace(/[^A-Za-z0-9._-]+/g, "_")
      .replace(/^[._]+/, "")
      .slice(0, 80) || (kind === "ledger" ? "ledger.json" : "trajectory.jsonl");
  return `uploads/${kind}s/${sha256.slice(0, 12)}-${safe}`;
}
