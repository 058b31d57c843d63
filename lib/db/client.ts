// One factory for Prisma on either database, plus a raw SQL executor on the same connection
// (migrations, test resets). Prisma 7 has no query engine binary: a driver adapter is mandatory.
import { readEnv, readEnvOf } from "../env";
import { PrismaClient } from "../generated/prisma/client";
import { forgetQueryArgs } from "./forget-query-args";
import type { SqlExecutor } from "./migrations";
import { parseDatabaseUrl, type DatabaseTarget } from "./url";

/** Connections in a server database's pool (Prisma's queries and `sql`); the liveness probe has one more of its own */
export const PAGES_POOL_SIZE = 4;

export interface Database {
  prisma: PrismaClient;
  sql: SqlExecutor;
  target: DatabaseTarget;
  // the embedded instance behind Prisma (PGlite only): one data dir admits one instance per
  // process, so the job queue (pg-boss over PGlite) shares this one instead of opening another
  pglite?: import("@electric-sql/pglite").PGlite;
  /**
   * One round trip to the database for liveness (/api/health). On a server it has a connection of
   * its own: through the pages' pool (PAGES_POOL_SIZE connections) a probe waited behind a task page's dozen
   * queries, so the health answer measured that queue, not whether the server and database answer.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

function database(
  prisma: PrismaClient,
  sql: SqlExecutor,
  target: DatabaseTarget,
  closeDriver: () => Promise<void>,
  ping: () => Promise<void> = async () => void (await sql.query("SELECT 1")),
): Database {
  return {
    prisma,
    sql,
    target,
    ping,
    close: async () => {
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}

export interface OpenOptions {
  /** An in-memory PGlite starts from this data dir (a `dumpDataDir` tarball) instead of a fresh initdb (tests: lib/db/__tests__) */
  pgliteSnapshot?: Blob;
  /** Whose node_modules holds the data-dir template a new PGlite dir is copied from (default: the working directory) */
  templateRoot?: string;
}

/** An empty data dir starts as a copy of a prepared one: initdb in this process would keep ~700 MB of wasm memory. */
async function startFromTemplate(template: typeof import("./pglite-template"), dir: string, root: string): Promise<void> {
  const seeding = await template.seedDataDirFromTemplate(dir, root, template.PGLITE_CONF);
  if (seeding.outcome === "initdb here") console.warn(`PGlite: ${dir} runs initdb in this process (${seeding.why})`);
}

/** Why a database may not be opened in this process now, or null: `next build` never reads it. */
export function buildPhaseRefusal(phase: string | undefined): string | null {
  // A page that reads the database before headers()/cookies() is rendered by a build worker, which
  // then holds PGlite's one-process lock while `npm start` goes on to open it (and creates an empty
  // data dir on a fresh clone). Refused loudly so such a page fails the build instead.
  return phase === "phase-production-build"
    ? "the database was opened during `next build`: a page or layout reads it before headers()/cookies(), so the build prerenders it"
    : null;
}

export async function openDatabase(url: string | undefined = readEnv().DATABASE_URL, options: OpenOptions = {}): Promise<Database> {
  const refusal = buildPhaseRefusal(readEnvOf(["NEXT_PHASE"]).NEXT_PHASE);
  if (refusal) throw new Error(refusal);
  const target = parseDatabaseUrl(url);
  if (target.kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    // PGlite-only modules load here, as PGlite does: a Postgres process (and an action's import graph) never loads them
    const { sendByteaAsBinary } = await import("./pglite-bytea");
    const template = await import("./pglite-template");
    if (target.dir) (await import("node:fs")).mkdirSync(target.dir, { recursive: true });
    // a directory admits one process: refused here, naming the holder, before PGlite touches it
    const releaseLock = target.dir ? (await import("./pglite-lock")).acquirePgliteLock(target.dir) : () => undefined;
    if (target.dir)
      await startFromTemplate(template, target.dir, options.templateRoot ?? process.cwd()).catch((e: unknown) => {
        releaseLock();
        throw e;
      });
    // shared_buffers 4 MB instead of Postgres's 128 MB: PGlite's files are read through the OS
    // page cache anyway, and Postgres touches its whole buffer pool at start, inside the wasm
    // memory, which never shrinks (measured: opening an existing data dir 347 -> 215 MB RSS at
    // 16 MB; 16 -> 4 MB: the wasm memory after the first query 29 -> 17 MB, import peaks -12 MB;
    // npm run bench:memory)
    const pg = new PGlite({
      ...(target.dir ? { dataDir: target.dir } : options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
      postgresqlconf: [...template.PGLITE_CONF],
    });
    sendByteaAsBinary(pg);
    const prisma = new PrismaClient({ adapter: forgetQueryArgs(new PrismaPGlite(pg)) });
    const sql: SqlExecutor = {
      exec: async (script) => void (await pg.exec(script)),
      query: async <T extends object>(q: string, params?: unknown[]) => (await pg.query<T>(q, params)).rows,
    };
    return Object.assign(
      database(prisma, sql, target, async () => {
        try {
          if (!pg.closed) await pg.close();
        } finally {
          releaseLock();
        }
      }),
      { pglite: pg },
    );
  }
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { default: pgLib } = await import("pg");
  const pool = new pgLib.Pool({ connectionString: target.url, max: PAGES_POOL_SIZE });
  const prisma = new PrismaClient({ adapter: forgetQueryArgs(new PrismaPg(pool)) });
  type Queryable = Pick<InstanceType<typeof pgLib.Pool>, "query">;
  const executor = (conn: Queryable): SqlExecutor => ({
    exec: async (script) => void (await conn.query(script)),
    query: async <T extends object>(q: string, params?: unknown[]) => (await conn.query<T>(q, params)).rows,
  });
  const sql: SqlExecutor = {
    ...executor(pool),
    session: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn(executor(client));
      } finally {
        client.release();
      }
    },
  };
  // the liveness probe's own pool of one connection, opened on the first ping (see Database.ping)
  let probe: InstanceType<typeof pgLib.Pool> | undefined;
  const ping = async () => {
    probe ??= new pgLib.Pool({ connectionString: target.url, max: 1 });
    await probe.query("SELECT 1");
  };
  return database(prisma, sql, target, async () => void (await Promise.all([pool.end(), probe?.end()])), ping);
}
