// Batch judge CLI as an ES module: dist/cli/judge.mjs, what `npm run -s judge -- ...` runs (through
// scripts/run-cli.mjs). README leads with `node dist/cli/judge.cjs`, the same CLI
// (lib/judge-cli-main.ts) started from a V8 code cache (scripts/judge-script.ts). One JSONL line per
// solution, in argument order. See JUDGE_CLI_USAGE (--help) for the contract.
import { runJudgeCli } from "./lib/judge-cli-main";
import { bundleIsFresh, buildClis, JUDGE_STAMP_NAME, OUT_DIR } from "./lib/cli-bundle.mjs";

// built-ins through process.getBuiltinModule, not `import` (start-up: see lib/judge-cli-main.ts)
const path = process.getBuiltinModule("node:path");
const { fileURLToPath } = process.getBuiltinModule("node:url");

// Run as the prebuilt bundle (`node dist/cli/judge.mjs`: no launcher checks it first), the judge's
// own sources are checked against its build's fingerprint (one stat per input, no hash unless a
// size or mtime moved): after a pull that changed a judge, the bundle is rebuilt and the new one
// runs, instead of the old code scoring. The rebuilt copy is loaded under another URL (a new module
// instance) and skips the check, so a build that cannot make it fresh cannot loop.
const REBUILT = "rebuilt";
const url = new URL(import.meta.url);
const isBundle = fileURLToPath(url) === path.join(OUT_DIR, "judge.mjs");
if (isBundle && !url.searchParams.has(REBUILT) && !bundleIsFresh({ stampName: JUDGE_STAMP_NAME, entries: ["judge"] })) {
  const t0 = performance.now();
  const { files } = await buildClis();
  process.stderr.write(
    `judge: its sources changed since the last build: rebuilt dist/cli (${files} files, ${Math.round(performance.now() - t0)} ms)\n`,
  );
  url.searchParams.set(REBUILT, "1");
  await import(url.href);
} else await runJudgeCli(process.argv.slice(2));
