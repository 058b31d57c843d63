// Writes one checked entry under the extraction root. The root is a fresh temp dir that only this
// code writes, and entries are only files and folders, so no path inside it can be a link; "wx"
// refuses an entry that names a file twice.
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { errnoCode, errorOf } from "../errors/caught";
import { ArchiveRefusal, type Budget } from "./entry-rules";

/** `source`: a Node stream (zip) or any async iterable of chunks (tar's entries are minipass streams). */
export async function writeEntry(root: string, rel: string, source: Readable | AsyncIterable<Buffer>, budget: Budget): Promise<void> {
  // yauzl's entry stream is already flowing when it is handed over: a zip entry lying about its
  // size fails the size check on its first chunk, while the mkdir below is awaited and nothing
  // listens yet, an uncaughtException in the server (bench:hostile's "zip bomb lying about its
  // size"). pipeline() still rejects with that error: the stream keeps it.
  if (source instanceof Readable) source.on("error", () => {});
  const target = path.join(root, rel);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      try {
        budget.add(rel, chunk.length, size);
      } catch (e) {
        return done(errorOf(e));
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, fs.createWriteStream(target, { flags: "wx", mode: 0o600 }));
  } catch (e) {
    if (errnoCode(e) === "EEXIST") throw new ArchiveRefusal(rel, "the archive names this file twice");
    throw e;
  }
}
