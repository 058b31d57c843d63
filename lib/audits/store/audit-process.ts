// Runs the audit suite in a child process, so a 29,100-probe sweep (and the omission, tolerance
// and version audits, which are synchronous and take seconds) never runs on the web server's event
// loop, and V8 flag changes for sweeps (lib/audits/pool/heap-tuning.ts) stay in that child.
// The child (audit-process-child.ts) scores probes on every core with the piscina pool, reports
// progress over IPC and sends back the stored (plain JSON) result. A cancel kills the child.
import { fork, type Serializable } from "node:child_process";
import path from "node:path";
import type { StoredSuiteResult } from "../serialize";
import type { AuditKind, AuditTaskInput } from "../types";

export interface AuditProcessRequest {
  input: AuditTaskInput;
  audits: AuditKind[];
  /** probe threads in the child (default: every core) */
  threads?: number;
  /** turn off allocation-site pretenuring in the child (default true; see heap-tuning.ts) */
  tuneHeap?: boolean;
}

/** What an audit child sends: progress, then one result or one error (`code` names an error kind the parent maps back). */
export type AuditChildMessage<R> =
  | { type: "progress"; done: number; total: number; phase: string }
  | { type: "result"; result: R; cpuMs: number }
  | { type: "error"; message: string; code?: string };

export type AuditProcessMessage = AuditChildMessage<StoredSuiteResult>;

export interface AuditProcessOutcome {
  result: StoredSuiteResult;
  /** CPU the child used, all its threads (user + system) */
  cpuMs: number;
}

/** The child's nice value (it sets it itself, before starting its threads, which inherit it on
 * Linux): lower priority than the web server, so a request preempts the sweep's threads. */
export const AUDIT_PROCESS_NICE = 10;

export interface AuditProcessOptions {
  progress?: (done: number, total: number, phase: string) => void;
  signal?: AbortSignal;
}

// resolved from the app root (the web server, workers and tests all run there), not from this
// module's URL, which a bundled server build rewrites
// (the comment keeps Turbopack from resolving the path as a module of the server bundle)
const entry = (file: string) => path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "audits", "store", file);

export function runAuditInChildProcess(request: AuditProcessRequest, options: AuditProcessOptions = {}): Promise<AuditProcessOutcome> {
  return forkAuditChild<AuditProcessRequest, StoredSuiteResult>("audit-process-entry.mjs", request, options);
}

export interface AuditChildOptions extends AuditProcessOptions {
  /** on cancel, send the child {type: "cancel"} and give it this long to end by itself (its own
   * cleanup: sandboxes it must wait for) before SIGKILL; 0 (default): SIGKILL at once */
  cancelGraceMs?: number;
  /** the error a child's {type: "error"} becomes (default: an Error with its message) */
  errorOf?: (message: string, code: string | undefined) => Error;
}

/** Forks lib/audits/store/<entryFile>, sends it `request`, relays progress, answers its one result. */
export function forkAuditChild<Req extends Serializable, R>(
  entryFile: string,
  request: Req,
  options: AuditChildOptions = {},
): Promise<{ result: R; cpuMs: number }> {
  return new Promise((resolve, reject) => {
    options.signal?.throwIfAborted();
    // structured clone ("advanced") carries the ledgers' and ground truths' bytes as they are
    const child = fork(/*turbopackIgnore: true*/ entry(entryFile), [], {
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      execArgv: [],
    });
    let settled = false;
    let killTimer: NodeJS.Timeout | undefined;
    const settle = (f: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener("abort", onAbort);
      f();
    };
    const abortError = () => (options.signal?.reason instanceof Error ? options.signal.reason : new Error(String(options.signal?.reason)));
    const onAbort = () => {
      const grace = options.cancelGraceMs ?? 0;
      if (grace <= 0 || !child.connected) {
        child.kill("SIGKILL");
        settle(() => reject(abortError()));
        return;
      }
      // the child ends its own work (and waits for what it started); the rejection waits for its exit
      child.send({ type: "cancel" });
      killTimer = setTimeout(() => child.kill("SIGKILL"), grace);
    };
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.on("message", (m: AuditChildMessage<R>) => {
      if (m.type === "progress") options.progress?.(m.done, m.total, m.phase);
      else if (options.signal?.aborted)
        return; // a cancelled run answers the cancel, whatever the child says last
      else if (m.type === "result") settle(() => resolve({ result: m.result, cpuMs: m.cpuMs }));
      else if (m.type === "error") settle(() => reject(options.errorOf?.(m.message, m.code) ?? new Error(m.message)));
    });
    child.on("error", (e) => settle(() => reject(e)));
    child.on("exit", (code, signal) => {
      clearTimeout(killTimer);
      settle(() =>
        reject(
          options.signal?.aborted
            ? abortError()
            : new Error(`the audit process ended before its result (exit ${code ?? ""}${signal ? ` signal ${signal}` : ""})`),
        ),
      );
    });
    child.send(request);
  });
}
