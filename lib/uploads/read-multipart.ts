// Streams a multipart/form-data request body through busboy with hard bounds, so no request can
// make the server hold more than its limits: every byte is counted as it arrives (chunked bodies
// without content-length included) and the read stops the moment a limit is passed (413); a body
// that stops sending is timed out (408), and so is one that keeps dripping past the total time
// bound (408); one client address sending more bodies at once than the cap is refused before
// its body is read (429); a field sent twice, an unexpected file field, a NUL byte
// in a text field or a malformed body is a 400 that names the field. Files are kept as chunk
// lists and joined once at the end, so an upload costs about twice its size at peak.
import busboy from "busboy";
import { CLIENT_IP_HEADER } from "../ip/client-ip";
import { readEnv } from "../env";
import { takeUploadSlot } from "./upload-slots";

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

export interface ReceivedFile {
  field: string;
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

export type MultipartOutcome =
  | { ok: true; fields: Record<string, string>; files: Record<string, ReceivedFile> }
  | { ok: false; status: 400 | 408 | 413 | 415 | 429; errors: string[] };

export const DEFAULT_IDLE_TIMEOUT_MS = readEnv().VBENCH_UPLOAD_IDLE_MS;
const TOTAL_MS_PER_20_MIB = readEnv().VBENCH_UPLOAD_TOTAL_MS;
const CONNECTIONS_PER_CLIENT = readEnv().VBENCH_UPLOAD_CONNECTIONS;
const TWENTY_MIB = 20 * 1024 * 1024;

/** VBENCH_UPLOAD_TOTAL_MS for each started 20 MiB of the files' limits (120 s for 20 MB, 480 s for 64 MB) */
export function totalTimeoutFor(maxBytes: number, msPer20MiB = TOTAL_MS_PER_20_MIB): number {
  return msPer20MiB * Math.max(1, Math.ceil(maxBytes / TWENTY_MIB));
}

/** Room for multipart boundaries and part headers on top of the declared payload limits. */
const ENVELOPE_BYTES = 64 * 1024;

export class MultipartRefusal extends Error {
  constructor(
    readonly status: 400 | 408 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export function totalLimit(limits: MultipartLimits): number {
  return Object.values(limits.files).reduce((a, b) => a + b, 0) + limits.fields.length * limits.maxFieldBytes + ENVELOPE_BYTES;
}

/**
 * Reads `body` (a web stream, e.g. request.body) as multipart/form-data. Never throws for
 * anything the sender controls; the body is cancelled as soon as the answer is known.
 */
export async function readMultipart(
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
  limits: MultipartLimits,
): Promise<MultipartOutcome> {
  const contentType = headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return { ok: false, status: 415, errors: ["the body must be multipart/form-data"] };
  const declared = headers.get("content-length");
  const max = totalLimit(limits);
  if (declared !== null && Number(declared) > max)
    return { ok: false, status: 413, errors: [`the request is ${declared} bytes; the limit is ${max}`] };
  if (!body) return { ok: false, status: 400, errors: ["the request has no body"] };
  const cap = limits.connectionsPerClient ?? CONNECTIONS_PER_CLIENT;
  // stamped by the server from the socket (lib/auth/stamp-client-ip.ts); unstamped servers share one slot pool
  const release = takeUploadSlot(headers.get(CLIENT_IP_HEADER) ?? "unknown", cap);
  if (!release)
    return { ok: false, status: 429, errors: [`too many uploads from this address at once (at most ${cap}): wait for one to finish`] };

  const reader = body.getReader();
  try {
    return await parse(contentType, reader, limits, max);
  } catch (e) {
    if (e instanceof MultipartRefusal) return { ok: false, status: e.status, errors: [e.message] };
    return { ok: false, status: 400, errors: [`the multipart body could not be read: ${e instanceof Error ? e.message : String(e)}`] };
  } finally {
    release();
    // stop reading but do not cancel: cancelling destroys the socket before the refusal can be
    // sent (a refusal that could drain the rest already has, see parse)
    try {
      reader.releaseLock();
    } catch {
      /* a read still pending is rejected by releaseLock; nothing else to do */
    }
  }
}

/**
 * One body's read in progress: whether the answer is decided, whether the rest of the body is
 * being drained before a refusal goes out, and the idle and total timers.
 *
 * A refusal decided before the body ended is answered only after the rest has been read and
 * dropped (up to the route's limit, within the timers): Next does not drain a body the handler
 * started reading, and a socket closed with unread bytes is reset, so the client would see
 * ECONNRESET instead of the 400 (bench:hostile's "300 files"). Past the limit, or once the
 * client stalls, the refusal goes out at once.
 */
class BodyRead {
  settled = false;
  draining = false;
  bodyEnded = false;
  parser: busboy.Busboy | null = null;
  private refusal: MultipartRefusal | null = null;
  private idle: ReturnType<typeof setTimeout> | undefined;
  private readonly deadline: ReturnType<typeof setTimeout>;

  constructor(
    private readonly limits: MultipartLimits,
    private readonly resolve: (outcome: MultipartOutcome) => void,
    private readonly reject: (refusal: MultipartRefusal) => void,
  ) {
    const totalMs = limits.totalTimeoutMs ?? totalTimeoutFor(Object.values(limits.files).reduce((a, b) => a + b, 0));
    const seconds = Number((totalMs / 1000).toFixed(1));
    this.deadline = setTimeout(
      () => (this.draining ? this.finish() : this.fail(408, `the request body took longer than ${seconds} s to arrive in total`)),
      totalMs,
    );
  }

  /** Sends the refusal already decided. */
  finish() {
    clearTimeout(this.idle);
    clearTimeout(this.deadline);
    this.reject(this.refusal!);
  }

  fail(status: 400 | 408 | 413 | 415, message: string, drainRest = status === 400 || status === 413) {
    if (this.settled) return;
    this.settled = true;
    this.parser?.destroy();
    this.refusal = new MultipartRefusal(status, message);
    if (drainRest && !this.bodyEnded) this.draining = true;
    else this.finish();
  }

  /** The parser could not even start: nothing was read, so nothing needs draining. */
  refuseNow(refusal: MultipartRefusal) {
    this.settled = true;
    clearTimeout(this.deadline);
    this.reject(refusal);
  }

  succeed(form: Pick<Extract<MultipartOutcome, { ok: true }>, "fields" | "files">) {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.idle);
    clearTimeout(this.deadline);
    this.resolve({ ok: true, ...form });
  }

  /** (Re)starts the idle timer: called whenever bytes arrive. */
  arm() {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      if (this.draining) return this.finish();
      this.fail(408, `the request body stopped arriving for ${Math.round(this.limits.idleTimeoutMs / 1000)} s`);
    }, this.limits.idleTimeoutMs);
  }

  disarm() {
    clearTimeout(this.idle);
  }
}

function parse(
  contentType: string,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limits: MultipartLimits,
  max: number,
): Promise<MultipartOutcome> {
  return new Promise((resolve, reject) => {
    const read = new BodyRead(limits, resolve, reject);
    let bb: busboy.Busboy;
    try {
      bb = createParser(contentType, limits);
    } catch (e) {
      read.refuseNow(new MultipartRefusal(400, `the multipart header is malformed: ${e instanceof Error ? e.message : String(e)}`));
      return;
    }
    read.parser = bb;
    const form = collectForm(bb, limits, read);
    bb.on("close", () => {
      Promise.all(form.pendingFiles).then(() => read.succeed({ fields: form.fields, files: form.files }));
    });
    pumpBody(reader, bb, read, max).catch((e) => {
      read.bodyEnded = true;
      if (read.draining) return read.finish();
      read.fail(400, `the request body could not be read: ${e instanceof Error ? e.message : String(e)}`);
    });
  });
}

function createParser(contentType: string, limits: MultipartLimits): busboy.Busboy {
  const fileCount = Object.keys(limits.files).length;
  return busboy({
    headers: { "content-type": contentType },
    // one over each count, so a duplicate is refused by name before a count limit fires
    limits: {
      fieldSize: limits.maxFieldBytes,
      fields: limits.fields.length + 1,
      files: fileCount + 1,
      parts: limits.fields.length + fileCount + 2,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
}

/** Takes each text field and file part as the parser emits it, refusing by name what the limits do not allow. */
function collectForm(bb: busboy.Busboy, limits: MultipartLimits, read: BodyRead) {
  const fileNames = Object.keys(limits.files);
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  const seen = new Set<string>();
  const pendingFiles: Promise<void>[] = [];
  const once = (name: string) => {
    if (seen.has(name)) {
      read.fail(400, `${name}: the field was sent more than once`);
      return false;
    }
    seen.add(name);
    return true;
  };

  bb.on("field", (name, value, info) => {
    if (read.settled || !once(name)) return;
    if (!limits.fields.includes(name))
      return read.fail(400, `${name}: unexpected field (expected ${[...limits.fields, ...fileNames].join(", ")})`);
    if (info.valueTruncated) return read.fail(413, `${name}: the value is longer than ${limits.maxFieldBytes} bytes`);
    if (value.includes("\u0000")) return read.fail(400, `${name}: the value contains a NUL byte`);
    fields[name] = value;
  });
  bb.on("file", (name, stream, info) => {
    stream.on("error", () => {}); // destroying the parser errors its open file streams; the refusal is already recorded
    if (read.settled || !once(name)) return void stream.resume();
    const limit = limits.files[name];
    if (limit === undefined) {
      stream.resume();
      return read.fail(400, `${name}: unexpected file field (files go in ${fileNames.join(", ")})`);
    }
    pendingFiles.push(
      collectFile(stream, name, info, limit, read).then((file) => {
        if (file && !read.settled) files[name] = file;
      }),
    );
  });
  bb.on("fieldsLimit", () => read.fail(400, `too many fields: the form has ${limits.fields.join(", ")}`));
  bb.on("filesLimit", () => read.fail(400, `too many files: send one in each of ${fileNames.join(", ")}`));
  bb.on("partsLimit", () => read.fail(400, "too many parts in the form"));
  bb.on("error", (e: unknown) => read.fail(400, `the multipart body is malformed: ${e instanceof Error ? e.message : String(e)}`));
  return { fields, files, pendingFiles };
}

/** One file part's bytes, refused the moment they pass its limit; null when the stream errors or the read was refused. */
function collectFile(
  stream: NodeJS.ReadableStream,
  name: string,
  info: busboy.FileInfo,
  limit: number,
  read: BodyRead,
): Promise<ReceivedFile | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((done) => {
    stream.on("data", (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        read.fail(413, `${name}: ${info.filename ?? "the file"} is larger than the limit of ${limit} bytes`);
        stream.resume();
        return;
      }
      chunks.push(c);
    });
    stream.on("end", () => {
      const file = read.settled
        ? null
        : {
            field: name,
            name: info.filename ?? name,
            mimeType: info.mimeType,
            bytes: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size),
          };
      chunks.length = 0;
      done(file);
    });
    stream.on("error", () => done(null));
  });
}

/** Feeds the body to the parser, counting every byte against `max`; while draining, reads and drops the rest. */
async function pumpBody(reader: ReadableStreamDefaultReader<Uint8Array>, bb: busboy.Busboy, read: BodyRead, max: number) {
  let received = 0;
  read.arm();
  for (;;) {
    const { done, value } = await reader.read();
    if (read.settled && !read.draining) return;
    if (done) {
      read.bodyEnded = true;
      if (read.draining) return read.finish();
      read.disarm();
      bb.end();
      return;
    }
    received += value.byteLength;
    if (received > max) return read.draining ? read.finish() : read.fail(413, `the request is larger than the limit of ${max} bytes`);
    read.arm();
    if (read.draining) continue;
    // respect busboy's back-pressure so a fast sender cannot fill memory ahead of the parser
    if (!bb.write(value))
      await new Promise<void>((r) => {
        bb.once("drain", r);
        bb.once("close", r);
      });
  }
}
