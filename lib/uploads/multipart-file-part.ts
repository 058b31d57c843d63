// One file part's bytes, held to its field's byte limit as they arrive: the moment the count passes
// the limit the read is refused (413, naming the field and the file) and the rest of the part is
// dropped unread into memory. Chunks are kept as a list and joined once, so a file costs about
// twice its size at peak.
import type busboy from "busboy";
import type { ReceivedFile } from "./multipart-outcome";
import type { BodyRead } from "./multipart-read-state";

/** The file, or null when its stream errors or the read was refused meanwhile. */
export function collectFile(
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
