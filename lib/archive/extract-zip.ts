// Safe .zip extraction with yauzl (streaming, entry by entry): the central directory is checked
// first (entry count), then each entry's name, kind, declared size and compression ratio before
// it is read; yauzl validates that the bytes match the declared size.
import yauzl from "yauzl";
import { ArchiveRefusal, Budget, checkEntryPath, kindOfMode, refuseKind, type ArchiveLimits } from "./entry-rules";
import { writeEntry } from "./write-entry";
import fs from "node:fs";
import path from "node:path";

export async function extractZip(archive: string, root: string, limits: ArchiveLimits): Promise<number> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(archive, { lazyEntries: true, strictFileNames: false, validateEntrySizes: true, decodeStrings: false });
  } catch (e) {
    throw new ArchiveRefusal(null, `not a readable zip archive (${e instanceof Error ? e.message : String(e)})`);
  }
  const budget = new Budget(limits);
  try {
    if (zip.entryCount > limits.maxEntries)
      throw new ArchiveRefusal(null, `the archive has ${zip.entryCount} entries; the limit is ${limits.maxEntries}`);
    for await (const entry of zip.eachEntry()) {
      // names are decoded here, not by yauzl, so a refused name is reported with the entry it belongs to
      // with decodeStrings off yauzl hands the raw name bytes, whatever its types say
      const raw: unknown = entry.fileName;
      const name = raw instanceof Uint8Array ? Buffer.from(raw).toString("utf8") : String(raw);
      budget.entry(name);
      const checked = checkEntryPath(name, limits);
      if (!checked.ok) throw new ArchiveRefusal(name, checked.reason);
      const kind = kindOfMode(entry.externalFileAttributes >>> 16, name.endsWith("/"));
      const refusal = refuseKind(kind);
      if (refusal) throw new ArchiveRefusal(name, refusal);
      if (entry.isEncrypted()) throw new ArchiveRefusal(name, "encrypted entries are not allowed");
      if (kind === "directory" || checked.path === "") {
        if (checked.path) await fs.promises.mkdir(path.join(root, checked.path), { recursive: true });
        continue;
      }
      budget.declaredSize(name, entry.uncompressedSize);
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > 1024 * 1024 && ratio > limits.maxRatio)
        throw new ArchiveRefusal(name, `compression ratio ${Math.round(ratio)}:1 is above ${limits.maxRatio}:1 (a zip bomb?)`);
      await writeEntry(root, checked.path, await zip.openReadStreamPromise(entry), budget);
    }
  } finally {
    zip.close();
  }
  return budget.entries;
}
