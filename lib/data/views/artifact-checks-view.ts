// TaskRevision.artifactChecks as the task page and the export read it: through its zod schema, an
// unreadable value reading as no checks plus an error finding with the reason (never a crash).
import { ArtifactChecksSchema, type ArtifactCheck } from "../../importers/artifacts/types";
import { readStored, unreadableFinding, type StoredFinding } from "./stored-json";

export function readArtifactChecks(stored: unknown): { checks: ArtifactCheck[]; unreadable: StoredFinding[] } {
  const read = readStored(ArtifactChecksSchema, stored, "TaskRevision.artifactChecks", []);
  return { checks: read.value, unreadable: read.ok ? [] : [unreadableFinding(read.reason)] };
}
