// The multipart body of a row submission, parsed at the route's boundary after the bounded
// reader: `row` is JSON for lib/uploads/row-input (its issues named row.<path>), `ledger` is
// required, `trajectory` optional. Pure.
import { z } from "zod";
import { DEFAULT_IDLE_TIMEOUT_MS, type MultipartLimits } from "./read-multipart";
import { rowInputSchema } from "./row-input";
import { MAX_UPLOAD_BYTES, uploadedFile } from "./upload-input";

export const ROW_SUBMISSION_LIMITS: MultipartLimits = {
  files: { ledger: MAX_UPLOAD_BYTES, trajectory: MAX_UPLOAD_BYTES },
  fields: ["row"],
  maxFieldBytes: 16 * 1024,
  idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
};

const rowJson = z
  .string({ message: "send the row's fields as JSON in the multipart field `row`" })
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch (e) {
      ctx.addIssue({ code: "custom", message: `not JSON (${e instanceof Error ? e.message : String(e)})` });
      return z.NEVER;
    }
  })
  .pipe(rowInputSchema);

export const rowSubmissionBody = z.object({
  row: rowJson,
  ledger: uploadedFile("ledger"),
  trajectory: uploadedFile("trajectory")
    .optional()
    .transform((file) => file ?? null),
});
