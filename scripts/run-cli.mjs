#!/usr/bin/env node
// `node scripts/run-cli.mjs <cli> [args...]` — what `npm run -s <cli>` runs: rebuilds dist/cli when a
// bundled source changed since the last build (a few ms to check), then runs the prebuilt CLI in
// this process. Without the check, `node dist/cli/<cli>.mjs` starts faster still.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CLI_ENTRIES, OUT_DIR, ensureClisBuilt } from "./lib/cli-bundle.mjs";

const name = process.argv[2];
if (!name || !Object.hasOwn(CLI_ENTRIES, name)) {
  process.stderr.write(`run-cli: name a CLI: ${Object.keys(CLI_ENTRIES).join(", ")}\n`);
  process.exit(2);
}
await ensureClisBuilt();
// the CLI reads its own arguments from process.argv.slice(2)
process.argv.splice(2, 1);
await import(pathToFileURL(path.join(OUT_DIR, `${name}.mjs`)).href);
