// Authoring tool: writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that takes
// the committed migrations to prisma/schema.prisma. The Prisma CLI's `migrate dev` needs a native
// engine we cannot download, so this drives Prisma's WebAssembly schema engine directly, with an
// in-memory PGlite as the shadow database. Usage: npm run db:migrate:new -- <name>
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { listMigrations } from "../lib/db/migrations";

const ROOT = process.cwd();
const SCHEMA = path.join(ROOT, "prisma/schema.prisma");
const MIGRATIONS = path.join(ROOT, "prisma/migrations");

type Glue = Record<string, unknown> & { __wbg_set_wasm(x: unknown): void; SchemaEngine: any };

async function loadEngine(): Promise<Glue> {
  // The package entry imports the .wasm as an ES module (needs a Node flag); instantiate it by hand.
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  const glue = (await import(path.join(dir, "schema_engine_bg.js"))) as Glue;
  const imports: Record<string, unknown> = { ...glue };
  // timers the engine arms would keep the process alive after the work is done
  for (const key of Object.keys(glue))
    if (key.startsWith("__wbg_setTimeout_")) imports[key] = (fn: () => void, ms: number) => setTimeout(fn, ms >>> 0).unref();
  const instance = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(path.join(dir, "schema_engine_bg.wasm"))), {
    "./schema_engine_bg.js": imports as WebAssembly.ModuleImports,
  });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  return glue;
}

function pgliteFactory() {
  const factory = new PrismaPGlite(new PGlite());
  // the adapter fires exec() without awaiting it: await it so a failing script is reported
  for (const method of ["connect", "connectToShadowDb"] as const) {
    const original = factory[method].bind(factory);
    factory[method] = async () => {
      const conn = (await original()) as any;
      conn.executeScript = async (script: string) => {
        await conn.client.exec(script);
      };
      return conn;
    };
  }
  return factory;
}

async function main() {
  const name = (process.argv[2] ?? "").replace(/[^A-Za-z0-9_]/g, "_");
  if (!name) throw new Error("usage: npm run db:migrate:new -- <name>");
  const migrations = listMigrations(MIGRATIONS);
  const lock = path.join(MIGRATIONS, "migration_lock.toml");
  if (!fs.existsSync(lock)) {
    fs.mkdirSync(MIGRATIONS, { recursive: true });
    fs.writeFileSync(lock, '# Written by the migration tooling; keep it in version control.\nprovider = "postgresql"\n');
  }
  const { SchemaEngine } = await loadEngine();
  const schemas = { files: [{ path: SCHEMA, content: fs.readFileSync(SCHEMA, "utf8") }] };
  const engine = await SchemaEngine.new(
    { datamodels: [[SCHEMA, schemas.files[0].content]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(pgliteFactory()),
  );
  const filters = { externalTables: [], externalEnums: [] };
  const from = migrations.length
    ? {
        tag: "migrations",
        baseDir: MIGRATIONS,
        lockfile: { path: "migration_lock.toml", content: fs.readFileSync(lock, "utf8") },
        shadowDbInitScript: "",
        migrationDirectories: migrations.map((m) => ({
          path: m.name,
          migrationFile: { path: "migration.sql", content: { tag: "ok", value: m.sql } },
        })),
      }
    : { tag: "empty" };
  const result = await engine.diff({ from, to: { tag: "schemaDatamodel", ...schemas }, script: true, exitCode: true, filters });
  engine.free();
  if (result.exitCode !== 2 || !result.stdout) return console.log("Schema and migrations agree; nothing written.");
  const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
  const dir = path.join(MIGRATIONS, `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), result.stdout);
  console.log(`wrote ${path.relative(ROOT, dir)}/migration.sql`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
