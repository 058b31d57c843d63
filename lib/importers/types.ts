// The importer's output contract. lib/importers/store writes ParsedTask into Prisma (prisma/schema.prisma):
// one TaskRevision + its JudgePairing / Media / CalibrationRow / Ledger / Rollout / Artifact rows.
// Zod schemas are the source of truth; every type is z.infer of one. Keep this file stable.
import { z } from "zod";
import type { RowFlag, RowFlagCode } from "../gates/row-flags";
import { TrajectoryFormatSchema, TrajectorySummarySchema } from "../rollouts/types";

export const JsonValueSchema = z.json();
export type JsonValue = z.infer<typeof JsonValueSchema>;

export const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);
/** A hash as a document states it: full hex, or abbreviated like `0963eb1a…c3e1` when that is all the folder says. */
export const StatedShaSchema = z.string().regex(/^(?:[0-9a-f]{64}|[0-9a-f]{4,63}…[0-9a-f]{2,63})$/);
// z.custom rather than z.instanceof: instanceof narrows to Uint8Array<ArrayBuffer>, but Buffers and
// subarray views are Uint8Array<ArrayBufferLike>, and the importer must accept any byte view
const Bytes = z.custom<Uint8Array>((v) => v instanceof Uint8Array, "expected bytes (Uint8Array)");
const Line = z.number().int().positive();
/** Paths are posix and relative to the task folder root, e.g. `calibration/rollouts/x.jsonl`. */
const RelPath = z.string().min(1);

/** A fatal problem: the caller writes nothing. */
export const ImportErrorSchema = z.object({
  file: z.string(),
  line: Line.optional(),
  field: z.string().optional(),
  reason: z.string(),
});
export type ImportError = z.infer<typeof ImportErrorSchema>;

export const FINDING_CODES = [
  "spec_missing",
  "spec_card_missing",
  "spec_card_invalid",
  "spec_card_extra_blocks",
  "spec_front_matter_invalid",
  "not_utf8",
  "ground_truth_ambiguous",
  "oracle_missing",
  "oracle_invalid_json",
  "ledger_invalid_json",
  "vocabulary_invalid_json",
  "scores_missing",
  "unparsed_table",
  "cited_file_missing",
  "cited_file_external",
  "no_ledger_retained",
  "ledger_unlinked",
  "turns_differ",
  "score_approximate",
  "score_matches_constructed",
  "derived_from_prose",
  "instruction_sha_abbreviated",
  "instruction_sha_differs",
  "family_unknown",
  "family_conflict",
  "pairing_ground_truth_missing",
  "judge_option_missing",
  "scores_describe_other_judge",
  "media_pin_incomplete",
  "media_sha_differs_in_scores",
  "rollout_unknown_format",
  "rollout_parse_errors",
  "ground_truth_missing",
  "ledger_linked_by_name",
  "ledger_link_ambiguous",
  "ledger_above_bar",
  "transform_applied",
  "transform_unrecognised",
  "verdict_contradiction",
  "media_pin_streaming",
  "media_pin_sources_differ",
  "waiver_stated",
  "instruction_from_prompt_copy",
  "text_cut",
] as const;
export const FindingCodeSchema = z.enum(FINDING_CODES);

/** Not fatal: the import goes ahead and the finding is stored for the UI. */
export const FindingSchema = z.object({
  code: FindingCodeSchema,
  severity: z.enum(["info", "warning", "error"]),
  file: z.string().optional(),
  line: Line.optional(),
  field: z.string().optional(),
  message: z.string(),
});
export type Finding = z.infer<typeof FindingSchema>;

export const TaskSourceSchema = z.object({
  kind: z.enum(["folder", "upload", "api", "fixture", "git"]),
  /** folder path, upload file name or URL: shown to reviewers, never re-read */
  location: z.string(),
});
export type TaskSource = z.infer<typeof TaskSourceSchema>;

/** A stored file: exact bytes plus their hash and length (judges and reviewers need the bytes). */
export const StoredFileSchema = z.object({
  path: RelPath,
  raw: Bytes,
  sha256: Sha256Schema,
  byteLength: z.number().int().nonnegative(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

/** A JSON file kept as bytes; `parsed` is JSON.parse of them, null when they do not parse. */
export const JsonFileSchema = StoredFileSchema.extend({ parsed: JsonValueSchema.nullable() });
export type JsonFile = z.infer<typeof JsonFileSchema>;

export const CONDITIONS = ["full", "no_media", "single_frame", "video_only", "audio_only", "frame_dump_no_tools", "other"] as const;
export const ConditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof ConditionSchema>;

export const ROW_STATUSES = ["official", "diagnostic", "replaced", "earlier_instruction", "constructed", "todo", "waived"] as const;
export const RowStatusSchema = z.enum(ROW_STATUSES);
export type RowStatus = z.infer<typeof RowStatusSchema>;

/**
 * agent: a harness run on the full input. ablation: a run on a degraded input. anchor: oracle,
 * empty/null and constructed reference submissions (harness "anchor"). diagnostic: a number derived
 * from another row's output (e.g. a bare array wrapped by hand) that must never replace its score.
 */
export const RowKindSchema = z.enum(["agent", "ablation", "anchor", "diagnostic"]);
export type RowKind = z.infer<typeof RowKindSchema>;

/** lib/gates/row-flags.ts RowFlagCode, as a runtime list (the check below keeps the two equal). */
export const ROW_FLAG_CODES = [
  "reconstruction",
  "coached",
  "contaminated",
  "quota_terminated",
  "earlier_instruction",
  "diagnostic",
] as const;
const _flagCodesMatch: [RowFlagCode] extends [(typeof ROW_FLAG_CODES)[number]]
  ? (typeof ROW_FLAG_CODES)[number] extends RowFlagCode
    ? true
    : never
  : never = true;
void _flagCodesMatch;

/** A provenance label lifted from the folder's prose, with the file and line it was read at (RowFlag). */
export const RowFlagSchema = z.object({
  code: z.enum(ROW_FLAG_CODES),
  text: z.string(),
  source: z.object({ file: z.string(), line: Line.nullable() }),
});
const _rowFlagMatches: z.infer<typeof RowFlagSchema> extends RowFlag ? true : never = true;
void _rowFlagMatches;

/** How a run ended, where the folder or the trajectory says: completed, error, timeout, interrupted, quota. */
export const RUN_END_KINDS = ["completed", "error", "timeout", "interrupted", "quota"] as const;
export const RunEndSchema = z.object({
  kind: z.enum(RUN_END_KINDS),
  text: z.string(),
  source: z.object({ file: z.string(), line: Line.nullable() }),
});
export type RunEnd = z.infer<typeof RunEndSchema>;

/** The task's own overall verdict as one file states it (provenance-flags/task-verdict.ts). */
export const VerdictStatementSchema = z.object({
  /** stated: a verdict line in words none of the three kinds fits */
  verdict: z.enum(["passes", "does_not_pass", "undetermined", "stated"]),
  text: z.string(),
  source: z.object({ file: z.string(), line: Line.nullable() }),
});
export type VerdictStatement = z.infer<typeof VerdictStatementSchema>;
/** The most cautious of the statements, with every statement found (scores.md, SPEC.md). */
export const TaskVerdictSchema = VerdictStatementSchema.extend({ statements: z.array(VerdictStatementSchema) });
export type TaskVerdict = z.infer<typeof TaskVerdictSchema>;

export const CalibrationRowSchema = z.object({
  /** 1-based, in file order (then run order for an n=3 cell) */
  ordinal: z.number().int().positive(),
  kind: RowKindSchema,
  /** "Codex CLI" | "Claude Code" | "Antigravity" | "Gemini CLI" | "anchor" | "unstated" | other verbatim */
  harness: z.string(),
  harnessRaw: z.string(),
  harnessVersion: z.string().nullable(),
  model: z.string().nullable(),
  reasoning: z.string().nullable(),
  condition: ConditionSchema,
  conditionLabel: z.string(),
  /** null for PENDING / n/a / an empty cell */
  claimedScore: z.number().nullable(),
  claimedScoreText: z.string(),
  /** the cell said "~0.027" */
  claimedScoreApprox: z.boolean(),
  /** set when one cell held several runs ("n=3: a / b / c"): this row is run `index` of `count` */
  run: z.object({ index: z.number().int().positive(), count: z.number().int().positive() }).nullable(),
  claimedTurns: z.number().int().nonnegative().nullable(),
  claimedTurnsText: z.string(),
  instructionSha256: StatedShaSchema.nullable(),
  /** true: wrapped or coached harness; false: stated native; null: the folder does not say */
  wrapped: z.boolean().nullable(),
  networkPosture: z.string().nullable(),
  status: RowStatusSchema,
  notes: z.string(),
  sourceFile: RelPath,
  sourceTable: z.string(),
  sourceLine: Line,
  citedLedgerPath: RelPath.nullable(),
  citedRolloutPath: RelPath.nullable(),
  /**
   * How citedLedgerPath was found: cited (a cell names the file), convention (the folder's naming
   * rules), by_name (label similarity: "linked by name, please confirm"); null without a ledger.
   * Anchor rows are linked to the oracle/empty ledgers by the writer ("anchor").
   */
  ledgerLink: z.enum(["cited", "convention", "by_name", "anchor"]).nullable(),
  /** a declared mechanical transform the claim is defined on (lib/importers/transforms.ts), or null */
  declaredTransform: z.string().nullable(),
  findings: z.array(FindingSchema),
  /** provenance labels from the folder's prose and manifests (provenance-flags/), each with file:line */
  flags: z.array(RowFlagSchema),
  /** how the run ended, where the folder says so; null: it does not say */
  runEnd: RunEndSchema.nullable(),
  /** the table's cells for this row, header -> raw text, so nothing the contributor wrote is lost */
  cells: z.record(z.string(), z.string()),
});
export type CalibrationRow = z.infer<typeof CalibrationRowSchema>;

export const NoteSchema = z.object({
  /** unparsed: a table the parser does not understand, kept verbatim */
  kind: z.enum(["unparsed", "credit_breakdown", "probes", "key_values"]),
  file: RelPath,
  title: z.string(),
  lineStart: Line,
  lineEnd: Line,
  raw: z.string(),
  /** structured form for the parsed kinds; null for unparsed */
  data: JsonValueSchema.nullable(),
});
export type Note = z.infer<typeof NoteSchema>;

export const LedgerSchema = StoredFileSchema.extend({
  label: z.string(),
  /** the kind of the first row citing it ("agent", "ablation", …) or "unlinked" */
  origin: z.string(),
  parsesAsJson: z.boolean(),
});
export type Ledger = z.infer<typeof LedgerSchema>;

export const RolloutSchema = StoredFileSchema.extend({
  /** "cited" when a calibration row cites it, else "unlinked" */
  origin: z.string(),
  format: TrajectoryFormatSchema,
  toolCallTurns: z.number().int().nonnegative().nullable(),
  summary: TrajectorySummarySchema,
});
export type Rollout = z.infer<typeof RolloutSchema>;

export const ArtifactSchema = StoredFileSchema.extend({
  /** scores | readme | doc | reward | results | manifest | provenance | data | other (under calibration/);
   *  media (a video file anywhere: may be large, store as you see fit) | task_file (any other file) */
  kind: z.string(),
});
export type Artifact = z.infer<typeof ArtifactSchema>;

export const MediaPinSchema = z.object({
  url: z.string().nullable(),
  sha256: Sha256Schema.nullable(),
  byteLength: z.number().int().nonnegative().nullable(),
  durationSec: z.number().nonnegative().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  fps: z.number().positive().nullable(),
  frameCount: z.number().int().positive().nullable(),
  codec: z.string().nullable(),
  hasAudio: z.boolean().nullable(),
  /** the media file inside the task folder, when the pin's url is a relative path to it (demo tasks) */
  localPath: RelPath.nullable(),
  /** field -> where its value was read ("SPEC.md:114 input.url", "instruction.md:5") */
  sources: z.record(z.string(), z.string()),
});
export type MediaPin = z.infer<typeof MediaPinSchema>;

export const JudgePairingSchema = z.object({
  judgeId: z.string(),
  isPrimary: z.boolean(),
  label: z.string(),
  groundTruthPath: RelPath,
  groundTruthRaw: Bytes,
  groundTruthSha256: Sha256Schema,
  judgeOptions: z.record(z.string(), JsonValueSchema),
});
export type JudgePairing = z.infer<typeof JudgePairingSchema>;

export const ParsedTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** a bundled demonstration task (task.toml `[metadata] demo = true`): listed after the real tasks */
  isDemo: z.boolean(),
  /** a known judge family id, or null when the folder names none we know (then no pairings) */
  family: z.string().nullable(),
  /** where the family came from, e.g. "task.toml metadata.family" or "SPEC.md card task" */
  familySource: z.string().nullable(),
  /** the primary pairing's judge id (TaskRevision.judgeId); null without a family */
  judgeId: z.string().nullable(),
  source: TaskSourceSchema,
  /** sha256 over every file (path + bytes), independent of Map order */
  contentSha256: Sha256Schema,
  fileCount: z.number().int().nonnegative(),
  instruction: z.object({ path: RelPath, text: z.string(), sha256: Sha256Schema, byteLength: z.number().int().positive() }),
  taskToml: z.object({ path: RelPath, raw: z.string(), parsed: z.record(z.string(), JsonValueSchema) }),
  spec: z
    .object({
      path: RelPath,
      raw: z.string(),
      frontMatter: JsonValueSchema.nullable(),
      card: JsonValueSchema.nullable(),
      /** line of the card's opening fence */
      cardLine: Line.nullable(),
    })
    .nullable(),
  /** null when the folder ships no ground truth (a `ground_truth_missing` finding says so) */
  groundTruth: JsonFileSchema.nullable(),
  oracle: JsonFileSchema.nullable(),
  /** why there is no oracle, or what is odd about it; null when oracle.json is simply there */
  oracleNote: z.string().nullable(),
  vocabularies: z.array(z.object({ path: RelPath, parsed: JsonValueSchema.nullable() })),
  media: z.array(MediaPinSchema),
  pairings: z.array(JudgePairingSchema),
  rows: z.array(CalibrationRowSchema),
  ledgers: z.array(LedgerSchema),
  rollouts: z.array(RolloutSchema),
  artifacts: z.array(ArtifactSchema),
  /** scores.md tables that are not calibration rows: parsed notes and verbatim unparsed ones */
  notes: z.array(NoteSchema),
  /** the task's own overall verdict (scores.md / SPEC.md), null when neither states one */
  taskVerdict: TaskVerdictSchema.nullable(),
});
export type ParsedTask = z.infer<typeof ParsedTaskSchema>;

export const ParseOptionsSchema = z.object({
  /**
   * "fatal" (default): a SPEC card that does not parse rejects the import, naming every broken
   * top-level key with its line. "recover" (opt-in, the CLI's --salvage-spec and the bundled
   * fixtures): keep the top-level keys that parse alone, recording a spec_card_invalid error finding
   * that names each lost key (and says when a review needs it: CRITICAL_CARD_KEYS); reject only
   * when no key parses. "finding": the same. (The real kart SPEC card is invalid YAML:
   * `tool_call_turns: >430` inside a flow mapping.)
   */
  specCardErrors: z.enum(["fatal", "finding", "recover"]).default("fatal"),
});
export type ParseOptions = z.input<typeof ParseOptionsSchema>;

export type ParseTaskResult = { ok: true; task: ParsedTask; findings: Finding[] } | { ok: false; errors: ImportError[] };

/** The folder as the pure parser sees it: relative posix path -> exact bytes. */
export type TaskFiles = ReadonlyMap<string, Uint8Array>;
