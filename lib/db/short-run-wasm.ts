// For short-lived CLI processes that open PGlite (import): V8 compiles a wasm module with its
// baseline compiler (Liftoff) at once and re-compiles hot functions with TurboFan in the
// background, keeping both copies. PGlite's Postgres (9 MB of wasm) and Prisma's query compiler
// are both wasm; in a run of seconds the optimised copies cost more (memory and CPU on a busy
// machine) than they return. Measured on the bundled tasks, import into an existing data dir:
// peak RSS 265-318 -> 199-259 MB and wall time roughly halved (npm run bench:memory).
// The same run also asks V8 to favour a small heap over speed (--optimize-for-size: smaller heap
// growth steps, so garbage is collected before the heap grows): import peaks a further -8 MB
// (flightgear median 192 -> 184 MB, paired runs at load 12-15).
// Never called by the web server or the worker (long-lived: the optimised code pays off there,
// and the server sets no process-wide V8 flags).
import v8 from "node:v8";

/** Must run before the first wasm module is compiled (before the database modules load). */
export function preferBaselineWasm(): void {
  v8.setFlagsFromString("--liftoff-only");
}

/** The CLI process's own heap setting; call first thing, like preferBaselineWasm. */
export function preferSmallHeap(): void {
  v8.setFlagsFromString("--optimize-for-size");
}
