// npm run worker — a job worker process. On PostgreSQL, run as many as you like on any machine
// that reaches the database (DATABASE_URL=postgresql://...): each claims runs through pg-boss and
// records progress in JobRun. On the embedded PGlite, the web server's own worker is the only one
// (a PGlite dir admits one process): this refuses to start on the server's default database.
// Options: --concurrency N (runs at once, default 2), --id NAME (worker id shown with its runs).
import { Command, InvalidArgumentError } from "commander";
import { describeTarget, parseDatabaseUrl } from "../lib/db/url";
import { readEnv } from "../lib/env";

const program = new Command()
  .name("worker")
  .option(
    "--concurrency <n>",
    "runs executed at once",
    (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 64) throw new InvalidArgumentError("a whole number from 1 to 64");
      return n;
    },
    2,
  )
  .option("--id <name>", "worker id recorded on the runs it executes")
  .exitOverride((e) => process.exit(e.exitCode === 0 ? 0 : 2));
program.parse();
const opts = program.opts<{ concurrency: number; id?: string }>();

let target;
try {
  target = parseDatabaseUrl(readEnv().DATABASE_URL);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(2);
}
if (target.kind === "pglite" && !readEnv().DATABASE_URL) {
  console.error(
    "worker: the default database is the web server's embedded PGlite, which only one process may open; the server already runs a worker (VBENCH_WORKER=0 disables it). Set DATABASE_URL=postgresql://... for separate workers.",
  );
  process.exit(2);
}

const t0 = performance.now();
// loaded once the options and the database are known to be usable: --help never loads Prisma or pg-boss
const { openDatabase } = await import("../lib/db/client");
const { applyMigrations } = await import("../lib/db/migrations");
const { createJobSystem } = await import("../lib/jobs/job-system");
const { JOB_KINDS } = await import("../lib/job-kinds/table");
const { sweepTempDirs } = await import("../lib/hygiene/temp-dirs");
const db = await openDatabase();
await applyMigrations(db.sql);
const swept = sweepTempDirs();
if (swept) console.log(`[worker] removed ${swept} temp dir(s) left by stopped processes`);
const jobs = await createJobSystem(db, { kinds: JOB_KINDS, concurrency: opts.concurrency, workerId: opts.id });
const recovered = await jobs.startWorker();
console.log(
  `worker ${jobs.workerId} on ${describeTarget(db.target)} via ${jobs.transport}: ready in ${Math.round(performance.now() - t0)} ms; kinds: ${Object.keys(JOB_KINDS).sort().join(", ")}` +
    (recovered.failed.length + recovered.resumed.length
      ? `; recovered ${recovered.failed.length} failed, ${recovered.resumed.length} resumed`
      : ""),
);

let stopping = false;
for (const sig of ["SIGINT", "SIGTERM"] as const)
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`worker: ${sig}, stopping (running jobs are aborted and recorded)`);
    await jobs.stop();
    await db.close();
    process.exit(0);
  });
