import "server-only";
import { openDatabase, type Database } from "../db/client";
import { readEnv } from "../env";
import { prepareDatabase } from "./prepare-database";

// One database per server process. The first caller opens it, applies pending migrations and,
// on an empty embedded database, imports the bundled tasks; concurrent callers await the same
// promise. (PGlite allows one process per data directory: the CLI talks to a running server
// through the HTTP API, or uses its own directory.)
declare global {
  var __vbenchDb: Promise<Database> | undefined;
}
const holder = globalThis;

export function getDb(): Promise<Database> {
  holder.__vbenchDb ??= (async () => {
    const db = await openDatabase();
    await prepareDatabase(db, { seedIfEmpty: db.target.kind === "pglite" && readEnv().VBENCH_SEED });
    return db;
  })().catch((e) => {
    holder.__vbenchDb = undefined; // let the next request try again
    throw e;
  });
  return holder.__vbenchDb;
}

export async function getPrisma() {
  return (await getDb()).prisma;
}
