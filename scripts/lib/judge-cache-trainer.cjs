"use strict";
// `node scripts/lib/judge-cache-trainer.cjs <judge-script.js> <out.cache> <checkout root> [<judge id>]`
// (run by cli-bundle.mjs's build, in a process of its own: the cache carries plain node's V8 flags,
// and holds only what this process compiled): compiles the judge script, judges one bundled parity
// ledger of that judge version (without an id: of every version, and prints their ids) with it,
// output dropped, then writes V8's code cache of the script: it then holds every function those
// runs compiled, not only the top level. Bytecode only: the cache holds no result, and any ledger
// runs the same functions. One cache per version: a kart run need not deserialize FlightGear's code.
const fs = process.getBuiltinModule("node:fs");
const path = process.getBuiltinModule("node:path");
const vm = process.getBuiltinModule("node:vm");

const [scriptFile, outFile, root, onlyId] = process.argv.slice(2);

/** One real ledger of a judge version and its ground truth, as bench:cli picks them (the oracle when there is one). */
function parityLedger(id) {
  const dir = path.join(root, "lib/judges/__fixtures__/parity", id);
  let cases;
  try {
    cases = fs.readdirSync(path.join(dir, "cases")).sort();
  } catch {
    return undefined;
  }
  const ledger = cases.includes("oracle.json") ? "oracle.json" : cases[0];
  return ledger && ["--ground-truth", path.join(dir, "ground_truth.json"), path.join(dir, "cases", ledger)];
}

async function train() {
  const script = new vm.Script(fs.readFileSync(scriptFile, "utf8"), { filename: scriptFile });
  const scriptModule = { exports: {} };
  script.runInThisContext()(scriptModule, require, path.dirname(scriptFile));
  const { runJudgeCli, loadableJudgeIds } = scriptModule.exports;
  const sink = () => {};
  for (const id of onlyId ? [onlyId] : loadableJudgeIds()) {
    const ledger = parityLedger(id);
    if (ledger) await runJudgeCli(["--judge", id, "--events", ...ledger], sink);
  }
  if (!onlyId) process.stdout.write(loadableJudgeIds().join("\n") + "\n");
  const tmp = `${outFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, script.createCachedData());
  fs.renameSync(tmp, outFile);
}

train().catch((err) => {
  process.stderr.write(`judge-cache-trainer: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
