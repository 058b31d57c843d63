// A fingerprint of everything `next build` reads, so `npm start` rebuilds exactly when needed.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INPUTS = ["app", "components", "lib", "public", "next.config.ts", "package-lock.json", "tsconfig.json"];
const SKIP = new Set(["__fixtures__", "generated", "node_modules"]);

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
