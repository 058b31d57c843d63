// Every JSON answer of our API, one zod schema per route and status: the route's TS type comes
// from the same schema (z.infer, or `satisfies z.input<…>` where the route builds the body), the
// OpenAPI document shows it (paths/*.ts take it from here), and answers.test.ts calls each route
// and parses what it answered with it. Keys are "<METHOD> <OpenAPI path>".
import { z } from "zod";
import { JOB_STATUSES } from "../jobs/types";
import { SUBMISSION_KINDS } from "../submissions/policy";
import { revisionResponseSchema, rowResponseSchema, statusResponseSchema, uploadResponseSchema } from "../uploads/submission-schemas";

const submissionState = z.enum(["submitted", "accepted", "rejected"]);

/** GET /api/jobs/<runId>: the persisted run (lib/jobs/types.ts JobRunView), dates as ISO strings. */
export const jobRunAnswer = z.object({
  ok: z.literal(true),
  run: z.object({
    id: z.string(),
    kind: z.string(),
    revisionId: z.string().nullable(),
    params: z.unknown().describe("the kind's params, as enqueued"),
    judgeId: z.string().nullable(),
    actorId: z.string().nullable(),
    status: z.enum(JOB_STATUSES),
    progress: z.number(),
    progressMessage: z.string(),
    attempt: z.number(),
    retryOfId: z.string().nullable(),
    cancelRequested: z.boolean(),
    results: z.unknown().describe("the kind's results once it succeeded (null before)"),
    findings: z.unknown().describe("the kind's findings once it succeeded (null before)"),
    error: z.string().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  }),
});

/** GET /api/media/<mediaId>/progress: the running hash (lib/media/hash-progress.ts HashJob), or null. */
export const hashProgressAnswer = z.object({
  job: z
    .object({
      mediaId: z.string(),
      activity: z.enum(["verifying", "uploading"]),
      bytesDone: z.number(),
      bytesTotal: z.number().nullable(),
      startedAt: z.number(),
      updatedAt: z.number(),
    })
    .nullable(),
});

/** POST /api/media/<mediaId>: what happened to the uploaded copy (lib/media/media-form-state.ts). */
export const mediaUploadAnswer = z.object({
  status: z.enum(["idle", "ok", "mismatch", "error"]),
  message: z.string(),
  tooLarge: z.boolean().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string()).optional()).optional(),
});

/** POST /api/tasks/<id>/submissions/<kind>/<submissionId>: the decision taken. */
export const reviewAnswer = z.object({
  ok: z.literal(true),
  submission: z.object({
    kind: z.enum(SUBMISSION_KINDS),
    id: z.string(),
    from: submissionState,
    to: submissionState,
    reason: z.string().nullable(),
  }),
});

/** Importing the bundled tasks in the background (lib/seeding/bundled-seeding.ts); a failure's reason is shown only to signed-in users. */
const seedingAnswer = z.discriminatedUnion("state", [
  z.object({ state: z.enum(["idle", "checking"]) }),
  z.object({ state: z.enum(["off", "done"]), imported: z.number().int() }),
  z.object({ state: z.literal("importing"), done: z.number().int(), total: z.number().int(), current: z.string() }),
  z.object({ state: z.literal("failed"), task: z.string().nullable() }),
]);

export const healthAnswer = z.object({ ok: z.literal(true), seeding: seedingAnswer });
/** ?ready=seeded while the bundled tasks are not all there (importing, or failed) */
export const healthNotReadyAnswer = z.object({ ok: z.literal(false), seeding: seedingAnswer });

export const ANSWERS = {
  "POST /api/tasks": { 201: revisionResponseSchema },
  "POST /api/tasks/{id}/revisions": { 201: revisionResponseSchema, 200: revisionResponseSchema },
  "POST /api/tasks/{id}/rows": { 201: rowResponseSchema },
  "POST /api/tasks/{id}/uploads": { 201: uploadResponseSchema, 200: uploadResponseSchema },
  "POST /api/tasks/{id}/submissions/{kind}/{submissionId}": { 200: reviewAnswer },
  "GET /api/tasks/{id}/status": { 200: statusResponseSchema },
  "GET /api/jobs/{runId}": { 200: jobRunAnswer },
  "GET /api/media/{mediaId}/progress": { 200: hashProgressAnswer },
  "POST /api/media/{mediaId}": { 200: mediaUploadAnswer, 422: mediaUploadAnswer },
  "GET /api/health": { 200: healthAnswer, 503: healthNotReadyAnswer },
} as const satisfies Record<string, Partial<Record<number, z.ZodType>>>;

export type AnsweredRoute = keyof typeof ANSWERS;

/** The body a route may answer with for this status (what the schema accepts): routes write `body satisfies Answer<…>`. */
export type Answer<R extends AnsweredRoute, S extends keyof (typeof ANSWERS)[R]> = (typeof ANSWERS)[R][S] extends z.ZodType
  ? z.input<(typeof ANSWERS)[R][S]>
  : never;

/** The OpenAPI response object of one documented answer. */
export function answer<R extends AnsweredRoute>(route: R, status: keyof (typeof ANSWERS)[R], description: string) {
  const table: Partial<Record<PropertyKey, z.ZodType>> = ANSWERS[route];
  return { description, content: { "application/json": { schema: table[status]! } } };
}
