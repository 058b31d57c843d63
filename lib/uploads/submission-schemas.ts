// The JSON answers of the submission API, for the OpenAPI document (lib/openapi/answers.ts lists
// every route's answers; the request bodies are the schemas the routes parse with):
// POST /api/tasks/<id>/uploads, POST /api/tasks/<id>/rows, POST /api/tasks[/<id>/revisions] and
// GET /api/tasks/<id>/status. Pure zod.
import { z } from "zod";
import { FindingSchema } from "../rollouts/audits/finding";

const judged = z.object({ judgeId: z.string(), official: z.boolean(), reward: z.number(), reason: z.string() });
const claimCheck = z.object({
  claim: z.enum(["score", "turns", "instruction"]),
  claimed: z.string(),
  found: z.string(),
  reproduces: z.boolean().nullable(),
  message: z.string(),
});
/** submitted: a contributor's proposal, counted by no gate until a maintainer accepts it; null: counts as written */
const submissionState = z.enum(["submitted", "accepted", "rejected"]).nullable();
const stored = { path: z.string(), sha256: z.string(), alreadyStored: z.boolean() };
const trajectoryFacts = { format: z.string(), toolCallTurns: z.number().nullable(), findings: z.array(FindingSchema) };

// The answers' own types are z.infer of these (lib/submissions/store/store-upload.ts, submit-row.ts), so a field
// added to a result without its schema does not compile, and the OpenAPI document shows the same.
export const ledgerUploadAnswer = z.object({
  kind: z.literal("ledger"),
  eventId: z.string(),
  ledgerId: z.string(),
  ...stored,
  claimedScore: z.number().nullable(),
  scores: z.array(judged),
  /** official recomputed minus claimed; null without a claim or an official judge */
  delta: z.number().nullable(),
  /** false when the claim differs from the official recomputed score by more than its written precision allows */
  claimAgrees: z.boolean().nullable(),
  submission: submissionState,
});

export const rolloutUploadAnswer = z.object({
  kind: z.literal("rollout"),
  eventId: z.string(),
  rolloutId: z.string(),
  ...stored,
  ...trajectoryFacts,
  submission: submissionState,
});

export const rowSubmissionAnswer = z.object({
  rowId: z.string(),
  eventId: z.string(),
  revisionId: z.string(),
  ledger: z.object({ id: z.string(), ...stored }),
  trajectory: z.object({ id: z.string(), ...stored, ...trajectoryFacts }).nullable(),
  submission: submissionState,
  scores: z.array(judged),
  checks: z.array(claimCheck),
  /** the claims that do not reproduce (empty: everything checkable reproduced) */
  notReproduced: z.array(claimCheck),
  /** findings that refuse Accept until a maintainer overrides them (same bytes as a stored row, another instruction in the log) */
  blocking: z.array(z.object({ code: z.string(), severity: z.enum(["info", "warning", "error"]), message: z.string() })),
});

export const uploadResponseSchema = z.discriminatedUnion("kind", [
  ledgerUploadAnswer.extend({ ok: z.literal(true) }),
  rolloutUploadAnswer.extend({ ok: z.literal(true) }),
]);

export const rowResponseSchema = rowSubmissionAnswer.extend({ ok: z.literal(true) });

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
  errorFindings: z.array(z.string()).optional(),
  staleArtifacts: z.array(z.string()).optional(),
  /** the folder's own verifier's run, queued for a family no port scores (follow it at /api/jobs/{runId}) */
  verifierRunId: z.string().nullable().optional(),
  /** a family no port scores whose folder ships a verifier: that verifier is the judge (lib/judges/store) */
  ownVerifier: z.boolean().optional(),
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
    counts: z.record(z.enum(["pass", "warn", "claimed", "fail", "insufficient"]), z.number()).optional(),
    ok: z.boolean().describe("false when a gate fails or a claim does not reproduce"),
  }),
});
