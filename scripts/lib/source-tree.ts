// Our own TypeScript sources as the import checks see them: the files under app/, components/ and
// lib/ (tests and fixtures left out), a cached reader, and a resolver for our own specifiers.
import fs from "node:fs";
import path from "node:path";

export const ROOT = process.cwd();
const SOURCE_DIRS = ["app", "components", "lib"];
const SKIP_DIRS = new Set(["node_modules", "generated", "__tests__", "__fixtures__"]);

function* sourceFilesUnder(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFilesUnder(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield full;
    }
  }
}

/** Production sources (absolute paths) under app/, components/ and lib/, or under the given folders. */
export function productionSources(dirs: string[] = SOURCE_DIRS): string[] {
  return dirs.flatMap((d) => [...sourceFilesUnder(path.join(ROOT, d))]);
}

const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Our own files only: a package specifier resolves to null (packages choose their own builds). */
export function resolveOwn(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const suffix of CANDIDATES) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile() && /\.tsx?$/.test(file)) return file;
  }
  return null;
}

const cache = new Map<string, string>();
export function readSource(file: string): string {
  if (!cache.has(file)) cache.set(file, fs.readFileSync(file, "utf8"));
  return cache.get(file)!;
}
