// The one way a zod failure becomes text: the error shape's `fieldErrors` (field -> messages), its
// message lines ("field: message"), and full-path lines ("races.3.start: ...") for nested input
// (judge options, CLI config, row JSON). Pure, so schemas' tests, actions, routes and the CLI agree.
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

/** The top-level field an issue belongs to; issues about the whole input go under "form". */
function fieldOf(issue: z.core.$ZodIssue): string {
  return String(issue.path[0] ?? "form");
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) (out[fieldOf(issue)] ??= []).push(issue.message);
  return out;
}

/** "field: message" per issue, in order: the text of a refusal's message. */
export function fieldErrorLines(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${fieldOf(issue)}: ${issue.message}`);
}

/** "<prefix><dotted.path>: message" per issue; `root` names an issue about the whole input. */
export function issueLines(error: { issues: readonly z.core.$ZodIssue[] }, options: { prefix?: string; root?: string } = {}): string[] {
  const { prefix = "", root = "(root)" } = options;
  return error.issues.map((issue) => `${prefix}${issue.path.join(".") || root}: ${issue.message}`);
}

/**
 * A route's refusal of its input: the message is "path: message" per issue joined by "; ", and
 * fieldErrors are keyed by the same dotted path ("row.races.3.start"), so a client can point at a
 * nested field of a JSON part; flat input gives the same keys as fieldErrorsOf.
 */
export function zodRefusal(error: z.ZodError): { message: string; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join(".") || "form"] ??= []).push(issue.message);
  return { message: issueLines(error, { root: "form" }).join("; "), fieldErrors };
}
