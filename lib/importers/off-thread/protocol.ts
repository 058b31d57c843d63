// What crosses between parse-off-thread.ts and its thread (structured clone: plain data,
// Uint8Array and Map survive, class instances and functions do not).
import type { ParseOptions, ParseTaskResult, TaskFiles, TaskSource } from "../types";

export interface ParseJob {
  taskId: string;
  files: TaskFiles;
  source: TaskSource;
  options: ParseOptions;
}

export type ParseReply = { ok: true; result: ParseTaskResult } | { ok: false; message: string };

/** The thread's first message: its code is loaded (the time budget starts after it, at the job). */
export const READY = "parse-worker-ready";
