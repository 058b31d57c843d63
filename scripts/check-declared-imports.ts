// Lint step: every package our code imports is declared in package.json (dependencies or devDependencies).
// Prints file, specifier and package for each undeclared import and exits 1.
import fs from "node:fs";
import path from "node:path";
import { undeclaredImports } from "./lib/declared-imports";

const ROOT = process.cwd();
const SKIP_DIRS = new Set(["node_modules", ".next", ".data", ".git", ".test-results", "generated", "__fixtures__", "fixtures"]);
// The checker's own table test holds import statements as string data.
const SKIP_FILES = new Set(["scripts/lib/declared-imports.test.ts"]);
const EXTENSIONS = /\.(ts|tsx|mts|mjs|js|cjs)$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") && entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(full);
    } else if (EXTENSIONS.test(entry.name) && !entry.name.endsWith(".d.ts") && !SKIP_FILES.has(path.relative(ROOT, full))) {
      yield full;
    }
  }
}

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);

let problems = 0;
let files = 0;
for (const file of sourceFiles(ROOT)) {
  files++;
  for (const found of undeclaredImports(fs.readFileSync(file, "utf8"), declared)) {
    problems++;
    console.error(`${path.relative(ROOT, file)}: imports "${found.specifier}" but package.json does not declare "${found.packageName}"`);
  }
}
if (problems > 0) {
  console.error(`check-declared-imports: ${problems} undeclared import(s) in ${files} files`);
  process.exit(1);
}
console.log(`check-declared-imports: ${files} files, every imported package declared`);
