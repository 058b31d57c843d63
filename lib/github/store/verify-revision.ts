// A pull request's head revision of a family no port scores, whose folder ships its own verifier:
// that verifier runs in the sandbox inside the PR job (lib/judges/store/run-inline.ts), before the
// review is published, so the comment's oracle, empty-submission and row gates rest on the
// verifier's measured rewards.
import type { Database } from "../../db/client";
import { runOwnVerifierInline } from "../../judges/store/run-inline";

/** The task-judge run's id; a verifier that scored nothing ends "failed" with its reason. */
export function verifyPullRequestRevision(db: Database, revisionId: string, signal: AbortSignal): Promise<string> {
  return runOwnVerifierInline(db, revisionId, signal, "github-pull-request-job");
}
