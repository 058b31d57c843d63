#!/usr/bin/env node
// The package's `vbench-review` bin: runs the prebuilt CLI (dist/cli/vbench-review.mjs), rebuilding
// the CLI bundles first when a source changed (resolved from this file, so any working directory works).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { OUT_DIR, ensureClisBuilt } from "../lib/cli-bundle.mjs";

await ensureClisBuilt();
await import(pathToFileURL(path.join(OUT_DIR, "vbench-review.mjs")).href);
