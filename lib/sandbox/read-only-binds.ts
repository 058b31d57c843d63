// The host files a verifier may read: the interpreters, the few shell tools a test.sh uses, the
// shared libraries they load (from ldd) and Python's standard library, instead of all of /usr
// (no /usr/local, no compilers, no other programs). Pure parts (ldd parsing, ordering) beside the
// one I/O function that derives the list on this host, once per process.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BASH, PYTHON } from "./probe";

export type ReadOnlyEntry = { kind: "bind"; path: string } | { kind: "symlink"; path: string; target: string };

// what a Harbor test.sh typically calls besides python3 (absent ones are skipped)
export const SHELL_TOOLS = [
  "sh",
  "mkdir",
  "cat",
  "cp",
  "mv",
  "rm",
  "ls",
  "head",
  "tail",
  "wc",
  "grep",
  "sed",
  "tr",
  "cut",
  "sort",
  "uniq",
  "env",
  "basename",
  "dirname",
  "tee",
  "touch",
  "chmod",
  "sleep",
  "mktemp",
  "stat",
  "date",
  "true",
  "false",
  "test",
  "printf",
  "echo",
  "jq",
];

// absolute library paths in ldd's output ("libc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x..)",
// "/lib64/ld-linux-x86-64.so.2 (0x..)"); vdso and "not found" lines name no file
export function parseLddPaths(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    const m = /=>\s+(\/\S+)\s+\(0x/.exec(line) ?? /^\s*(\/\S+)\s+\(0x/.exec(line);
    if (m) out.push(m[1]);
  }
  return out;
}

// binds first (bwrap makes their parent directories), then symlinks, each path once
export function orderEntries(entries: readonly ReadOnlyEntry[]): ReadOnlyEntry[] {
  const seen = new Set<string>();
  const unique = entries.filter((e) => !seen.has(e.path) && seen.add(e.path));
  const byPath = (a: ReadOnlyEntry, b: ReadOnlyEntry) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return [...unique.filter((e) => e.kind === "bind").sort(byPath), ...unique.filter((e) => e.kind === "symlink").sort(byPath)];
}

// a path and every symlink on the way to its file, with the parent directory canonicalised (the
// merged-/usr links /lib -> usr/lib are part of the mount table already)
function chainOf(p: string, out: ReadOnlyEntry[], depth = 0): void {
  if (depth > 8 || !fs.existsSync(p)) return;
  const real = path.join(fs.realpathSync(path.dirname(p)), path.basename(p));
  const st = fs.lstatSync(real);
  if (!st.isSymbolicLink()) {
    out.push({ kind: "bind", path: real });
    return;
  }
  const target = fs.readlinkSync(real);
  out.push({ kind: "symlink", path: real, target });
  chainOf(path.resolve(path.dirname(real), target), out, depth + 1);
}

function soFiles(dir: string, depth: number, out: string[]): void {
  if (depth < 0 || out.length >= 400) return;
  let names: fs.Dirent[] = [];
  try {
    names = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const d of names) {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) soFiles(p, depth - 1, out);
    else if (d.isFile() && /\.so(\.|$)/.test(d.name)) out.push(p);
  }
}

let cached: ReadOnlyEntry[] | null = null;

/** Takes the list a parent process derived on this same host (an audit child: deriving it runs ldd
 * on ~90 files, 2.4 s of CPU and 10 s of wall time at load 11, which every child paid again). */
export function adoptHostReadOnlyEntries(entries: readonly ReadOnlyEntry[]): void {
  cached ??= orderEntries(entries);
}

export function hostReadOnlyEntries(): ReadOnlyEntry[] {
  if (cached) return cached;
  const programs = [BASH, PYTHON, ...SHELL_TOOLS.map((t) => `/usr/bin/${t}`)].filter((p) => fs.existsSync(p));
  const python = fs.realpathSync(PYTHON); // /usr/bin/python3.11
  const stdlib = path.join("/usr/lib", path.basename(python)); // /usr/lib/python3.11
  const dirs = [stdlib, "/usr/lib/python3/dist-packages"].filter((d) => fs.existsSync(d));
  const modules: string[] = [];
  for (const d of dirs) soFiles(d, 3, modules);
  const ldd = spawnSync("/usr/bin/ldd", [...programs.map((p) => fs.realpathSync(p)), ...modules], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  const entries: ReadOnlyEntry[] = [];
  for (const p of [...programs, ...parseLddPaths(ldd.stdout ?? "")]) chainOf(p, entries);
  for (const d of dirs) entries.push({ kind: "bind", path: d });
  cached = orderEntries(entries);
  return cached;
}
