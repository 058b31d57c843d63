// A contributor's .tar.gz or .zip, extracted safely into a fresh temp dir (see entry-rules.ts for
// what is refused). On any refusal the temp dir is removed and the answer names the entry and
// the reason; the caller gets a folder only when every entry passed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { relativeToRoot } from "../hygiene/inside-root";
import { neutralPaths } from "../media/server-paths";
import { ArchiveRefusal, DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from "./entry-rules";
import { extractTarGz } from "./extract-tar";
import { extractZip } from "./extract-zip";
import { makeTempDir } from "../hygiene/temp-dirs";

export type ExtractOutcome =
  { ok: true; root: string; entries: number; cleanup: () => Promise<void> } | { ok: false; entry: string | null; reason: string };

export type ArchiveFormat = "zip" | "tar.gz";

/** By magic bytes, never by the name the sender chose. */
export async function sniffArchive(file: string): Promise<ArchiveFormat | null> {
  const fd = await fs.promises.open(file, "r");
  try {
    const head = Buffer.alloc(4);
    await fd.read(head, 0, 4, 0);
    if (head[0] === 0x1f && head[1] === 0x8b) return "tar.gz";
    if (head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5)) return "zip";
    return null;
  } finally {
    await fd.close();
  }
}

export async function extractArchive(
  archive: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
  tmpBase = os.tmpdir(),
): Promise<ExtractOutcome> {
  const format = await sniffArchive(archive);
  if (!format) return { ok: false, entry: null, reason: "not a .tar.gz or .zip archive" };
  const root = await makeTempDir("vbench-archive-", tmpBase);
  const cleanup = () => fs.promises.rm(root, { recursive: true, force: true });
  try {
    const entries = format === "zip" ? await extractZip(archive, root, limits) : await extractTarGz(archive, root, limits);
    return { ok: true, root, entries, cleanup };
  } catch (e) {
    await cleanup();
    // a file system error names its path under root: say it as the entry inside the archive
    const inside = (text: string) => neutralPaths(relativeToRoot(text, root));
    if (e instanceof ArchiveRefusal) return { ok: false, entry: e.entry, reason: inside(e.reason) };
    return { ok: false, entry: null, reason: inside(e instanceof Error ? e.message : String(e)) };
  }
}

/** The task folder inside an extracted archive: the root itself, or its single top-level folder. */
export async function taskFolderIn(root: string): Promise<{ folder: string; name: string | null } | null> {
  if (fs.existsSync(path.join(root, "task.toml"))) return { folder: root, name: null };
  const top = (await fs.promises.readdir(root, { withFileTypes: true })).filter((d) => !d.name.startsWith("."));
  if (top.length === 1 && top[0].isDirectory() && fs.existsSync(path.join(root, top[0].name, "task.toml")))
    return { folder: path.join(root, top[0].name), name: top[0].name };
  return null;
}
