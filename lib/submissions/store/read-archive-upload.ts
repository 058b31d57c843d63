// The multipart body both archive routes read (POST /api/tasks, POST /api/tasks/<id>/revisions):
// one `archive` file within the archive cap and an optional `salvageSpec` "1". Spread into the
// route's guardRoute options, so the body is read and parsed at its boundary.
import { z } from "zod";
import { MAX_ARCHIVE_BYTES } from "./submit-revision";
import { uploadedFile } from "../../uploads/upload-input";
import { DEFAULT_IDLE_TIMEOUT_MS } from "../../uploads/read-multipart";
import { multipartForm } from "../../uploads/multipart-form";

export const archiveUpload = {
  read: multipartForm({
    files: { archive: MAX_ARCHIVE_BYTES },
    fields: ["salvageSpec"],
    maxFieldBytes: 16,
    idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
  }),
  schema: z.object({
    archive: uploadedFile("archive", MAX_ARCHIVE_BYTES),
    // anything but "1" keeps the default: the SPEC card must parse
    salvageSpec: z
      .string()
      .optional()
      .transform((v) => v === "1"),
  }),
};
