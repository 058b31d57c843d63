// glibc malloc settings for the long-lived next-server process (glibc reads them once, at process
// start; other C libraries ignore them). Not V8 flags. `npm start`'s script sets them before node
// starts, so scripts/start.mjs can become next-server itself; started without them, it sets them
// for a next-server child it supervises.
//
// Why: what next-server held beyond a restart's size after its first start (the bundled tasks
// imported while serving) was not live JavaScript (heap snapshots: 239 vs 230 MB) but glibc's
// per-thread arenas, 118 vs 76 MB resident: large buffers freed during the import stayed inside
// arenas, because glibc raises its mmap threshold after the first large free (up to 32 MB), so
// later large blocks are carved from arenas and fragment them. A fixed 128 KB threshold keeps
// large blocks in their own mappings, returned to the system when freed; two arenas instead of
// 8 per core bound the rest. Measured (next-server RSS after warm-up, two runs each, load 3-4):
// first start 431/438 -> 402/406 MB, restart 363/391 -> 344/359 MB.
//
// V8's young generation (--max-semi-space-size) is deliberately left at its default (16 MB here):
// measured side by side (four servers on one 1,000-task Postgres, GET / alternated across them, two
// runs at load 7-10), 32 MB saved no CPU per request (241 vs 244/265 ms; 203 vs 202/215 ms) and
// 64 MB about 7% (229, 188 ms) for 60-110 MiB more resident, which the < 500 MB goal of
// `npm start` has no room for; cutting the home page's allocation did more (lib/asks/store/README.md).
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

/** The server's environment: ours plus the malloc settings, each unless the operator set it. */
export function withServerMalloc(env) {
  return { ...SERVER_MALLOC_ENV, ...env };
}

/** Whether this process started with both variables (`npm start` sets them: package.json), so glibc
 * already uses them here and next-server may run in this very process (scripts/start.mjs). */
export function mallocSetAtStart(env) {
  return Object.keys(SERVER_MALLOC_ENV).every((k) => env[k] !== undefined && env[k] !== "");
}
