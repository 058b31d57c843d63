// A maintainer's decision on one submission, parsed once at the boundary (server action, API
// route). Pure zod: a rejection must say why; the contributor reads the reason on the row.
import { z } from "zod";
import { SUBMISSION_KINDS } from "./policy";

const reason = z
  .string()
  .max(2000, "reason: at most 2000 characters")
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null));

/** Accept despite a blocking finding (same bytes as a stored row, another instruction): only with a written reason. */
const override = z
  .union([z.boolean(), z.enum(["on", "true", "false"])])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true")
  .describe("accept despite the row's blocking findings; needs a reason");

const overrideNeedsReason = {
  path: ["reason"],
  message: "say why the blocking finding is overridden (it is kept with the decision)",
};

export const submissionRefSchema = z.object({
  taskId: z.string().min(1, "taskId: name the task").max(200),
  kind: z.enum(SUBMISSION_KINDS, { message: `kind must be one of ${SUBMISSION_KINDS.join(", ")}` }),
  id: z.string().min(1, "id: name the submission").max(200),
});

/** The API route's path (/api/tasks/<id>/submissions/<kind>/<submissionId>) as a submission reference. */
export const submissionRefOfPath = z
  .object({ id: z.string(), kind: z.string(), submissionId: z.string() })
  .transform((p) => ({ taskId: p.id, kind: p.kind, id: p.submissionId }))
  .pipe(submissionRefSchema);

export const acceptSubmissionInput = submissionRefSchema
  .extend({ reason, override })
  .strict()
  .refine((v) => !v.override || v.reason !== null, overrideNeedsReason);

export const rejectSubmissionInput = submissionRefSchema
  .extend({ reason })
  .strict()
  .refine((v) => v.reason !== null, { path: ["reason"], message: "say why it is rejected (the contributor sees it)" });

/** The API route's multipart fields: the decision and its reason (the task, kind and id are in the path). */
export const reviewDecisionFields = z
  .object({
    decision: z.enum(["accept", "reject"], { message: "decision must be accept or reject" }),
    reason,
    override,
  })
  .strict()
  .refine((v) => !v.override || v.reason !== null, overrideNeedsReason)
  .refine((v) => v.decision === "accept" || v.reason !== null, {
    path: ["reason"],
    message: "say why it is rejected (the contributor sees it)",
  });

export type SubmissionRef = z.infer<typeof submissionRefSchema>;
