// TaskRevision.artifactChecks as the task page and the export read it: through its zod schema, an
// unreadable value reading as no checks plus an error finding with the reason (never a crash).
import { ArtifactChecksSchema, type ArtifactCheck } from "../../importers/artifacts/types";
import { readStored, unreadableFinding, type StoredFinding } from "../../db/stored-json";

/** `checks` null: the revision was imported before the checks existed (re-import to run them). */
export function readArtifactChecks(stored: unknown): { checks: ArtifactCheck[] | null; unreadable: StoredFinding[] } {
  if (stored === null || stored === undefined) return { checks: null, unreadable: [] };
  const read = readStored(ArtifactChecksSchema, stored, "TaskRevision.artifactChecks", []);
  return { checks: read.value, unreadable: read.ok ? [] : [unreadableFinding(read.reason)] };
}
