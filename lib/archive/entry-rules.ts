// What an entry of a contributor's archive may be, decided before a byte of it is written. Pure.
// Only regular files and directories, under the extraction root, with short portable names.
export interface ArchiveLimits {
  maxEntries: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  /** uncompressed / compressed, per zip entry and for a whole .tar.gz (a zip bomb has thousands) */
  maxRatio: number;
  maxPathLength: number;
  maxDepth: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 5_000,
  maxFileBytes: 200 * 1024 * 1024,
  maxTotalBytes: 200 * 1024 * 1024,
  maxRatio: 200,
  maxPathLength: 240,
  maxDepth: 24,
};

export class ArchiveRefusal extends Error {
  constructor(
    readonly entry: string | null,
    readonly reason: string,
  ) {
    super(entry ? `${entry}: ${reason}` : reason);
  }
}

export type EntryKind = "file" | "directory" | "symlink" | "hardlink" | "device" | "fifo" | "other";

/** A safe relative path ("a/b.json"), or why the name is refused. Directories may end with "/". */
export function checkEntryPath(name: string, limits: ArchiveLimits): { ok: true; path: string } | { ok: false; reason: string } {
  if (name.includes("\0")) return { ok: false, reason: "the name contains a NUL byte" };
  if (name.includes("\\")) return { ok: false, reason: "the name contains a backslash" };
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return { ok: false, reason: "absolute path" };
  const trimmed = name.replace(/^(\.\/)+/, "").replace(/\/+$/, "");
  if (trimmed === "" || trimmed === ".") return { ok: true, path: "" };
  if (Buffer.byteLength(trimmed) > limits.maxPathLength)
    return { ok: false, reason: `the path is longer than ${limits.maxPathLength} bytes` };
  const parts = trimmed.split("/");
  if (parts.some((p) => p === "..")) return { ok: false, reason: "the path leaves the archive root (..)" };
  if (parts.some((p) => p === "" || p === ".")) return { ok: false, reason: "the path has an empty or . segment" };
  if (parts.length > limits.maxDepth) return { ok: false, reason: `the path is nested deeper than ${limits.maxDepth} folders` };
  if (parts.some((p) => /[\u0000-\u001f\u007f]/.test(p))) return { ok: false, reason: "the name contains a control character" };
  return { ok: true, path: trimmed };
}

export function refuseKind(kind: EntryKind): string | null {
  switch (kind) {
    case "file":
    case "directory":
      return null;
    case "symlink":
      return "symbolic links are not allowed";
    case "hardlink":
      return "hard links are not allowed";
    case "device":
      return "device files are not allowed";
    case "fifo":
      return "FIFOs are not allowed";
    default:
      return "only regular files and folders are allowed";
  }
}

/** Unix mode bits (zip external attributes >> 16, tar mode) -> kind; 0 means "not stated". */
export function kindOfMode(mode: number, isDirectoryName: boolean): EntryKind {
  const type = mode & 0o170000;
  if (type === 0) return isDirectoryName ? "directory" : "file";
  if (type === 0o100000) return "file";
  if (type === 0o040000) return "directory";
  if (type === 0o120000) return "symlink";
  if (type === 0o020000 || type === 0o060000) return "device";
  if (type === 0o010000) return "fifo";
  return "other";
}

export function kindOfTarType(type: string): EntryKind {
  switch (type) {
    case "File":
    case "OldFile":
    case "ContiguousFile":
      return "file";
    case "Directory":
      return "directory";
    case "SymbolicLink":
      return "symlink";
    case "Link":
      return "hardlink";
    case "CharacterDevice":
    case "BlockDevice":
      return "device";
    case "FIFO":
      return "fifo";
    default:
      return "other";
  }
}

/** Tracks counts and sizes across entries; throws ArchiveRefusal naming the entry. */
export class Budget {
  entries = 0;
  bytes = 0;
  constructor(private readonly limits: ArchiveLimits) {}
  entry(name: string) {
    if (++this.entries > this.limits.maxEntries)
      throw new ArchiveRefusal(name, `the archive has more than ${this.limits.maxEntries} entries`);
  }
  declaredSize(name: string, size: number) {
    if (size > this.limits.maxFileBytes)
      throw new ArchiveRefusal(name, `the file is ${size} bytes; the limit per file is ${this.limits.maxFileBytes}`);
    if (this.bytes + size > this.limits.maxTotalBytes)
      throw new ArchiveRefusal(name, `the archive unpacks to more than ${this.limits.maxTotalBytes} bytes`);
  }
  add(name: string, n: number, fileSoFar: number) {
    this.bytes += n;
    if (fileSoFar > this.limits.maxFileBytes)
      throw new ArchiveRefusal(name, `the file is larger than the limit per file of ${this.limits.maxFileBytes} bytes`);
    if (this.bytes > this.limits.maxTotalBytes)
      throw new ArchiveRefusal(name, `the archive unpacks to more than ${this.limits.maxTotalBytes} bytes`);
  }
}
