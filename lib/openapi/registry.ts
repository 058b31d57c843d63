// The OpenAPI 3.1 document of our HTTP API, generated from the same zod schemas the routes parse
// with. Each route module has a file in paths/ that registers its path(s); document.ts builds.
import { extendZodWithOpenApi, OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { ERROR_CODES } from "../auth/errors";

extendZodWithOpenApi(z);

export const ErrorSchema = z
  .object({
    ok: z.literal(false),
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .openapi("Error");

export const binaryFile = (description: string) => z.string().openapi({ type: "string", format: "binary", description });

export const taskIdParam = z.object({ id: z.string().openapi({ description: "task id", example: "egocentric-activity-understanding" }) });

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });

/** The refusals every guarded route can give. */
export const GUARD_RESPONSES = {
  400: error("invalid input or a malformed id; `error.fieldErrors` names each bad field"),
  401: error("not signed in, or the API token is unknown, expired or revoked"),
  403: error("the role or the token's scope does not allow this"),
  404: error("no such task (or record)"),
};

export const TOO_LARGE = { 413: error("over the size limit") };

/** The refusals of a route that reads a multipart body (lib/uploads/read-multipart). */
export const MULTIPART_RESPONSES = {
  ...TOO_LARGE,
  408: error("`TIMEOUT`: the request body stopped arriving (idle timeout) or took longer than the total bound"),
  415: error("`UNSUPPORTED_MEDIA_TYPE`: the body is not multipart/form-data"),
  429: error("`RATE_LIMITED`: too many writes, or too many upload bodies from this address at once (Retry-After)"),
};

export type Registrar = (registry: OpenAPIRegistry) => void;

/**
 * zod copies prototype methods onto each schema when it is constructed, so `.openapi()` exists
 * only on schemas built after extendZodWithOpenApi ran above. A schema from lib/uploads is built
 * whenever its module is first loaded, and in a server process that may be before this module (a
 * route that parses rows was requested first): registering it as is threw "t.openapi is not a
 * function" (issue 23 finding 7). Registering a clone, built now, works whatever the load order.
 */
class OwnSchemaRegistry extends OpenAPIRegistry {
  override register<T extends z.ZodType>(refId: string, zodSchema: T): T {
    return super.register(refId, zodSchema.clone());
  }
  override registerParameter<T extends z.ZodType>(refId: string, zodSchema: T): T {
    return super.registerParameter(refId, zodSchema.clone());
  }
}

export function newRegistry(): OpenAPIRegistry {
  const registry = new OwnSchemaRegistry();
  registry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "an API token from /settings/tokens (vbr_…)",
  });
  registry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description: "the browser session",
  });
  return registry;
}

export { z };
