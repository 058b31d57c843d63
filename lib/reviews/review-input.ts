// Form input for verdicts and comments, parsed once at the boundary; types derive from the schemas.
import { z } from "zod";
import { parseAsksField } from "../asks/ask-input";
import { parseAnchor } from "../asks/anchors";

export const verdictInput = z.object({
  taskId: z.string().min(1, "task is missing"),
  author: z.string().trim().min(1, "say who you are").max(80, "at most 80 characters"),
  verdict: z.enum(["approve", "request_changes", "comment"], { message: "choose approve, request changes or comment" }),
  body: z.string().trim().max(20_000, "at most 20,000 characters"),
  /** the revision the reviewer was looking at; absent = the latest */
  revisionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "not a revision id")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** the verdict's checklist as one JSON field (lib/asks/ask-input.ts); absent = no asks */
  asks: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parseAsksField(raw);
      if (parsed.ok) return parsed.asks;
      for (const message of parsed.errors) ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }),
});
export type VerdictInput = z.infer<typeof verdictInput>;

export const commentInput = z.object({
  taskId: z.string().min(1, "task is missing"),
  author: z.string().trim().min(1, "say who you are").max(80, "at most 80 characters"),
  body: z.string().trim().min(1, "the comment is empty").max(20_000, "at most 20,000 characters"),
  anchor: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
  /** a structured anchor (lib/asks/anchors.ts), sent by the inspector, trajectory and file viewers */
  anchorKind: z.string().max(20).optional(),
  anchorRef: z.string().max(200).optional(),
});
/** Refuses a structured anchor that does not parse, naming why (on the anchorRef field). */
export function checkCommentAnchor(v: { anchorKind?: string; anchorRef?: string }, ctx: z.RefinementCtx) {
  if (v.anchorKind === undefined) return;
  const parsed = parseAnchor(v.anchorKind, v.anchorRef);
  if (!parsed.ok) ctx.addIssue({ code: "custom", path: ["anchorRef"], message: parsed.reason });
}
export type CommentInput = z.infer<typeof commentInput>;

export type ReviewStatus = "draft" | "in_review" | "changes_requested" | "approved";

/** What a verdict does to the task's review status (Task.reviewStatus, the Prisma enum of the same values). */
export function statusAfterVerdict(verdict: VerdictInput["verdict"], current: ReviewStatus): ReviewStatus {
  if (verdict === "approve") return "approved";
  if (verdict === "request_changes") return "changes_requested";
  return current === "draft" ? "in_review" : current;
}

export type FormState = { ok: true; message: string } | { ok: false; message: string; fieldErrors: Record<string, string[]> } | null;
