// One calibration row as a contributor submits it (form, JSON API, CLI), parsed once at the
// boundary. Pure zod, no I/O: lib/importers reads DECLARED_TRANSFORMS from here so a folder's
// scores.md and a submitted row name the same transforms, and the OpenAPI document is generated
// from these schemas (lib/openapi/paths/task-submissions.ts registers them).
import { z } from "zod";
import { issueLines } from "../input/zod-issues";
import { CONDITIONS, ROW_STATUSES } from "../importers/types";
import { parseStrictInteger } from "./strict-decimal";
import { claimedScoreField, text } from "./upload-input";

/**
 * Mechanical transforms a claim may be defined on. wrap_bare_array: the submission is a bare JSON
 * array and the claim scores it wrapped in the family's top-level key ({"events": [...]}).
 */
export const DECLARED_TRANSFORMS = ["wrap_bare_array"] as const;
export const DeclaredTransformSchema = z.enum(DECLARED_TRANSFORMS).describe("a mechanical transform the claimed score is defined on");
export type DeclaredTransform = z.infer<typeof DeclaredTransformSchema>;

export const NETWORK_POSTURES = ["network_none", "egress_blocked", "open", "unstated"] as const;
export const NETWORK_POSTURE_LABELS: Record<(typeof NETWORK_POSTURES)[number], string> = {
  network_none: "network none (container has no interface)",
  egress_blocked: "isolated (no egress)",
  open: "network open",
  unstated: "not stated",
};

export const ROW_KINDS = ["agent", "ablation", "anchor", "diagnostic"] as const;

const optionalText = (what: string, max: number) =>
  z
    .union([text(what, max), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** claimedTurns: a whole number (string from a form, number from JSON) or absent. */
const claimedTurns = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === "") return null;
    if (typeof v === "number") {
      if (Number.isSafeInteger(v) && v >= 0) return v;
      ctx.addIssue({ code: "custom", message: "claimed turns must be a whole number" });
      return z.NEVER;
    }
    const r = parseStrictInteger(v);
    if (r.ok) return r.value;
    ctx.addIssue({ code: "custom", message: `claimed turns: ${r.message}` });
    return z.NEVER;
  });

/** wrapped: true (wrapped/coached harness) or false (native); forms send "wrapped" | "native". */
const wrapped = z
  .union([z.boolean(), z.enum(["wrapped", "native", "true", "false"]), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? null : v === true || v === "wrapped" || v === "true"));

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);

export const rowInputSchema = z
  .object({
    harness: text("harness", 80).pipe(z.string().min(1, "name the harness (e.g. Codex CLI)")).describe("the agent harness, e.g. Codex CLI"),
    harnessVersion: optionalText("harness version", 80),
    model: optionalText("model", 120),
    reasoning: optionalText("reasoning", 80).describe("reasoning effort, e.g. high"),
    condition: z
      .enum(CONDITIONS, { message: `condition must be one of ${CONDITIONS.join(", ")}` })
      .describe("the input condition the run saw"),
    kind: z.preprocess(emptyToUndefined, z.enum(ROW_KINDS, { message: `kind must be one of ${ROW_KINDS.join(", ")}` }).default("agent")),
    // absent: a reviewer's row is official; a contributor's is proposed as official (only a reviewer may send "official")
    status: z
      .preprocess(emptyToUndefined, z.enum(ROW_STATUSES, { message: `status must be one of ${ROW_STATUSES.join(", ")}` }).optional())
      .transform((v) => v ?? null),
    claimedScore: claimedScoreField.describe("the score the contributor claims, a plain decimal from 0 to 1"),
    claimedTurns: claimedTurns.describe("tool-call turns the contributor claims"),
    instructionSha256: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[0-9a-f]{64}$/, "the instruction sha256 is 64 lower-case hex digits")
        .describe("sha256 of the instruction.md the run was given"),
    ),
    networkPosture: z.preprocess(
      emptyToUndefined,
      z.enum(NETWORK_POSTURES, { message: `network posture must be one of ${NETWORK_POSTURES.join(", ")}` }).default("unstated"),
    ),
    wrapped: wrapped.describe("true when the harness was wrapped or coached, false when native"),
    declaredTransform: z.preprocess(emptyToUndefined, DeclaredTransformSchema.optional()).transform((v) => v ?? null),
    notes: optionalText("notes", 2000),
  })
  .strict();
export type RowInput = z.infer<typeof rowInputSchema>;

/** Zod issues as "field: message" lines (the multipart field for a row is `row`). */
export function rowIssues(error: z.ZodError, prefix = "row."): string[] {
  return issueLines(error, { prefix, root: "(row)" });
}

/** The choices the row form offers (the page passes them to components/review/RowForm). */
export const ROW_FORM_CHOICES = {
  conditions: CONDITIONS,
  networkPostures: NETWORK_POSTURES.map((value) => ({ value, label: NETWORK_POSTURE_LABELS[value] })),
  transforms: DECLARED_TRANSFORMS,
};

/**
 * The row's fields as CalibrationRow.cells stores them (field -> text, like a scores.md row's
 * cells): absent fields are left out, never stored as null, and a claimed score keeps the text it
 * was written with.
 */
export function rowCells(row: RowInput): Record<string, string> {
  const { claimedScore, ...rest } = row;
  const cells: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== null && value !== undefined) cells[key] = String(value);
  if (claimedScore) cells.claimedScore = claimedScore.text;
  return cells;
}
