// Hashes of exact bytes. node:crypto's createHash is deterministic and does no I/O, so pure modules may use it.
import { createHash } from "node:crypto";
import type { StoredFile, TaskFiles } from "./types";

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function storedFile(path: string, raw: Uint8Array): StoredFile {
  return { path, raw, sha256: sha256Hex(raw), byteLength: raw.byteLength };
}

/**
 * One hash over the whole folder: sha256 of the sorted list of "<path>\0<sha256 of bytes>\n".
 * Sorting makes it independent of Map order; hashing each file first keeps path/bytes boundaries
 * unambiguous. Identical content re-imported gives the same value (TaskRevision is unique on it).
 */
export function contentSha256(files: TaskFiles): string {
  const lines = [...files.entries()].map(([path, bytes]) => `${path}\0${sha256Hex(bytes)}\n`).sort();
  return createHash("sha256").update(lines.join(""), "utf8").digest("hex");
}
