// Safe .tar.gz extraction: the gzip stream is inflated by us (counting bytes against the total
// and the ratio bound), tar 7's Parser only parses headers; every entry is checked (name, kind,
// size) before its bytes are written by our own writer. Nothing in tar writes to disk.
import fs from "node:fs";
import path from "node:path";
import { Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { Parser, type ReadEntry } from "tar";
import { ArchiveRefusal, Budget, checkEntryPath, kindOfTarType, refuseKind, type ArchiveLimits } from "./entry-rules";
import { errorOf } from "../errors/caught";
import { writeEntry } from "./write-entry";

/**
 * Two passes: the first only reads headers (names, kinds, sizes, count) and writes nothing, so a
 * bad entry anywhere refuses the archive before any byte is on disk; the second writes.
 */
export async function extractTarGz(archive: string, root: string, limits: ArchiveLimits): Promise<number> {
  await readTar(archive, null, limits);
  return readTar(archive, root, limits);
}

async function readTar(archive: string, root: string | null, limits: ArchiveLimits): Promise<number> {
  const compressed = (await fs.promises.stat(archive)).size;
  const budget = new Budget(limits);
  let inflated = 0;
  // tar's Parser keeps every byte written after the end-of-archive blocks in one buffer it grows
  // by concatenation (quadratic): 60 MB of zeros after the end took minutes and the request got
  // no answer. Past the end the bytes are only counted (the bounds still apply), never passed on.
  let sawEnd = false;
  const ratioGuard = new Transform({
    transform(chunk: Buffer, _enc, done) {
      inflated += chunk.length;
      // headers and padding count too: the bound is on everything the gzip expands to
      if (inflated > limits.maxTotalBytes + 64 * 1024 * 1024)
        return done(new ArchiveRefusal(null, `the archive inflates to more than ${limits.maxTotalBytes} bytes`));
      if (inflated > 8 * 1024 * 1024 && inflated / Math.max(compressed, 1) > limits.maxRatio)
        return done(new ArchiveRefusal(null, `compression ratio above ${limits.maxRatio}:1 (a gzip bomb?)`));
      done(null, sawEnd ? undefined : chunk);
    },
  });
  let failure: unknown = null;
  const writes: Promise<void>[] = [];
  const parser = new Parser({
    strict: true,
    maxMetaEntrySize: 64 * 1024,
    onReadEntry: (entry: ReadEntry) => {
      if (failure) return void entry.resume();
      try {
        writes.push(handle(entry).catch((e) => fail(e)));
      } catch (e) {
        entry.resume();
        fail(e);
      }
    },
  });
  const fail = (e: unknown) => {
    failure ??= e;
    parser.abort(errorOf(e));
  };
  parser.on("eof", () => (sawEnd = true));
  parser.on("warn", (_code: string, message: string) => fail(new ArchiveRefusal(null, `not a valid tar archive (${message})`)));
  const handle = async (entry: ReadEntry) => {
    const name = entry.path;
    budget.entry(name);
    const checked = checkEntryPath(name, limits);
    if (!checked.ok) throw new ArchiveRefusal(name, checked.reason);
    const refusal = refuseKind(kindOfTarType(entry.type));
    if (refusal) throw new ArchiveRefusal(name, refusal);
    if (entry.type === "Directory" || checked.path === "") {
      entry.resume();
      if (checked.path && root !== null) await fs.promises.mkdir(path.join(root, checked.path), { recursive: true });
      return;
    }
    budget.declaredSize(name, entry.size);
    if (root === null) {
      entry.resume();
      return;
    }
    await writeEntry(root, checked.path, entry, budget);
  };
  try {
    await pipeline(fs.createReadStream(archive), zlib.createGunzip(), ratioGuard, intoParser(parser));
  } catch (e) {
    failure ??= e;
  }
  await Promise.allSettled(writes);
  if (failure instanceof ArchiveRefusal) throw failure;
  if (failure) throw new ArchiveRefusal(null, `not a readable .tar.gz (${failure instanceof Error ? failure.message : String(failure)})`);
  return budget.entries;
}

/**
 * tar's Parser is an EventEmitter with write/end, not a Node stream, so pipeline() cannot take it
 * as it is: this Writable forwards each chunk (waiting for "drain" when the Parser asks), ends it
 * on final, and fails with the Parser's "error" (an abort, a strict-mode warning).
 */
function intoParser(parser: Parser): Writable {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (parser.write(chunk)) done();
      else parser.once("drain", () => done());
    },
    final(done) {
      parser.end(() => done());
    },
  });
  parser.on("error", (e: unknown) => sink.destroy(errorOf(e)));
  return sink;
}
