// parseTaskFolder in a worker thread, with a time budget and a memory limit. Folder parsing reads
// contributor text (scores.md, READMEs, SPEC cards, manifests); done on the web server's event loop,
// one slow folder froze every request (issue 32: a 12,925-byte archive held /api/health for minutes).
// Here the server only waits: past the budget the thread is terminated and the import is refused
// with a reason ("parsing the folder took longer than 60 s: refused"), never a stall; past the heap
// limit likewise. One loaded thread is kept warm for the next folder (loading the parser costs
// about a second); it never keeps the process alive.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ImportError, ParseOptions, ParseTaskResult, TaskFiles, TaskSource } from "../types";
import { READY, type ParseJob, type ParseReply } from "./protocol";

export interface ParseLimits {
  /** wall-clock budget of one parse, from the job reaching a loaded thread */
  timeMs: number;
  /** the thread's V8 old-generation heap */
  memoryMb: number;
}

/** The bundled folders parse in well under a second; a minute is generous for any honest folder. */
export const DEFAULT_PARSE_LIMITS: ParseLimits = { timeMs: 60_000, memoryMb: 1024 };
/** How long a thread may take to load the parser before the call gives up (a broken install, not input). */
const START_LIMIT_MS = 120_000;
/** A warm thread is ended after this long unused. */
const IDLE_MS = 60_000;

interface Thread {
  worker: Worker;
  memoryMb: number;
  ready: Promise<void>;
  idleTimer?: NodeJS.Timeout;
}

let warm: Thread | null = null;

/** parseTaskFolder's answer, computed in a worker thread; a folder over the limits is refused (ok: false). */
export async function parseTaskFolderOffThread(
  taskId: string,
  files: TaskFiles,
  source: TaskSource,
  options: ParseOptions = {},
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<ParseTaskResult> {
  const thread = takeWarm(limits.memoryMb) ?? startThread(limits.memoryMb);
  try {
    await thread.ready;
  } catch (e) {
    void thread.worker.terminate();
    throw e;
  }
  return runOn(thread, { taskId, files, source, options }, limits);
}

function runOn(thread: Thread, job: ParseJob, limits: ParseLimits): Promise<ParseTaskResult> {
  const { worker } = thread;
  worker.ref();
  return new Promise((resolve, reject) => {
    const done = (after: () => void, keep: boolean) => {
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      if (keep) keepWarm(thread);
      else void worker.terminate();
      after();
    };
    const timer = setTimeout(() => done(() => resolve(refused(tookTooLong(limits.timeMs))), false), limits.timeMs);
    const onMessage = (reply: ParseReply) =>
      done(() => (reply.ok ? resolve(reply.result) : reject(new Error(`parsing the folder failed: ${reply.message}`))), reply.ok);
    const onError = (e: Error & { code?: string }) =>
      done(() => (e.code === "ERR_WORKER_OUT_OF_MEMORY" ? resolve(refused(tooBig(limits.memoryMb))) : reject(e)), false);
    const onExit = (code: number) => done(() => reject(new Error(`the parse thread ended without an answer (exit ${code})`)), false);
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    worker.postMessage(job);
  });
}

export const tookTooLong = (ms: number) => `parsing the folder took longer than ${formatSeconds(ms)} s: refused`;
export const tooBig = (mb: number) => `parsing the folder needed more than ${mb} MB of memory: refused`;
const formatSeconds = (ms: number) => String(Math.round(ms) / 1000);

function refused(reason: string): ParseTaskResult {
  const error: ImportError = { file: "(folder)", reason };
  return { ok: false, errors: [error] };
}

function takeWarm(memoryMb: number): Thread | null {
  const thread = warm;
  if (thread === null || thread.memoryMb !== memoryMb) return null;
  warm = null;
  clearTimeout(thread.idleTimer);
  return thread;
}

/**
 * Ends the warm thread now instead of after IDLE_MS: for a caller that knows no parse follows soon
 * (the first start's seeding of the bundled tasks, whose thread otherwise holds ~100 MB of the
 * server's memory for a minute after the last import). Returns whether a thread was ended.
 */
export function releaseWarmParseThread(): boolean {
  const thread = warm;
  if (thread === null) return false;
  warm = null;
  clearTimeout(thread.idleTimer);
  void thread.worker.terminate();
  return true;
}

function keepWarm(thread: Thread) {
  if (warm !== null) {
    void thread.worker.terminate();
    return;
  }
  warm = thread;
  thread.worker.unref();
  thread.idleTimer = setTimeout(() => {
    if (warm === thread) warm = null;
    void thread.worker.terminate();
  }, IDLE_MS);
  thread.idleTimer.unref();
}

function startThread(memoryMb: number): Thread {
  const worker = new Worker(/*turbopackIgnore: true*/ workerEntry(), { resourceLimits: { maxOldGenerationSizeMb: memoryMb } });
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    const settle = (after: () => void) => {
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      after();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Error(`the parse thread did not load within ${START_LIMIT_MS / 1000} s`))),
      START_LIMIT_MS,
    );
    timer.unref();
    const onMessage = (m: unknown) => {
      if (m === READY) settle(resolve);
    };
    const onError = (e: Error) => settle(() => reject(e));
    const onExit = (code: number) => settle(() => reject(new Error(`the parse thread ended while loading (exit ${code})`)));
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
  });
  return { worker, memoryMb, ready };
}

/**
 * The thread's entry file, chosen by where this module runs: from TypeScript sources (vitest, tsx)
 * parse-worker-entry.mjs beside it (tsx loads the worker); in the bundled CLIs (dist/cli) the
 * prebuilt parse-folder-worker.mjs beside the chunk; in the Next server's bundle (whose module URLs
 * are not the source tree) the source entry from the app root, as audit-process.ts does.
 */
function workerEntry(): string {
  const file = thisModuleFile();
  if (file?.endsWith(".ts")) return path.join(/*turbopackIgnore: true*/ path.dirname(file), ENTRY);
  if (file !== null && /[\\/]dist[\\/]cli[\\/][^\\/]+\.mjs$/.test(file))
    return path.join(/*turbopackIgnore: true*/ path.dirname(file), BUNDLED_ENTRY);
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "importers", "off-thread", ENTRY);
}

const ENTRY = "parse-worker-entry.mjs";
const BUNDLED_ENTRY = "parse-folder-worker.mjs";

function thisModuleFile(): string | null {
  try {
    return fileURLToPath(import.meta.url);
  } catch {
    return null;
  }
}
