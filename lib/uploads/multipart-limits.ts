// The bounds a multipart read is held to, in one place: what a route declares (its file and text
// fields, their byte limits, the idle time) and what follows from it (the total byte bound with
// room for the envelope, the total time bound, the parser's part counts). These numbers are the
// security contract of every upload route; the reader only enforces them.
import type busboy from "busboy";
import { readEnv } from "../env";

export interface MultipartLimits {
  /** allowed file fields and each one's byte limit */
  files: Record<string, number>;
  /** allowed text fields (anything else is refused by name) */
  fields: readonly string[];
  /** bytes per text field */
  maxFieldBytes: number;
  /** the body may stay silent this long before it is refused */
  idleTimeoutMs: number;
  /** the whole body must have arrived by then (default: totalTimeoutFor the byte limit) */
  totalTimeoutMs?: number;
  /** bodies one client address may be sending at once (default VBENCH_UPLOAD_CONNECTIONS) */
  connectionsPerClient?: number;
}

export const DEFAULT_IDLE_TIMEOUT_MS = readEnv().VBENCH_UPLOAD_IDLE_MS;
const TOTAL_MS_PER_20_MIB = readEnv().VBENCH_UPLOAD_TOTAL_MS;
export const CONNECTIONS_PER_CLIENT = readEnv().VBENCH_UPLOAD_CONNECTIONS;
const TWENTY_MIB = 20 * 1024 * 1024;

/** VBENCH_UPLOAD_TOTAL_MS for each started 20 MiB of the files' limits (120 s for 20 MB, 480 s for 64 MB) */
export function totalTimeoutFor(maxBytes: number, msPer20MiB = TOTAL_MS_PER_20_MIB): number {
  return msPer20MiB * Math.max(1, Math.ceil(maxBytes / TWENTY_MIB));
}

/** The time the whole body has to arrive in: the route's own bound, else one derived from its file limits. */
export function totalTimeoutOf(limits: MultipartLimits): number {
  return limits.totalTimeoutMs ?? totalTimeoutFor(Object.values(limits.files).reduce((a, b) => a + b, 0));
}

/** Room for multipart boundaries and part headers on top of the declared payload limits. */
const ENVELOPE_BYTES = 64 * 1024;

export function totalLimit(limits: MultipartLimits): number {
  return Object.values(limits.files).reduce((a, b) => a + b, 0) + limits.fields.length * limits.maxFieldBytes + ENVELOPE_BYTES;
}

/** busboy's own counters: one over each count, so a duplicate is refused by name before a count limit fires. */
export function parserLimits(limits: MultipartLimits): busboy.Limits {
  const fileCount = Object.keys(limits.files).length;
  return {
    fieldSize: limits.maxFieldBytes,
    fields: limits.fields.length + 1,
    files: fileCount + 1,
    parts: limits.fields.length + fileCount + 2,
    fieldNameSize: 100,
    headerPairs: 20,
  };
}
