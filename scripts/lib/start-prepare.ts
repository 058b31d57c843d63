// Everything `npm start` does before serving, run in a child process of the supervisor
// (scripts/start.mjs) that exits when done: the environment check, the generated Prisma client,
// the build, the prebuilt server preload, and the database (migrations, the first start's admin).
// The bundled tasks are imported by the server while it serves (lib/seeding/bundled-seeding.ts), or
// here with --prepare-only (no server follows). Opening the database loads Prisma and PGlite (with PGlite, its wasm Postgres: ~150 MB)
// and this step needs the TypeScript loader; a supervisor that held them for the server's whole
// life doubled the process group's memory (npm run bench:memory). Run with `--import tsx`; the
// result goes to the parent over the IPC channel. Exit codes: 2 a bad environment variable, 1 a failure.
import { buildIfNeeded } from "./build-if-needed";
import { ensureClisBuilt } from "./cli-bundle.mjs";
import { ensurePrismaClient } from "./prisma-client-check";
import { describeTarget } from "../../lib/db/url";
import { EnvError, readEnv, type AppEnv } from "../../lib/env";

/** What the child sends its parent once everything is ready. */
export interface StartPrepared {
  port: string;
  host: string;
  /** the first start's "Sign in: …" line (no users yet), printed by the parent once serving */
  signIn?: string;
}

async function prepareDatabase(env: AppEnv, seed: boolean): Promise<string | undefined> {
  const { openDatabase } = await import("../../lib/db/client");
  const { prepareDatabase } = await import("../../lib/data/prepare-database");
  const { firstStartSignInLine } = await import("../../lib/auth/first-start");
  const db = await openDatabase();
  try {
    const report = await prepareDatabase(db, { seedIfEmpty: seed });
    console.log(`database ${describeTarget(db.target)}: ${report}`);
    // no users yet: create the admin and keep the one line that says how to sign in
    return (await firstStartSignInLine(db.prisma, { port: String(env.PORT), host: env.HOST })) ?? undefined;
  } finally {
    await db.close();
  }
}

async function prepare(args: Set<string>): Promise<StartPrepared> {
  let env: AppEnv;
  try {
    // every variable checked before anything starts: a bad one is named and nothing runs
    env = readEnv();
  } catch (e) {
    console.error(e instanceof EnvError ? e.message : e);
    process.exit(2);
  }
  // the database modules import the generated Prisma client: make sure it exists before loading them
  const client = ensurePrismaClient(process.cwd());
  if (!client.ok) {
    console.error(`npm start: ${client.message}`);
    process.exit(1);
  }
  if (client.regenerated) console.log("generated the Prisma client (it was missing: a copied or stale node_modules?)");
  const serving = !args.has("--prepare-only");
  if (serving && !args.has("--no-build") && buildIfNeeded() === "up to date") console.log("build is up to date");
  // the server's preload is prebuilt (dist/cli/server-preload.mjs): no TypeScript loader in the server
  if (serving) await ensureClisBuilt();
  return { port: String(env.PORT), host: env.HOST, signIn: await prepareDatabase(env, env.VBENCH_SEED && !serving) };
}

if (!process.send) {
  console.error("scripts/lib/start-prepare.ts is run by scripts/start.mjs (npm start)");
  process.exit(2);
}
try {
  const result = await prepare(new Set(process.argv.slice(2)));
  await new Promise<void>((resolve) => process.send!(result, () => resolve()));
  process.exit(0);
} catch (e) {
  console.error(`npm start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
