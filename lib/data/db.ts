import "server-only";
import { openDatabase, type Database } from "../db/client";
import { applyMigrations } from "../db/migrations";

// One database per server process. The first caller opens it and applies pending migrations;
// concurrent callers await the same promise. The bundled tasks are imported in the background
// (lib/seeding/bundled-seeding.ts), not here: no request waits for them, and an action that
// reaches the database does not load the seeding code. (PGlite allows one process per data
// directory: the CLI talks to a running server through the HTTP API, or uses its own directory.)
declare global {
  var __vbenchDb: Promise<Database> | undefined;
}
const holder = globalThis;

export function getDb(): Promise<Database> {
  holder.__vbenchDb ??= (async () => {
    const db = await openDatabase();
    await applyMigrations(db.sql);
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
