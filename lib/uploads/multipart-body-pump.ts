// Feeds the request body to the parser chunk by chunk, counting every byte against the total bound
// (413 the moment it passes, content-length or not) and re-arming the idle timer on each chunk. It
// waits on the parser's back-pressure so a fast sender cannot fill memory ahead of it; while a
// refusal is draining it reads and drops the rest instead.
import type busboy from "busboy";
import type { BodyRead } from "./multipart-read-state";

export async function pumpBody(reader: ReadableStreamDefaultReader<Uint8Array>, bb: busboy.Busboy, read: BodyRead, max: number) {
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
