// Writes a verifier's files into a fresh directory, refusing any path that could name something
// outside it (absolute, "..", backslashes, NUL). Files are world-readable (the sandbox may run as
// nobody), test.sh and *.sh executable; nothing is a symlink.
import fs from "node:fs";
import path from "node:path";
import { makeTempDirSync } from "../hygiene/temp-dirs";

const MAX_FILES = 500;
const MAX_TOTAL_BYTES = 200 * 1024 * 1024;

export function safeRelativePath(p: string): boolean {
  if (p === "" || p.startsWith("/") || p.includes("\\") || p.includes("\0")) return false;
  return p.split("/").every((seg) => seg !== "" && seg !== "." && seg !== "..");
}

export function writeTestsDir(dir: string, files: ReadonlyMap<string, Uint8Array>): { ok: true } | { ok: false; reason: string } {
  if (!files.has("test.sh")) return { ok: false, reason: "the verifier has no tests/test.sh" };
  if (files.size > MAX_FILES) return { ok: false, reason: `the verifier has ${files.size} files (at most ${MAX_FILES})` };
  let total = 0;
  for (const [rel, bytes] of files) {
    if (!safeRelativePath(rel)) return { ok: false, reason: `verifier file path ${JSON.stringify(rel)} is not a plain relative path` };
    total += bytes.length;
  }
  if (total > MAX_TOTAL_BYTES) return { ok: false, reason: `the verifier's files total ${total} bytes (at most ${MAX_TOTAL_BYTES})` };
  fs.mkdirSync(dir, { mode: 0o755 });
  for (const [rel, bytes] of files) {
    const target = path.join(dir, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    fs.writeFileSync(target, bytes, { mode: rel.endsWith(".sh") ? 0o755 : 0o644, flag: "wx" });
  }
  return { ok: true };
}

/** A fresh sandbox root (world-readable: the sandbox may run as nobody) with the verifier's files in
 *  `tests/`; the caller removes `root`. Nothing is left behind when the files are refused. */
export function layOutVerifierRoot(
  files: ReadonlyMap<string, Uint8Array>,
): { ok: true; root: string; testsDir: string } | { ok: false; reason: string } {
  const root = makeTempDirSync("vbench-verifier-");
  fs.chmodSync(root, 0o755);
  const testsDir = path.join(root, "tests");
  const written = writeTestsDir(testsDir, files);
  if (written.ok) return { ok: true, root, testsDir };
  fs.rmSync(root, { recursive: true, force: true });
  return written;
}
