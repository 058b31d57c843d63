// Streams a multipart/form-data request body through busboy with hard bounds, so no request can
// make the server hold more than its limits: every byte is counted as it arrives (chunked bodies
// without content-length included) and the read stops the moment a limit is passed (413); a body
// that stops sending is timed out (408), and so is one that keeps dripping past the total time
// bound (408); one client address sending more bodies at once than the cap is refused before
// its body is read (429); a field sent twice, an unexpected file field, a NUL byte
// in a text field or a malformed body is a 400 that names the field. Files are kept as chunk
// lists and joined once at the end, so an upload costs about twice its size at peak.
//
// This file is the entry and the order of the steps; each step is its own file: the bounds
// (multipart-limits.ts), the answer and its refusals (multipart-outcome.ts), the read's shared
// state and timers (multipart-read-state.ts), the parts by name (multipart-parts.ts), one file's
// bytes (multipart-file-part.ts) and the body fed to the parser (multipart-body-pump.ts).
import busboy from "busboy";
import { errorOf } from "../errors/caught";
import { CLIENT_IP_HEADER } from "../ip/client-ip";
import { pumpBody } from "./multipart-body-pump";
import { CONNECTIONS_PER_CLIENT, parserLimits, totalLimit, type MultipartLimits } from "./multipart-limits";
import { MultipartRefusal, refusalOutcome, type MultipartOutcome } from "./multipart-outcome";
import { collectForm } from "./multipart-parts";
import { BodyRead } from "./multipart-read-state";
import { takeUploadSlot } from "./upload-slots";

// what routes, guards and tests import from here, as before the split
export { DEFAULT_IDLE_TIMEOUT_MS, totalLimit, totalTimeoutFor, type MultipartLimits } from "./multipart-limits";
export type { MultipartOutcome } from "./multipart-outcome";

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
    return refusalOutcome(e);
  } finally {
    release();
    // stop reading but do not cancel: cancelling destroys the socket before the refusal can be
    // sent (a refusal that could drain the rest already has, see BodyRead)
    try {
      reader.releaseLock();
    } catch {
      /* a read still pending is rejected by releaseLock; nothing else to do */
    }
  }
}

/** Starts the parser, collects the form from it and pumps the body in; settles once through `read`. */
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
      bb = busboy({ headers: { "content-type": contentType }, limits: parserLimits(limits) });
    } catch (e) {
      read.refuseNow(new MultipartRefusal(400, `the multipart header is malformed: ${errorOf(e).message}`));
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
      read.fail(400, `the request body could not be read: ${errorOf(e).message}`);
    });
  });
}
