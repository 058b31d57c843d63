import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { registerReads } from "./paths/reads";
import { registerTaskSubmissions } from "./paths/task-submissions";
import { newRegistry, type Registrar } from "./registry";

/** One registrar per group of route modules; a new route adds its file here. */
export const REGISTRARS: Registrar[] = [registerTaskSubmissions, registerReads];

export function buildOpenApiDocument() {
  const registry = newRegistry();
  for (const register of REGISTRARS) register(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "vbench-review API",
      version: "1",
      description:
        "Every call needs a signed-in session or `Authorization: Bearer <API token>` (create one at /settings/tokens). Errors share one shape: `{ ok: false, error: { code, message, fieldErrors? } }`.",
    },
    security: [{ bearer: [] }, { session: [] }],
  });
}
