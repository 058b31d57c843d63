// zod schemas for every media input that crosses a boundary (server-action form data, route
// params, upload query strings). Errors become field messages the forms show.
import path from "node:path";
import { z } from "zod";
import type { MediaFormState } from "./media-form-state";
import { fieldErrorsOf } from "../input/zod-issues";

/** ids are cuids / task slugs: keep them to a safe alphabet so they never reach a path or query unchecked */
export const recordId = z
  .string()
  .trim()
  .min(1, "missing id")
  .max(128)
  .regex(/^[A-Za-z0-9._@-]+$/, "not a valid id");

export const sha256Hex = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, "not a sha256 (64 hex digits)");

export const mediaParams = z.object({ mediaId: recordId });

export const verifyPinForm = z.object({ taskId: recordId, mediaId: recordId });

export const attachPathForm = z.object({
  taskId: recordId,
  mediaId: recordId,
  localPath: z
    .string()
    .trim()
    .min(1, "enter the path of the file inside the server's MEDIA_DIR")
    .max(4096, "path too long")
    .refine((p) => !p.includes("\0"), "path contains a NUL byte")
    // absolute, or relative to MEDIA_DIR; confinement to MEDIA_DIR is checked when attaching
    .transform((p) => path.normalize(p)),
});

export const uploadQuery = z.object({
  name: z.string().trim().min(1).max(255).default("upload.mp4"),
});

export type { FieldErrors, MediaFormState } from "./media-form-state";

export function formDataObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") out[k] = v;
  return out;
}

export function invalid(error: z.ZodError): MediaFormState {
  return { status: "error", message: "Please fix the highlighted fields.", fieldErrors: fieldErrorsOf(error) };
}
