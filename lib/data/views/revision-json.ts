// A stored revision's Json columns (and its rows') parsed for the pages, once, at the query
// boundary. An unreadable column reads as empty and adds an error finding with the reason, so the
// findings table says what could not be read instead of the page crashing or hiding it.
import {
  readStored,
  StoredCellsSchema,
  StoredFindingsSchema,
  StoredMediaSourcesSchema,
  StoredNotesSchema,
  StoredProbeSchema,
  StoredRowFlagsSchema,
  StoredRunEndSchema,
  StoredSpecCardSchema,
  StoredTaskVerdictSchema,
  StoredVocabulariesSchema,
  unreadableFinding,
  type StoredFinding,
  type StoredNote,
  type StoredProbe,
  type StoredSpecCard,
  type StoredTaskVerdict,
  type StoredVocabularies,
} from "../../db/stored-json";
import type { RowFlag } from "../../gates/row-flags";
import type { RunEnd } from "../../importers/types";

interface StoredRevisionJson {
  findings: unknown;
  unparsedNotes: unknown;
  specCard: unknown;
  vocabularies: unknown;
  taskVerdict: unknown;
}
interface StoredRowJson {
  findings: unknown;
  cells: unknown;
  flags: unknown;
  runEnd: unknown;
}

export interface RevisionJson {
  findings: StoredFinding[];
  unparsedNotes: StoredNote[];
  specCard: StoredSpecCard;
  vocabularies: StoredVocabularies;
  taskVerdict: StoredTaskVerdict;
}

export function readRevisionJson<R extends StoredRevisionJson>(revision: R): Omit<R, keyof RevisionJson> & RevisionJson {
  const findings = readStored(StoredFindingsSchema, revision.findings, "TaskRevision.findings", []);
  const notes = readStored(StoredNotesSchema, revision.unparsedNotes, "TaskRevision.unparsedNotes", []);
  const card = readStored(StoredSpecCardSchema, revision.specCard, "TaskRevision.specCard", null);
  const vocabularies = readStored(StoredVocabulariesSchema, revision.vocabularies, "TaskRevision.vocabularies", []);
  const verdict = readStored(StoredTaskVerdictSchema, revision.taskVerdict, "TaskRevision.taskVerdict", null);
  const unreadable = [findings, notes, card, vocabularies, verdict].flatMap((r) => (r.ok ? [] : [unreadableFinding(r.reason)]));
  return {
    ...revision,
    findings: [...unreadable, ...findings.value],
    unparsedNotes: notes.value,
    specCard: card.value,
    vocabularies: vocabularies.value,
    taskVerdict: verdict.value,
  };
}

export function readRowJson<R extends StoredRowJson>(
  row: R,
): Omit<R, keyof StoredRowJson> & { findings: StoredFinding[]; cells: Record<string, string>; flags: RowFlag[]; runEnd: RunEnd | null } {
  const findings = readStored(StoredFindingsSchema, row.findings, "CalibrationRow.findings", []);
  const cells = readStored(StoredCellsSchema, row.cells, "CalibrationRow.cells", {});
  const flags = readStored(StoredRowFlagsSchema, row.flags, "CalibrationRow.flags", []);
  const runEnd = readStored(StoredRunEndSchema, row.runEnd, "CalibrationRow.runEnd", null);
  const unreadable = [findings, cells, flags, runEnd].flatMap((r) => (r.ok ? [] : [unreadableFinding(r.reason)]));
  return { ...row, findings: [...unreadable, ...findings.value], cells: cells.value, flags: flags.value, runEnd: runEnd.value };
}

interface StoredMediaJson {
  probe: unknown;
  sources: unknown;
}

/** A media row's probe and sources; `unreadable` holds the error findings for the revision's list. */
export function readMediaJson<M extends StoredMediaJson>(
  media: M,
): { media: Omit<M, keyof StoredMediaJson> & { probe: StoredProbe | null; sources: Record<string, string> }; unreadable: StoredFinding[] } {
  const probe = readStored(StoredProbeSchema, media.probe, "Media.probe", null);
  const sources = readStored(StoredMediaSourcesSchema, media.sources, "Media.sources", {});
  const unreadable = [probe, sources].flatMap((r) => (r.ok ? [] : [unreadableFinding(r.reason)]));
  return { media: { ...media, probe: probe.value, sources: sources.value }, unreadable };
}
