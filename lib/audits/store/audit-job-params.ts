// The "audit:suite" job's kind and parameters, apart from its handler (audit-job.ts) so an action
// enqueues it without loading the audits, the child-process runner or Prisma.
import { z } from "zod";
import { AUDIT_KINDS } from "../types";

export const AUDIT_JOB_KIND = "audit:suite";

export const auditJobParams = z.object({
  audits: z
    .array(z.enum(AUDIT_KINDS))
    .min(1)
    .default([...AUDIT_KINDS]),
  /** generic audits only (a family without a port): submissions the audits may send to the task's verifier */
  budget: z.number().int().min(1).max(20_000).optional(),
});
export type AuditJobParams = z.infer<typeof auditJobParams>;
