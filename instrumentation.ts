// Next calls register() once when a server process starts. It starts importing the bundled tasks
// in the background (lib/seeding/bundled-seeding.ts). The web server runs one job worker in
// its own process by default (the only possible worker on the embedded PGlite); VBENCH_WORKER=0
// leaves execution to separate `npm run worker` processes (PostgreSQL).

export async function register() {
  // Next's own variable, read before anything else is imported: lib/env (through lib/ip/client-ip)
  // uses node:net, which an edge build of this file could not resolve
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { readEnv } = await import("./lib/env");
  // a bad value stops the server here, naming the variable, rather than at the first request
  const env = readEnv();
  if (env.NEXT_PHASE !== "phase-production-build") {
    // temp dirs a crashed server or worker left behind (their creator is gone)
    const { sweepTempDirs } = await import("./lib/hygiene/temp-dirs");
    const swept = sweepTempDirs();
    if (swept) console.log(`[start] removed ${swept} temp dir(s) left by stopped processes`);
    // the bundled tasks (VBENCH_SEED) are imported while the server already answers, then the home
    // page's task statuses are computed ahead of its first visitor: not awaited
    const { startBackgroundWork } = await import("./lib/seeding/bundled-seeding");
    void startBackgroundWork();
  }
  if (!env.VBENCH_WORKER) return;
  // during `next build` there is no server to work for
  if (env.NEXT_PHASE === "phase-production-build") return;
  const { startServerWorker } = await import("./lib/job-kinds/server");
  // not awaited: pg-boss takes seconds to start and pages must not wait for it
  startServerWorker().catch((e) => console.error(`[jobs] worker did not start: ${e instanceof Error ? e.message : e}`));
}
