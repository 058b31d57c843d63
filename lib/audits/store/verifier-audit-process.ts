// The generic audits (lib/audits/verifier) in a child process, as the ported suite runs in its
// own (audit-process.ts): the shape inference of a 5 MiB oracle, thousands of probe documents
// and the result are built there, so they never weigh on the worker's or web server's heap and
// event loop. The probes themselves run in bubblewrap, started by the child. A cancel asks the
// child to cancel (its batches kill their sandboxes and wait until they are gone), then kills it.
import type { VerifierAuditInput } from "../verifier";
import type { AuditSuiteResult } from "../suite";
import { forkAuditChild } from "./audit-process";
import { ScoredNothingError, type GenericAuditOptions } from "./verifier-audit-run";
import type { SandboxVerifier } from "./verifier-scorer";
import { hostReadOnlyEntries, type ReadOnlyEntry } from "../../sandbox/read-only-binds";

export interface GenericAuditRequest {
  input: VerifierAuditInput;
  verifier: SandboxVerifier;
  options: Omit<GenericAuditOptions, "progress" | "signal">;
  /** this process's sandbox read-only binds (derived once per process), so no child derives them again */
  readOnly: ReadOnlyEntry[];
}

export interface GenericAuditOutcome {
  result: AuditSuiteResult;
  submitted: number;
  scored: number;
}

/** the child's error code for ScoredNothingError, so the parent throws the same class */
export const SCORED_NOTHING = "scored-nothing";

/** How long a cancelled child may take to stop its sandboxes before it is killed. */
const CANCEL_GRACE_MS = 15_000;

export async function runGenericAuditsInChildProcess(
  input: VerifierAuditInput,
  verifier: SandboxVerifier,
  opts: GenericAuditOptions = {},
): Promise<GenericAuditOutcome> {
  const { progress, signal, ...options } = opts;
  const { result } = await forkAuditChild<GenericAuditRequest, GenericAuditOutcome>(
    "verifier-audit-entry.mjs",
    { input, verifier, options, readOnly: hostReadOnlyEntries() },
    {
      progress,
      signal,
      cancelGraceMs: CANCEL_GRACE_MS,
      errorOf: (message, code) => (code === SCORED_NOTHING ? new ScoredNothingError(message) : new Error(message)),
    },
  );
  return result;
}
