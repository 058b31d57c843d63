// What the artifact checks found in a folder, as stored (TaskRevision.artifactChecks) and shown on
// the task page and in the export. Each entry names its file and carries both numbers it compared,
// so a reviewer reads "codex_masked_reward.json says 0.3454, its ledger recomputes to 0.1218"
// without opening anything. Zod is the source of truth; the page reads the column through it.
import { z } from "zod";

const RowRefSchema = z.object({
  ordinal: z.number().int().positive(),
  label: z.string(),
  /** matched by the harness/model words in the file's name alone (no ledger or trajectory shares it): to confirm */
  byName: z.boolean().default(false),
});
export type ArtifactRowRef = z.infer<typeof RowRefSchema>;
const LineShaSchema = z.object({ value: z.string(), line: z.number().int().positive() });
const LineCountSchema = z.object({ value: z.number().int().nonnegative(), line: z.number().int().positive() });

export const ArtifactCheckSchema = z.discriminatedUnion("kind", [
  /**
   * A stated score against its ledger's score under the primary judge: a reward file's number
   * (source reward_file, paired by name) or a document's (source document: a README item or table
   * row naming the ledger, `line` set, `entry` the reference as written).
   */
  z.object({
    kind: z.literal("reward"),
    source: z.enum(["reward_file", "document"]).default("reward_file"),
    file: z.string(),
    line: z.number().int().positive().optional(),
    field: z.string(),
    entry: z.string().nullable(),
    statedText: z.string(),
    stated: z.number(),
    ledgerPath: z.string(),
    /** rows citing the ledger (none: the ledger is linked to no row) */
    ledgerRows: z.array(RowRefSchema),
    judgeId: z.string(),
    recomputed: z.number(),
    /** the judge's reason when it is not "ok" (a rejected document) */
    judgeReason: z.string().nullable(),
    delta: z.number(),
    tolerance: z.number(),
    rule: z.string(),
    agrees: z.boolean(),
    /** another judge pairing whose score the stated number does match (written under that judge) */
    agreesWithJudge: z.string().nullable(),
  }),
  /** a reward file whose number(s) nothing recomputes: no sibling ledger, or no judge */
  z.object({
    kind: z.literal("reward_unpaired"),
    file: z.string(),
    stated: z.array(z.object({ field: z.string(), entry: z.string().nullable(), text: z.string() })),
    why: z.string(),
  }),
  /** a tool histogram's sum against the turns its row claims (and the turns counted in its trajectory) */
  z.object({
    kind: z.literal("tool_histogram"),
    file: z.string(),
    total: z.number().int().nonnegative(),
    tools: z.number().int().nonnegative(),
    row: RowRefSchema.nullable(),
    claimedTurns: z.number().int().nonnegative().nullable(),
    claimedTurnsText: z.string(),
    countedTurns: z.number().int().nonnegative().nullable(),
    /** null: nothing to compare with (no row, or the row claims no number) */
    agrees: z.boolean().nullable(),
  }),
  /** the instruction and media a run's metadata says it used, against the revision's */
  z.object({
    kind: z.literal("run_metadata"),
    file: z.string(),
    row: RowRefSchema.nullable(),
    instructionSha256: LineShaSchema.nullable(),
    currentInstructionSha256: z.string(),
    instructionAgrees: z.boolean().nullable(),
    mediaSha256: LineShaSchema.nullable(),
    pinnedMediaSha256: z.array(z.string()),
    mediaAgrees: z.boolean().nullable(),
    /** the tool calls the metadata counts, against the row's claimed turns (null: nothing to compare) */
    toolCalls: LineCountSchema.nullable().default(null),
    turnsAgree: z.boolean().nullable().default(null),
  }),
  /** a calibration file whose name announces trouble (copied-answer, BypassSandbox, leak, …) */
  z.object({ kind: z.literal("confessing_name"), file: z.string(), words: z.array(z.string()) }),
  /** a reward / histogram / metadata file that could not be read: no number is taken from it */
  z.object({
    kind: z.literal("unreadable"),
    file: z.string(),
    what: z.enum(["reward", "tool_histogram", "run_metadata"]),
    line: z.number().int().positive().optional(),
    field: z.string().optional(),
    reason: z.string(),
  }),
]);
export type ArtifactCheck = z.infer<typeof ArtifactCheckSchema>;
export const ArtifactChecksSchema = z.array(ArtifactCheckSchema);

/** A check a reviewer must act on (warning) or may skim (info). */
export function artifactCheckSeverity(check: ArtifactCheck): "warning" | "info" {
  switch (check.kind) {
    case "reward":
    case "tool_histogram":
      return check.agrees === false ? "warning" : "info";
    case "run_metadata":
      return check.instructionAgrees === false || check.mediaAgrees === false || check.turnsAgree === false ? "warning" : "info";
    case "reward_unpaired":
      return "info";
    case "confessing_name":
    case "unreadable":
      return "warning";
  }
}
