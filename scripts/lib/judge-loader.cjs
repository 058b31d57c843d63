"use strict";
// `node dist/cli/judge.cjs --judge <id> --ground-truth <gt.json> [--events] <solution.json>...`:
// the judge command README's "Judge CLI" section leads with (copied to dist/cli/judge.cjs by
// cli-bundle.mjs). It compiles the judge script (scripts/judge-script.ts, built into
// dist/cli/judge-script-<content hash>.js) from the V8 code cache the build trained beside it
// (judge-cache-trainer.cjs): no ES module loader, and the functions a one-ledger run calls arrive
// compiled (issue 35: start-up is most of such a run). A cache V8 rejects (another node version,
// other V8 flags) costs only the compile: V8 checks it, and the script's name carries a hash of its
// text, so a cache never meets another script.
const fs = process.getBuiltinModule("node:fs");
const path = process.getBuiltinModule("node:path");
const vm = process.getBuiltinModule("node:vm");

/** The current script's file name, written by the build after the script and its cache. */
const MANIFEST = path.join(__dirname, "judge-script.txt");

/**
 * The judge id the arguments name, to pick the cache trained on that version (the CLI parses its
 * arguments itself: a wrong pick here only costs speed, as every cache of the script is valid for it).
 */
function judgeIdOf(argv) {
  const at = argv.indexOf("--judge");
  if (at >= 0) return argv[at + 1];
  const inline = argv.find((arg) => arg.startsWith("--judge="));
  return inline && inline.slice("--judge=".length);
}

function readCache(file) {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The built script's path; exits 2 (nothing judged) when the build that writes it is incomplete. */
function scriptFile() {
  try {
    return path.join(__dirname, fs.readFileSync(MANIFEST, "utf8").trim());
  } catch (err) {
    process.stderr.write(`judge: cannot read ${MANIFEST} (${err.code ?? err}): build the CLIs with npm run build:cli\n`);
    process.exit(2);
  }
}

/** Compiles and runs the built judge script; returns its exports and whether V8 took the cache. */
function loadJudgeScript(argv = process.argv.slice(2)) {
  const file = scriptFile();
  const source = fs.readFileSync(file, "utf8");
  const id = judgeIdOf(argv);
  // an id is a family and a commit ("kart-race-telemetry-ledger-s1@1ea24fc"): no path separators
  const own = id && /^[\w.-]+@\w+$/.test(id) ? readCache(file.replace(/\.js$/, `.${id}.cache`)) : undefined;
  const cachedData = own ?? readCache(file.replace(/\.js$/, ".cache"));
  const script = new vm.Script(source, { filename: file, cachedData });
  const scriptModule = { exports: {} };
  script.runInThisContext()(scriptModule, require, __dirname);
  return { exports: scriptModule.exports, cacheAccepted: cachedData !== undefined && !script.cachedDataRejected };
}

if (require.main === module) {
  // after a rebuild, the new script runs without checking again
  loadJudgeScript().exports.startJudge(true, () => loadJudgeScript().exports.startJudge(false, async () => {}));
} else module.exports = { loadJudgeScript };
