// Read routes: export, media (ranges), hash progress, job runs, health; and media upload.
import { answer } from "../answers";
import { binaryFile, GUARD_RESPONSES, taskIdParam, z, type Registrar } from "../registry";

const mediaId = z.object({ mediaId: z.string().openapi({ description: "media id (from the task page)" }) });

export const registerReads: Registrar = (registry) => {
  registry.registerPath({
    method: "get",
    path: "/tasks/{id}/export.md",
    summary: "The review as a markdown PR comment (short=1: the at most 3,000-character version the sticky PR comment carries)",
    request: { params: taskIdParam, query: z.object({ short: z.enum(["1"]).optional() }) },
    responses: { 200: { description: "markdown", content: { "text/markdown": { schema: z.string() } } }, ...GUARD_RESPONSES },
  });
  registry.registerPath({
    method: "get",
    path: "/api/tasks/{id}/status",
    summary: "Every gate's outcome and every claim that does not reproduce (ok false when either fails; what the CLI's status prints)",
    request: { params: taskIdParam },
    responses: {
      200: answer("GET /api/tasks/{id}/status", 200, "the status"),
      ...GUARD_RESPONSES,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/media/{mediaId}",
    summary:
      "The attached local copy of a task's media (HTTP Range requests; HEAD too); a fetched or uploaded copy only while it matches the pin",
    request: { params: mediaId, headers: z.object({ range: z.string().optional().openapi({ example: "bytes=0-1023" }) }) },
    responses: {
      200: { description: "the whole file" },
      206: { description: "a byte range" },
      416: { description: "unsatisfiable range" },
      ...GUARD_RESPONSES,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/media/{mediaId}",
    summary: "Upload a local copy of the media; kept only when its sha256 equals the pin (need review)",
    request: {
      params: mediaId,
      query: z.object({ name: z.string().optional().openapi({ description: "file name (for the extension)" }) }),
      body: { content: { "application/octet-stream": { schema: binaryFile("the video bytes") } } },
    },
    responses: {
      200: answer("POST /api/media/{mediaId}", 200, "attached"),
      413: { description: "over VBENCH_MEDIA_MAX_BYTES or the media cache's room; nothing was kept" },
      422: answer("POST /api/media/{mediaId}", 422, "sha256 does not match the pin"),
      ...GUARD_RESPONSES,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/media/{mediaId}/progress",
    summary: "Progress of a running hash of this media",
    request: { params: mediaId },
    responses: {
      200: answer("GET /api/media/{mediaId}/progress", 200, "the job, or null"),
      ...GUARD_RESPONSES,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/jobs/{runId}",
    summary: "One background job run: status, progress, outcome",
    request: { params: z.object({ runId: z.string() }) },
    responses: {
      200: answer("GET /api/jobs/{runId}", 200, "the run"),
      ...GUARD_RESPONSES,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/github/webhook",
    summary:
      "GitHub webhook (pull_request, ping): authenticated by X-Hub-Signature-256 (HMAC-SHA256 of the body with GITHUB_WEBHOOK_SECRET), not a session; 404 when no secret is configured",
    security: [],
    request: {
      headers: z.object({
        "x-hub-signature-256": z.string().openapi({ example: "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17" }),
        "x-github-event": z.string().openapi({ example: "pull_request" }),
        "x-github-delivery": z.string(),
      }),
      body: { content: { "application/json": { schema: z.object({ action: z.string().optional() }).passthrough() } } },
    },
    responses: {
      200: { description: "ping answered" },
      202: { description: "queued (pull_request opened/synchronize/reopened/edited/closed) or ignored (any other event or action)" },
      400: { description: "missing delivery id or event, or a payload field that does not parse (named)" },
      401: { description: "missing or wrong signature" },
      404: { description: "the webhook is off (no GITHUB_WEBHOOK_SECRET)" },
      409: { description: "a delivery id already received (replay)" },
      413: { description: "a body over 25 MB" },
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/health",
    summary: "Liveness (public), and how far importing the bundled tasks got (ready=seeded: 503 until they are all there)",
    security: [],
    request: { query: z.object({ ready: z.enum(["seeded"]).optional() }) },
    responses: {
      200: answer("GET /api/health", 200, "up"),
      503: answer("GET /api/health", 503, "ready=seeded: the bundled tasks are still being imported, or importing them failed"),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/openapi.json",
    summary: "This document",
    responses: { 200: { description: "OpenAPI 3.1" } },
  });
};
