// The database half of `npm start`, run in a child process of the supervisor (scripts/start.ts)
// that exits when done: opening the database loads Prisma and PGlite (with PGlite, its wasm
// Postgres: ~150 MB), and a supervisor that held them for the server's lifetime doubled the
// process group's memory (npm run bench:memory). Run with `--import tsx`; the result goes to the
// parent over the IPC channel (`--prepare-only` runs it in the supervisor's own process instead).
import { describeTarget } from "../../lib/db/url";
import { readEnv } from "../../lib/env";

/** What the child sends its parent once the database is ready. */
export interface PrepareResult {
  /** the first start's "Sign in: …" line (no users yet), printed by the parent once serving */
  signIn?: string;
}

export async function prepareDatabaseForStart(): Promise<PrepareResult> {
  const env = readEnv();
  const { openDatabase } = await import("../../lib/db/client");
  const { prepareDatabase } = await import("../../lib/data/prepare-database");
  const { firstStartSignInLine } = await import("../../lib/auth/first-start");
  const db = await openDatabase();
  try {
    const report = await prepareDatabase(db, { seedIfEmpty: env.VBENCH_SEED });
    console.log(`database ${describeTarget(db.target)}: ${report}`);
    // no users yet: create the admin and keep the one line that says how to sign in
    const signIn = await firstStartSignInLine(db.prisma, { port: String(env.PORT), host: env.HOST });
    return signIn ? { signIn } : {};
  } finally {
    await db.close();
  }
}

// run as the child (`--ipc`, by scripts/start.ts): report to the parent, then exit, so nothing of
// the database stays alive in the supervisor's process group
if (process.argv.includes("--ipc") && process.send) {
  try {
    const result = await prepareDatabaseForStart();
    await new Promise<void>((resolve) => process.send!(result, () => resolve()));
    process.exit(0);
  } catch (e) {
    console.error(`npm start: preparing the database failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
