// The OpenAPI 3.1 document, generated from the zod schemas the routes parse with.
import { guardRoute } from "@/lib/auth/guard";
import { buildOpenApiDocument } from "@/lib/openapi/document";

export const dynamic = "force-dynamic";

export const GET = guardRoute({ need: "read" }, async () => Response.json(buildOpenApiDocument(), { headers: { "Cache-Control": "no-store" } }));
