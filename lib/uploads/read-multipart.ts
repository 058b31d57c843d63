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

function parse(
  contentType: string,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limits: MultipartLimits,
  max: number,
): Promise<MultipartOutcome> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const totalMs = limits.totalTimeoutMs ?? totalTimeoutFor(Object.values(limits.files).reduce((a, b) => a + b, 0));
    const seconds = Number((totalMs / 1000).toFixed(1));
    const deadline = setTimeout(
      () => (draining ? finish() : fail(408, `the request body took longer than ${seconds} s to arrive in total`)),
      totalMs,
    );
    // A refusal decided before the body ended is answered only after the rest has been read and
    // dropped (up to the route's limit, within the timers): Next does not drain a body the handler
    // started reading, and a socket closed with unread bytes is reset, so the client would see
    // ECONNRESET instead of the 400 (bench:hostile's "300 files"). Past the limit, or once the
    // client stalls, the refusal goes out at once.
    let refusal: MultipartRefusal | null = null;
    let draining = false;
    let bodyEnded = false;
    const finish = () => {
      clearTimeout(idle);
      clearTimeout(deadline);
      reject(refusal!);
    };
    const fail = (status: 400 | 408 | 413 | 415, message: string, drainRest = status === 400 || status === 413) => {
      if (settled) return;
      settled = true;
      bb.destroy();
      refusal = new MultipartRefusal(status, message);
      if (drainRest && !bodyEnded) draining = true;
      else finish();
    };
    const fileNames = Object.keys(limits.files);
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: { "content-type": contentType },
        // one over each count, so a duplicate is refused by name before a count limit fires
        limits: {
          fieldSize: limits.maxFieldBytes,
          fields: limits.fields.length + 1,
          files: fileNames.length + 1,
          parts: limits.fields.length + fileNames.length + 2,
          fieldNameSize: 100,
          headerPairs: 20,
        },
      });
    } catch (e) {
      clearTimeout(deadline);
      reject(new MultipartRefusal(400, `the multipart header is malformed: ${e instanceof Error ? e.message : String(e)}`));
      return;
    }
    const fields: Record<string, string> = {};
    const files: Record<string, ReceivedFile> = {};
    const seen = new Set<string>();
    const pendingFiles: Promise<void>[] = [];
    const once = (name: string) => {
      if (seen.has(name)) {
        fail(400, `${name}: the field was sent more than once`);
        return false;
      }
      seen.add(name);
      return true;
    };

    bb.on("field", (name, value, info) => {
      if (settled || !once(name)) return;
      if (!limits.fields.includes(name))
        return fail(400, `${name}: unexpected field (expected ${[...limits.fields, ...fileNames].join(", ")})`);
      if (info.valueTruncated) return fail(413, `${name}: the value is longer than ${limits.maxFieldBytes} bytes`);
      if (value.includes("\u0000")) return fail(400, `${name}: the value contains a NUL byte`);
      fields[name] = value;
    });
    bb.on("file", (name, stream, info) => {
      stream.on("error", () => {}); // destroying the parser errors its open file streams; the refusal is already recorded
      if (settled || !once(name)) return void stream.resume();
      const limit = limits.files[name];
      if (limit === undefined) {
        stream.resume();
        return fail(400, `${name}: unexpected file field (files go in ${fileNames.join(", ")})`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      pendingFiles.push(
        new Promise<void>((done) => {
          stream.on("data", (c: Buffer) => {
            size += c.length;
            if (size > limit) {
              fail(413, `${name}: ${info.filename ?? "the file"} is larger than the limit of ${limit} bytes`);
              stream.resume();
              return;
            }
            chunks.push(c);
          });
          stream.on("end", () => {
            if (!settled)
              files[name] = {
                field: name,
                name: info.filename ?? name,
                mimeType: info.mimeType,
                bytes: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size),
              };
            chunks.length = 0;
            done();
          });
          stream.on("error", () => done());
        }),
      );
    });
    bb.on("fieldsLimit", () => fail(400, `too many fields: the form has ${limits.fields.join(", ")}`));
    bb.on("filesLimit", () => fail(400, `too many files: send one in each of ${fileNames.join(", ")}`));
    bb.on("partsLimit", () => fail(400, "too many parts in the form"));
    bb.on("error", (e: unknown) => fail(400, `the multipart body is malformed: ${e instanceof Error ? e.message : String(e)}`));
    bb.on("close", () => {
      Promise.all(pendingFiles).then(() => {
        if (settled) return;
        settled = true;
        clearTimeout(idle);
        clearTimeout(deadline);
        resolve({ ok: true, fields, files });
      });
    });

    let idle: ReturnType<typeof setTimeout> = setTimeout(() => {}, 0);
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        if (draining) return finish();
        fail(408, `the request body stopped arriving for ${Math.round(limits.idleTimeoutMs / 1000)} s`);
      }, limits.idleTimeoutMs);
    };
    let received = 0;
    const pump = async () => {
      arm();
      for (;;) {
        const { done, value } = await reader.read();
        if (settled && !draining) return;
        if (done) {
          bodyEnded = true;
          if (draining) return finish();
          clearTimeout(idle);
          bb.end();
          return;
        }
        received += value.byteLength;
        if (received > max) return draining ? finish() : fail(413, `the request is larger than the limit of ${max} bytes`);
        arm();
        if (draining) continue;
        // respect busboy's back-pressure so a fast sender cannot fill memory ahead of the parser
        if (!bb.write(value))
          await new Promise<void>((r) => {
            bb.once("drain", r);
            bb.once("close", r);
          });
      }
    };
    pump().catch((e) => {
      bodyEnded = true;
      if (draining) return finish();
      fail(400, `the request body could not be read: ${e instanceof Error ? e.message : String(e)}`);
    });
  });
}
