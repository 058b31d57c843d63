// The zod schemas of the submission API, gathered for the OpenAPI document (lib/auth registers
// them): request bodies (multipart fields) and the JSON answers of
// POST /api/tasks/<id>/uploads, POST /api/tasks/<id>/rows, POST /api/tasks/<id>/revisions and
// GET /api/tasks/<id>/status.
import { z } from "zod";
import { DeclaredTransformSchema, rowInputSchema } from "./row-input";
import { uploadFields } from "./upload-input";

export { rowInputSchema, uploadFields, DeclaredTransformSchema };

const judged = z.object({ judgeId: z.string(), official: z.boolean(), reward: z.number(), reason: z.string() });
const claimCheck = z.object({
  claim: z.enum(["score", "turns", "instruction"]),
  claimed: z.string(),
  found: z.string(),
  reproduces: z.boolean().nullable(),
  message: z.string(),
});

/** multipart/form-data of POST /api/tasks/<id>/uploads: kind, label, claimedScore + a file part `file`. */
export const uploadRequestSchema = uploadFields.extend({ file: z.string().describe("the file (binary part), at most 20 MB") });

export const uploadResponseSchema = z.discriminatedUnion("kind", [
  z.object({
    ok: z.literal(true),
    kind: z.literal("ledger"),
    eventId: z.string(),
    ledgerId: z.string(),
    path: z.string(),
    sha256: z.string(),
    alreadyStored: z.boolean(),
    claimedScore: z.number().nullable(),
    scores: z.array(judged),
    delta: z.number().nullable(),
    claimAgrees: z.boolean().nullable(),
  }),
  z.object({
    ok: z.literal(true),
    kind: z.literal("rollout"),
    eventId: z.string(),
    rolloutId: z.string(),
    path: z.string(),
    sha256: z.string(),
    alreadyStored: z.boolean(),
    format: z.string(),
    toolCallTurns: z.number().nullable(),
  }),
]);

/** multipart/form-data of POST /api/tasks/<id>/rows: `row` (JSON of rowInputSchema) + file parts `ledger`, `trajectory` (optional). */
export const rowRequestSchema = z.object({
  row: z.string().describe("JSON of the row (see RowInput)"),
  ledger: z.string().describe("binary part"),
  trajectory: z.string().optional().describe("binary part"),
});

export const rowResponseSchema = z.object({
  ok: z.literal(true),
  rowId: z.string(),
  eventId: z.string(),
  revisionId: z.string(),
  ledger: z.object({ id: z.string(), path: z.string(), sha256: z.string(), alreadyStored: z.boolean() }),
  trajectory: z
    .object({
      id: z.string(),
      path: z.string(),
      sha256: z.string(),
      alreadyStored: z.boolean(),
      format: z.string(),
      toolCallTurns: z.number().nullable(),
    })
    .nullable(),
  scores: z.array(judged),
  checks: z.array(claimCheck),
  notReproduced: z.array(claimCheck),
});

/** multipart/form-data of POST /api/tasks/<id>/revisions: file part `archive` (.tar.gz or .zip), optional `salvageSpec` = "1". */
export const revisionRequestSchema = z.object({
  archive: z.string().describe("binary part: .tar.gz or .zip of the task folder"),
  salvageSpec: z.enum(["1"]).optional(),
});

export const revisionResponseSchema = z.object({
  ok: z.literal(true),
  eventId: z.string(),
  entries: z.number(),
  taskId: z.string(),
  revisionId: z.string(),
  revision: z.enum(["new", "unchanged"]),
  rows: z.number(),
  ledgers: z.number(),
  rollouts: z.number(),
  artifacts: z.number(),
  scoreRuns: z.number(),
  findings: z.number(),
  problems: z.array(z.string()),
});

export const statusResponseSchema = z.object({
  ok: z.literal(true),
  status: z.object({
    taskId: z.string(),
    revisionId: z.string(),
    gates: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        outcome: z.enum(["pass", "warn", "claimed", "fail", "insufficient"]),
        threshold: z.string(),
      }),
    ),
    claimsNotReproduced: z.array(
      z.object({ rowId: z.string(), row: z.string(), claim: z.enum(["score", "turns", "instruction"]), message: z.string() }),
    ),
    /** the graded summary ("… 3 hold only as claimed, 5 pass on measured evidence."); absent from older servers */
    summary: z.string().optional(),
    ok: z.boolean().describe("false when a gate fails or a claim does not reproduce"),
  }),
});
