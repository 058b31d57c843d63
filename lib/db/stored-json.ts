// Prisma Json columns as the pages read them: each column has one zod schema (beside its writer's
// type where one exists) and is parsed here, at the query boundary, so components get typed values
// and never probe shapes. A stored value that fails its schema is not a crash: it reads as the
// column's empty value plus "unreadable stored value" with the reason, which the page shows.
import { z } from "zod";
import { FindingSchema, JsonValueSchema, NoteSchema, RowFlagSchema, RunEndSchema, TaskVerdictSchema } from "../importers/types";
import type { MediaProbe } from "../media/probe-facts";

export type StoredRead<T> = { ok: true; value: T } | { ok: false; value: T; reason: string };

/** "Table.column" as a reviewer would report it, e.g. "TaskRevision.findings". */
export type ColumnName = `${string}.${string}`;

export function readStored<T>(schema: z.ZodType<T>, stored: unknown, column: ColumnName, empty: T): StoredRead<T> {
  const r = schema.safeParse(stored);
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0];
  const at = issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
  return { ok: false, value: empty, reason: `unreadable stored value in ${column}${at}: ${issue.message}` };
}

/**
 * A stored import finding. Codes grow between versions (a finding stored by an older importer
 * may carry a code this one no longer emits), and a page needs only severity, place and message,
 * so the code is any string here; everything else is the importer's FindingSchema.
 */
export const StoredFindingSchema = FindingSchema.extend({ code: z.string() });
export type StoredFinding = z.infer<typeof StoredFindingSchema>;
export const StoredFindingsSchema = z.array(StoredFindingSchema);

export const StoredNotesSchema = z.array(NoteSchema);
export type StoredNote = z.infer<typeof StoredNotesSchema>[number];

/** SPEC.md's YAML card: any JSON object (null when the folder has no card). */
export const StoredSpecCardSchema = z.record(z.string(), z.json()).nullable();
export type StoredSpecCard = z.infer<typeof StoredSpecCardSchema>;

/** TaskRevision.vocabularies: each vocabulary file and its parsed JSON (null: not JSON). */
export const StoredVocabulariesSchema = z.array(z.object({ path: z.string(), parsed: z.json().nullable() }));
export type StoredVocabularies = z.infer<typeof StoredVocabulariesSchema>;

/** CalibrationRow.flags: the provenance labels lifted at import, each with file:line (lib/gates/row-flags.ts). */
export const StoredRowFlagsSchema = z.array(RowFlagSchema);
/** CalibrationRow.runEnd: how the run ended where the folder says so (null: it does not say). */
export const StoredRunEndSchema = RunEndSchema.nullable();
/** TaskRevision.taskVerdict: the task's own overall verdict (null: neither scores.md nor SPEC.md states one). */
export const StoredTaskVerdictSchema = TaskVerdictSchema.nullable();
export type StoredTaskVerdict = z.infer<typeof StoredTaskVerdictSchema>;

/**
 * CalibrationRow.cells: the scores.md row as written, column -> text. Rows submitted before cells
 * were kept as text stored the parsed fields (notes: null, a number, a boolean): those read as
 * text, an absent field as no cell, rather than as an unreadable column.
 */
export const StoredCellsSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .transform((cells) => Object.fromEntries(Object.entries(cells).flatMap(([k, v]) => (v === null ? [] : [[k, String(v)]]))));

/** JudgePairing.judgeOptions: the judge's options (tolerances, fps); read field by field by the judge. */
export const StoredJudgeOptionsSchema = z
  .record(z.string(), z.unknown())
  .nullable()
  .transform((o) => o ?? {});
/** JudgePairing.judgeOptions as a scorer passes them on: JSON values by name (null: none). */
export const StoredPairingOptionsSchema = z
  .record(z.string(), JsonValueSchema)
  .nullable()
  .transform((o) => o ?? {});
/** The frame rate a frame-numbered judge was given (egocentric), when it is a positive number. */
export function fpsOption(options: Record<string, unknown>): number | null {
  const fps = options.fps;
  return typeof fps === "number" && Number.isFinite(fps) && fps > 0 ? fps : null;
}

const nullableNumber = z.number().nullable();
/** Media.probe: what ffprobe measured (lib/media/probe-facts.ts MediaProbe) plus where it differs from the card. */
export const StoredProbeSchema = z
  .object({
    durationSec: nullableNumber,
    width: nullableNumber,
    height: nullableNumber,
    fps: nullableNumber,
    frameCount: nullableNumber,
    videoCodec: z.string().nullable(),
    audioCodec: z.string().nullable(),
    hasAudio: z.boolean(),
    byteLength: nullableNumber.optional().transform((v) => v ?? null),
    container: z
      .string()
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    differences: z
      .array(z.object({ fact: z.string(), claimed: z.string(), measured: z.string() }))
      .optional()
      .transform((d) => d ?? []),
  })
  .nullable();
export type StoredProbe = NonNullable<z.infer<typeof StoredProbeSchema>>;
// the stored probe is the writer's MediaProbe: a field added there must be added here
const _probeIsMediaProbe: StoredProbe extends MediaProbe ? true : never = true;
void _probeIsMediaProbe;

/** Media.sources: which card field each pinned fact came from (lib/importers MediaPin.sources). */
export const StoredMediaSourcesSchema = z.record(z.string(), z.string());

/** UploadEvent.outcome: what the server found when it checked an upload's claims. */
export const StoredUploadOutcomeSchema = z.looseObject({
  claimAgrees: z.boolean().nullable().optional(),
  checks: z.array(z.looseObject({ claim: z.string(), reproduces: z.boolean().nullable() })).optional(),
  revision: z.string().optional(),
});

/** A column that did not parse, as an error finding, so the findings table shows it with its reason. */
export function unreadableFinding(reason: string, file?: string): StoredFinding {
  return { code: "stored_value_unreadable", severity: "error", message: reason, ...(file ? { file } : {}) };
}
