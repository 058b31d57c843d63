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
import { readArtifactChecks } from "./artifact-checks-view";
import { readContractReview } from "./contract-review-view";
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

/**
 * A row's findings and flags only: what the gates and a status read (the status-only load selects
 * neither cells nor runEnd). Their unreadable-value findings are the ones missing next to
 * readRowJson's; no gate and no status reads that code (stored_value_unreadable).
 */
export function readRowGateJson<R extends { findings: unknown; flags: unknown }>(
  row: R,
): Omit<R, "findings" | "flags"> & { findings: StoredFinding[]; flags: RowFlag[] } {
  const findings = readStored(StoredFindingsSchema, row.findings, "CalibrationRow.findings", []);
  const flags = readStored(StoredRowFlagsSchema, row.flags, "CalibrationRow.flags", []);
  const unreadable = [findings, flags].flatMap((r) => (r.ok ? [] : [unreadableFinding(r.reason)]));
  return { ...row, findings: [...unreadable, ...findings.value], flags: flags.value };
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

/**
 * A revision's media rows, artifact checks and contract review through their schemas, as the task
 * page and a status read them; `unreadable`: their error findings, for the revision's list.
 */
export function readRevisionParts<M extends StoredMediaJson>(stored: { media: M[]; artifactChecks: unknown; contractFindings: unknown }) {
  const media = stored.media.map(readMediaJson);
  const artifacts = readArtifactChecks(stored.artifactChecks);
  const contract = readContractReview(stored.contractFindings);
  return {
    media: media.map((m) => m.media),
    artifactChecks: artifacts.checks,
    contractFindings: contract.review,
    unreadable: [...media.flatMap((m) => m.unreadable), ...artifacts.unreadable, ...contract.unreadable],
  };
}
