// Lint step: no client component reaches a Node built-in through our own modules (transitively).
// Prints each chain (component -> ... -> file importing node:x) and exits 1.
import fs from "node:fs";
import path from "node:path";
import { hasDirective, nodeImportsReachable } from "./lib/client-graph";

const ROOT = process.cwd();
const SOURCE_DIRS = ["app", "components", "lib"];
const SKIP_DIRS = new Set(["node_modules", "generated", "__tests__", "__fixtures__"]);

function* sourceFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield full;
    }
  }
}

const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Our own files only: a package specifier resolves to null (packages choose their own browser builds). */
function resolve(from: string, specifier: string): string | null {
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
const read = (file: string) => {
  if (!cache.has(file)) cache.set(file, fs.readFileSync(file, "utf8"));
  return cache.get(file)!;
};

const clientComponents = SOURCE_DIRS.flatMap((d) => [...sourceFiles(path.join(ROOT, d))]).filter((f) =>
  hasDirective(read(f), "use client"),
);
const problems = nodeImportsReachable(clientComponents, read, resolve);
for (const p of problems) {
  console.error(`${p.chain.map((f) => path.relative(ROOT, f)).join(" -> ")} imports "${p.builtin}" (ships to the browser)`);
}
if (problems.length > 0) {
  console.error(`check-client-imports: ${problems.length} Node import(s) reachable from client components`);
  process.exit(1);
}
console.log(`check-client-imports: ${clientComponents.length} client components, no Node built-in reachable`);
