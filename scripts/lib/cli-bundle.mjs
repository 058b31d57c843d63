// The CLIs ship as JavaScript bundles in dist/cli/, run by plain `node`: tsx costs ~1 s of start-up
// per process, which contributors pay on every CI call. One esbuild run bundles every CLI with code
// splitting, so a dynamic `import()` in a CLI stays lazy (the judge CLI never loads Prisma, Next or
// pg-boss) and shared code lands in shared chunks. Packages stay external (resolved from
// node_modules at run time). A fingerprint of every bundled source file decides when to rebuild.
//
// Plain JavaScript on purpose: the launcher (scripts/run-cli.mjs) imports this before anything is
// built, with no TypeScript loader.
// Built-ins through process.getBuiltinModule, not `import`: the judge bundle inlines this file, and
// an ES import of node:fs builds its namespace from every export, whose lazy getters load node's
// streams stack on every start of `node dist/cli/judge.mjs` (scripts/judge.ts).
const fs = process.getBuiltinModule("node:fs");
const path = process.getBuiltinModule("node:path");

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const OUT_DIR = path.join(ROOT, "dist/cli");
const STAMP_NAME = "fingerprint.json";
/**
 * The judge bundle's own fingerprint (its inputs only): `node dist/cli/judge.mjs`, the path README
 * leads with, checks it before judging, so a checkout whose judge sources moved since the build
 * rebuilds instead of scoring with the old code (scripts/judge.ts).
 */
export const JUDGE_STAMP_NAME = "judge.fingerprint.json";

/**
 * The judge command README's "Judge CLI" section leads with (bench:cli times it; a test checks README
 * shows it): a shell launcher, relative to the checkout, that runs JUDGE_LOADER_COMMAND's file under
 * the `node` on PATH without NODE_EXTRA_CA_CERTS (bin/judge says why).
 */
export const JUDGE_README_COMMAND = "bin/judge";
/** What bin/judge runs: the judge's CommonJS loader (judge-loader.cjs), started by node directly. */
export const JUDGE_LOADER_COMMAND = "node dist/cli/judge.cjs";

// README's judge command is a classic script started from a V8 code cache (judge-loader.cjs): its
// loader, the script's entry, the trainer that writes the cache, and the manifest naming the script
const JUDGE_LOADER = "scripts/lib/judge-loader.cjs";
const JUDGE_SCRIPT_ENTRY = "scripts/judge-script.ts";
const JUDGE_CACHE_TRAINER = "scripts/lib/judge-cache-trainer.cjs";
const JUDGE_SCRIPT_MANIFEST = "judge-script.txt";

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
  // the folder parser's thread entry (lib/importers/off-thread): the import CLI parses off its main thread too
  "parse-folder-worker": "lib/importers/off-thread/parse-worker.ts",
  // the `next start` process's preload (scripts/start.ts): prebuilt, so the server runs without
  // tsx's loader, whose hooks thread and per-module transforms cost memory for its whole life
  "server-preload": "scripts/lib/client-ip-preload.ts",
  // npm ci's postinstall: the data dir every new PGlite database is copied from
  "pglite-template": "scripts/pglite-template.ts",
};

// Pure-JavaScript packages the light CLIs load are bundled in: node resolving and loading their
// hundreds of small ESM files (zod alone ~100) costs more than the judging. Every other package
// stays external (Prisma, PGlite, pg-boss, piscina and Next read files beside their code).
const BUNDLED_PACKAGES = new Set(["zod", "commander", "smol-toml", "yaml", "diff"]);
const BUNDLED_PREFIXES = ["mdast-", "micromark", "unist-", "decode-named-character-reference", "character-entities"];

const REQUIRE_BANNER =
  'import { createRequire as __cliCreateRequire } from "node:module"; const require = __cliCreateRequire(import.meta.url);';

function packageName(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@/") || args.path.startsWith("node:")) return undefined;
      const name = packageName(args.path);
      if (BUNDLED_PACKAGES.has(name) || BUNDLED_PREFIXES.some((p) => name.startsWith(p))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// besides the bundled sources, what changes the output: the dependency set and this build recipe
const EXTRA_INPUTS = ["package-lock.json", "tsconfig.json", "scripts/lib/cli-bundle.mjs"];

// node:crypto is loaded only when a file must be hashed: the judge CLI checks freshness on every
// start, and most starts hash nothing (sizes and mtimes unchanged)
const sha256 = (file) => process.getBuiltinModule("node:crypto").createHash("sha256").update(fs.readFileSync(file)).digest("hex");

function readStamp(outDir, stampName) {
  try {
    return JSON.parse(fs.readFileSync(path.join(outDir, stampName), "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Whether dist/cli was built from exactly the current sources (by default every CLI's; with
 * JUDGE_STAMP_NAME and ["judge"], the judge's). Each input is stat'ed; only a file whose size or
 * mtime moved is hashed again, so the check costs a few milliseconds.
 */
export function bundleIsFresh({ root = ROOT, outDir = OUT_DIR, stampName = STAMP_NAME, entries = Object.keys(CLI_ENTRIES) } = {}) {
  const stamp = readStamp(outDir, stampName);
  if (!stamp || typeof stamp.inputs !== "object" || stamp.inputs === null) return false;
  for (const name of entries) if (!fs.existsSync(path.join(outDir, `${name}.mjs`))) return false;
  for (const [rel, recorded] of Object.entries(stamp.inputs)) {
    const file = path.join(root, rel);
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
  // The judge CLI is its own build: in a build shared with CLIs that use all of zod, its share of
  // zod's core would land in one big shared chunk instead of being tree-shaken to what it uses.
  const groups = [["judge"], Object.keys(CLI_ENTRIES).filter((name) => name !== "judge")];
  const shared = { absWorkingDir: ROOT, bundle: true, platform: "node", target: "node20", plugins: [externalPackages], metafile: true };
  // smaller text to parse: compiling the modules is most of a short run
  const minify = { minifyWhitespace: true, minifySyntax: true, logLevel: "warning" };
  const judgeScript = esbuild.build({
    ...shared,
    ...minify,
    entryPoints: [JUDGE_SCRIPT_ENTRY],
    format: "cjs",
    write: false,
    outfile: path.join(OUT_DIR, "judge-script.js"),
    // the loader hands the script its directory (dist/cli, two levels below the checkout like scripts/lib)
    define: { "import.meta.dirname": "__dirname" },
    // a script compiled by vm.Script has no module loader behind import(): the rebuild's import("esbuild") becomes require
    supported: { "dynamic-import": false },
  });
  const results = await Promise.all(
    groups.map((names) =>
      esbuild.build({
        ...shared,
        ...minify,
        entryPoints: Object.fromEntries(names.map((name) => [name, CLI_ENTRIES[name]])),
        format: "esm",
        splitting: true,
        outdir: OUT_DIR,
        outExtension: { ".js": ".mjs" },
        write: false,
        // bundled CommonJS packages (commander, yaml) require node's built-ins: give ESM a require.
        // Not the judge's build, which bundles none: node:module costs its start-up a few modules.
        banner: names.includes("judge") ? {} : { js: REQUIRE_BANNER },
      }),
    ),
  );
  const script = await judgeScript;
  // esbuild's service process would otherwise live as long as the caller (scripts/start.ts: the
  // server's supervisor; measured 123 MB RSS held for nothing)
  await esbuild.stop();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const written = new Set([STAMP_NAME, JUDGE_STAMP_NAME]);
  // chunks first, entry points after: a process starting mid-build finds every chunk its entry names
  const files = results.flatMap((r) => r.outputFiles).sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
  for (const out of files) {
    written.add(path.basename(out.path));
    writeAtomic(out.path, out.contents);
  }
  for (const name of writeJudgeScript(script.outputFiles[0].text)) written.add(name);
  // bundled packages are covered by package-lock.json: their files need no stat on every start
  const sourcesOf = (r) => Object.keys(r.metafile.inputs).filter((rel) => !rel.startsWith("node_modules/"));
  const judgeInputs = [...sourcesOf(results[0]), ...sourcesOf(script), JUDGE_LOADER, JUDGE_CACHE_TRAINER, ...EXTRA_INPUTS];
  // the judge's stamp first: the full stamp, written last, is what says the build finished
  writeStamp(OUT_DIR, ROOT, judgeInputs, JUDGE_STAMP_NAME);
  const inputs = writeStamp(OUT_DIR, ROOT, [...results.flatMap(sourcesOf), ...judgeInputs]);
  // chunks of earlier builds (their names hash their content) are no longer referenced
  for (const name of fs.readdirSync(OUT_DIR))
    if (!written.has(name) && !name.endsWith(".tmp")) fs.rmSync(path.join(OUT_DIR, name), { force: true });
  return { files: files.length, inputs: Object.keys(inputs).length };
}

/**
 * Writes the judge script as dist/cli/judge-script-<hash of its text>.js (CommonJS in a function
 * the loader calls), its trained V8 code caches beside it (<name>.<judge id>.cache per version and
 * <name>.cache for any; none when training fails: the loader then compiles without one), then the
 * manifest naming it and the loader (judge.cjs). The hash in the name binds a cache to this text
 * (V8 itself checks only the text's length). Returns the names written.
 */
function writeJudgeScript(cjs) {
  const text = `(function (module, require, __dirname) {\n${cjs}\n})`;
  const hash = process.getBuiltinModule("node:crypto").createHash("sha256").update(text).digest("hex").slice(0, 16);
  const name = `judge-script-${hash}`;
  writeAtomic(path.join(OUT_DIR, `${name}.js`), text);
  // one cache trained on every judge version (--help, an unknown id), then one per version
  const caches = [];
  const train = (cache, ...id) => {
    const run = process
      .getBuiltinModule("node:child_process")
      .spawnSync(
        process.execPath,
        [path.join(ROOT, JUDGE_CACHE_TRAINER), path.join(OUT_DIR, `${name}.js`), path.join(OUT_DIR, cache), ROOT, ...id],
        { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" },
      );
    if (run.status === 0) caches.push(cache);
    else process.stderr.write(`build: no code cache ${cache} (the judge CLI starts slower): ${run.stderr || run.error}\n`);
    return run.status === 0 ? run.stdout.split("\n").filter(Boolean) : [];
  };
  for (const id of train(`${name}.cache`)) train(`${name}.${id}.cache`, id);
  writeAtomic(path.join(OUT_DIR, JUDGE_SCRIPT_MANIFEST), `${name}.js\n`);
  writeAtomic(path.join(OUT_DIR, "judge.cjs"), fs.readFileSync(path.join(ROOT, JUDGE_LOADER)));
  return [`${name}.js`, ...caches, JUDGE_SCRIPT_MANIFEST, "judge.cjs"];
}

function writeAtomic(file, contents) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, contents);
  fs.renameSync(tmp, file);
}

/** Records size, mtime and sha256 of each input (paths relative to root) as the build's fingerprint. */
export function writeStamp(outDir, root, rels, stampName = STAMP_NAME) {
  const inputs = {};
  for (const rel of [...new Set(rels)].sort()) {
    const file = path.join(root, rel);
    const st = fs.statSync(file);
    inputs[rel] = { size: st.size, mtimeMs: st.mtimeMs, sha256: sha256(file) };
  }
  const stamp = path.join(outDir, stampName);
  const tmp = `${stamp}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ inputs }, null, 1));
  fs.renameSync(tmp, stamp);
  return inputs;
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
