// For short-lived CLI processes that open PGlite (import): V8 compiles a wasm module with its
// baseline compiler (Liftoff) at once and re-compiles hot functions with TurboFan in the
// background, keeping both copies. PGlite's Postgres (9 MB of wasm) and Prisma's query compiler
// are both wasm; in a run of seconds the optimised copies cost more (memory and CPU on a busy
// machine) than they return. Measured on the bundled tasks, import into an existing data dir:
// peak RSS 265-318 -> 199-259 MB and wall time roughly halved (npm run bench:memory).
// Never called by the web server or the worker (long-lived: the optimised code pays off there).
import v8 from "node:v8";

/** Must run before the first wasm module is compiled (before the database modules load). */
export function preferBaselineWasm(): void {
  v8.setFlagsFromString("--liftoff-only");
}
