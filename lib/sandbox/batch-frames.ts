// The batch driver's answers on fd 3 (batch-driver.ts), read incrementally and strictly: one
// header line of known keys and types, then exactly the announced bytes of stderr's tail and of
// the item's logs stream (logs-stream.ts). Anything else is a protocol error that ends the session
// (the pool then scores the item alone). Bounded: a header over HEADER_MAX bytes or a body over
// its cap is an error before it is buffered. Pure.
import { isRecord } from "../input/is-record";
import { LOGS_FILE_MAX, parseLogsStream, type LogsRead } from "./logs-stream";

export interface BatchFrame {
  item: number;
  exitCode: number;
  timedOut: boolean;
  outputExceeded: boolean;
  wallMs: number;
  stdoutBytes: number;
  stderrBytes: number;
  // the driver's BoundedCapture-style tail of stderr (as a single run's stderrTail)
  stderrTail: string;
  logs: LogsRead;
  // false: the driver could not kill the item's processes or wipe its scratch; the session ends
  clean: boolean;
}

const HEADER_MAX = 1024;
// reward.json + reward.txt (no artifacts in a batch) and their headers
export const BATCH_LOGS_MAX = 2 * (LOGS_FILE_MAX + 512) + 512;

export type FrameRead = { kind: "frame"; frame: BatchFrame } | { kind: "error"; reason: string } | { kind: "more" };

const count = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

export class BatchFrameReader {
  private buf = Buffer.alloc(0);
  private header: { fields: Record<string, unknown>; tail: number; logs: number } | null = null;

  constructor(private readonly captureBytes: number) {}

  push(chunk: Uint8Array): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : Buffer.from(chunk);
  }

  /** the next complete frame, "more" when the bytes so far end inside one, or why the stream is broken */
  next(): FrameRead {
    if (!this.header) {
      const nl = this.buf.indexOf(10);
      if (nl < 0) return this.buf.length > HEADER_MAX ? error("a frame header is longer than allowed") : { kind: "more" };
      if (nl > HEADER_MAX) return error("a frame header is longer than allowed");
      const parsed = readHeader(this.buf.subarray(0, nl), this.captureBytes);
      if ("reason" in parsed) return error(parsed.reason);
      this.header = parsed;
      this.buf = this.buf.subarray(nl + 1);
    }
    const { fields, tail, logs } = this.header;
    if (this.buf.length < tail + logs) return { kind: "more" };
    const frame: BatchFrame = {
      item: num(fields.item),
      exitCode: num(fields.exit),
      timedOut: fields.timedOut === true,
      outputExceeded: fields.outputExceeded === true,
      wallMs: num(fields.wallMs),
      stdoutBytes: num(fields.stdoutBytes),
      stderrBytes: num(fields.stderrBytes),
      stderrTail: this.buf.subarray(0, tail).toString("utf8"),
      logs: parseLogsStream(new Uint8Array(this.buf.subarray(tail, tail + logs))),
      clean: fields.clean === true,
    };
    this.buf = this.buf.subarray(tail + logs);
    this.header = null;
    return { kind: "frame", frame };
  }

  /** bytes received and not yet part of a frame */
  get pending(): number {
    return this.buf.length;
  }
}

const error = (reason: string): FrameRead => ({ kind: "error", reason });
const num = (v: unknown): number => (typeof v === "number" ? v : 0);

function readHeader(
  bytes: Uint8Array,
  captureBytes: number,
): { fields: Record<string, unknown>; tail: number; logs: number } | { reason: string } {
  let fields: unknown;
  try {
    fields = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return { reason: "a frame header is not JSON" };
  }
  if (!isRecord(fields)) return { reason: "a frame header is not an object" };
  for (const key of ["item", "exit", "stdoutBytes", "stderrBytes", "stderrTail", "logs"])
    if (!count(fields[key])) return { reason: `frame header field ${key} is not a count` };
  for (const key of ["timedOut", "outputExceeded", "clean"])
    if (typeof fields[key] !== "boolean") return { reason: `frame header field ${key} is not a boolean` };
  if (typeof fields.wallMs !== "number" || !Number.isFinite(fields.wallMs) || fields.wallMs < 0)
    return { reason: "frame header field wallMs is not a duration" };
  const tail = num(fields.stderrTail);
  const logs = num(fields.logs);
  // the tail is at most the kept bytes plus the "[... n bytes not kept ...]" line
  if (tail > captureBytes + 64) return { reason: `stderr tail of ${tail} bytes is over its cap` };
  if (logs > BATCH_LOGS_MAX) return { reason: `logs stream of ${logs} bytes is over its cap` };
  return { fields, tail, logs };
}
