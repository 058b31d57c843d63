// The CLIs ship as JavaScript bundles in dist/cli/, run by plain `node`: tsx costs ~1 s of start-up
// per process, which contributors pay on every CI call. One esbuild run bundles every CLI with code
// splitting, so a dynamic `import()` in a CLI stays lazy (the judge CLI never loads Prisma, Next or
// pg-boss) and shared code lands in shared chunks. Packages stay external (resolved from
// node_modules at run time). A fingerprint of every bundled source file decides when to rebuild.
//
// Plain JavaScript on purpose: the launcher (scripts/run-cli.mjs) imports this before anything is
// built, with no TypeScript loader.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const OUT_DIR = path.join(ROOT, "dist/cli");
const STAMP = path.join(OUT_DIR, "fingerprint.json");

/** CLI name -> entry point. `dist/cli/<name>.mjs` is each one's prebuilt form. */
export const CLI_ENTRIES = {
  judge: "scripts/judge.ts",
  audit: "scripts/audit.ts",
  import: "scripts/import.ts",
  rollout: "scripts/rollout.ts",
  "task-judge": "scripts/task-judge.ts",
  worker: "scripts/worker.ts",
  "vbench-review": "scripts/cli/vbench-review.ts",
  // the audit pool's thread entry: bundled beside the CLIs so their pool needs no tsx either
  "probe-worker": "lib/audits/pool/probe-worker.ts",
};

// besides the bundled sources, what changes the output: the dependency set and this build recipe
const EXTRA_INPUTS = ["package-lock.json", "tsconfig.json", "scripts/lib/cli-bundle.mjs"];

const sha256 = (file) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(STAMP, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Whether dist/cli was built from exactly the current sources. Each input is stat'ed; only a file
 * whose size or mtime moved is hashed again, so the check costs a few milliseconds.
 */
export function bundleIsFresh() {
  const stamp = readStamp();
  if (!stamp || typeof stamp.inputs !== "object") return false;
  for (const name of Object.keys(CLI_ENTRIES)) if (!fs.existsSync(path.join(OUT_DIR, `${name}.mjs`))) return false;
  for (const [rel, recorded] of Object.entries(stamp.inputs)) {
    const file = path.join(ROOT, rel);
    let st;
    try {
      st = fs.statSync(file);
    } catch {
      return false;
    }
    if (st.size === recorded.size && st.mtimeMs === recorded.mtimeMs) continue;
    if (st.size !== recorded.size || sha256(file) !== recorded.sha256) return false;
  }
  return true;
}

/**
 * Bundles every CLI into dist/cli. Safe when two processes build at once (vitest workers, two
 * terminals): each output file is written to a temporary name and renamed into place, chunk names
 * carry their content hash, and the fingerprint is written last.
 */
export async function buildClis() {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(CLI_ENTRIES)),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    splitting: true,
    packages: "external",
    outdir: OUT_DIR,
    outExtension: { ".js": ".mjs" },
    metafile: true,
    write: false,
    logLevel: "warning",
  });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const written = new Set(["fingerprint.json"]);
  // chunks first, entry points after: a process starting mid-build finds every chunk its entry names
  const files = [...result.outputFiles].sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
  for (const out of files) {
    written.add(path.basename(out.path));
    const tmp = `${out.path}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, out.contents);
    fs.renameSync(tmp, out.path);
  }
  const inputs = {};
  for (const rel of [...Object.keys(result.metafile.inputs), ...EXTRA_INPUTS].sort()) {
    const file = path.join(ROOT, rel);
    const st = fs.statSync(file);
    inputs[rel] = { size: st.size, mtimeMs: st.mtimeMs, sha256: sha256(file) };
  }
  const tmp = `${STAMP}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ inputs }, null, 1));
  fs.renameSync(tmp, STAMP);
  // chunks of earlier builds (their names hash their content) are no longer referenced
  for (const name of fs.readdirSync(OUT_DIR))
    if (!written.has(name) && !name.endsWith(".tmp")) fs.rmSync(path.join(OUT_DIR, name), { force: true });
  return { files: files.length, inputs: Object.keys(inputs).length };
}

function isEntry(file) {
  return Object.hasOwn(CLI_ENTRIES, path.basename(file, ".mjs"));
}

/** Builds when stale; says so on stderr (stdout belongs to the CLI's own output). */
export async function ensureClisBuilt() {
  if (bundleIsFresh()) return "up to date";
  const t0 = performance.now();
  const { files } = await buildClis();
  process.stderr.write(`built the CLIs into dist/cli (${files} files, ${Math.round(performance.now() - t0)} ms)\n`);
  return "built";
}
