// A fingerprint of everything `next build` reads, so `npm start` rebuilds exactly when needed.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// prisma/schema.prisma is the source of the generated client (lib/generated, skipped as derived)
// that the build compiles in, and the migrations are what the built server applies: a change to
// either must rebuild. Test files and test fixtures are never part of the build.
const INPUTS = [
  "app",
  "components",
  "lib",
  "public",
  "instrumentation.ts",
  "next.config.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "prisma/schema.prisma",
  "prisma/migrations",
  "prisma.config.ts",
];
const SKIP = new Set(["__fixtures__", "__tests__", "generated", "node_modules"]);

function walk(dir: string, out: string[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(p);
  }
}

export function sourceFingerprint(root: string): string {
  const files: string[] = [];
  for (const input of INPUTS) {
    const p = path.join(root, input);
    if (!fs.existsSync(p)) continue;
    if (fs.statSync(p).isDirectory()) walk(p, files);
    else files.push(p);
  }
  const hash = crypto.createHash("sha256");
  for (const f of files.sort()) hash.update(path.relative(root, f)).update("\0").update(fs.readFileSync(f)).update("\0");
  return hash.digest("hex");
}
