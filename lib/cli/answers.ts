// What the CLI reads from the server's answers: the routes' own response schemas
// (lib/uploads/submission-schemas.ts, the ones the OpenAPI document shows), parsed before anything
// prints them, so a server that answers another shape is a clear error (exit 3), not a crash on an
// undefined field; and the server's error shape, read loosely. format.ts takes these types.
import { z } from "zod";

export {
  revisionResponseSchema as pushAnswer,
  rowResponseSchema as rowAnswer,
  statusResponseSchema as statusAnswer,
} from "../uploads/submission-schemas";

/** The server's one error shape (lib/openapi/registry.ts ErrorSchema); older routes answer `errors: string[]`. */
export const errorAnswer = z.looseObject({
  error: z
    .looseObject({
      code: z.string().optional(),
      message: z.string().optional(),
      fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    })
    .optional(),
  errors: z.array(z.string()).optional(),
});
