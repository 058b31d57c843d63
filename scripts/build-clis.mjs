#!/usr/bin/env node
// `node scripts/build-clis.mjs [--if-needed]` — bundles the CLIs into dist/cli (npm's postinstall
// runs it); with --if-needed only when a bundled source changed since the last build.
import { buildClis, ensureClisBuilt } from "./lib/cli-bundle.mjs";

if (process.argv.includes("--if-needed")) {
  if ((await ensureClisBuilt()) === "up to date") console.log("CLIs are up to date (dist/cli)");
} else {
  const t0 = performance.now();
  const { files, inputs } = await buildClis();
  console.log(`built the CLIs into dist/cli: ${files} files from ${inputs} inputs in ${Math.round(performance.now() - t0)} ms`);
}
