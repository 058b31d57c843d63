#!/usr/bin/env node
// The package's `vbench-review` bin: loads tsx (resolved from this file, so it works from any
// working directory) and runs the TypeScript entry point.
import { register } from "tsx/esm/api";

register();
await import("./vbench-review.ts");
