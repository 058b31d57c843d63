// A fresh PGlite data dir starts as a copy of a prepared one instead of running initdb in the
// opening process. PGlite's initdb grows its wasm memory to ~700 MB, and wasm memory never shrinks:
// an import CLI or a server that initialised its own data dir kept that peak for its whole life
// (first import into an empty dir 824 MB against 171-184 MB into an existing one; measured with
// `npm run -s bench:memory`). Opening a copied dir costs what opening an existing one costs.
//
// The template is one initdb'd, never-opened-since data dir per installed PGlite version, under
// node_modules/.cache (npm ci's postinstall prepares it; it goes with node_modules). It is built in
// a child process, so the ~700 MB is that child's and is returned to the OS when it exits. Holds
// no migrations: the opener applies those as it does on any dir.
//
// Everything here is an optimisation: with no node_modules under the working directory, or if the
// child fails, openDatabase runs initdb in-process as PGlite always did.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { errnoCode, errorOf } from "../errors/caught";

const PACKAGE = "@electric-sql/pglite";

/**
 * postgresql.conf lines for every embedded instance and for its template. shared_buffers 4 MB
 * instead of Postgres's 128 MB: see openDatabase. Here, not in client.ts, so that an action's
 * static import graph stays as it was (client.ts loads this module only when it opens PGlite).
 */
export const PGLITE_CONF: readonly string[] = ["shared_buffers=4MB"];
const BUILD_TIMEOUT_MS = 120_000;

// Run by the child with the data dir and the conf lines (JSON) as arguments. --liftoff-only: the
// child lives for seconds, so V8's optimising wasm compiler costs more than it returns (initdb
// 2.7 s -> 1.9 s here).
const INITDB_PROGRAM = `
const { PGlite } = await import(${JSON.stringify(PACKAGE)});
const pg = new PGlite({ dataDir: process.argv[1], postgresqlconf: JSON.parse(process.argv[2]) });
await pg.query("select 1");
await pg.close();
`;

const packageJson = z.object({ version: z.string().min(1) });

/** Where the template for the PGlite under `root`/node_modules lives, or null when there is none. */
export function pgliteTemplateDir(root: string, conf: readonly string[]): string | null {
  const manifest = path.join(root, "node_modules", PACKAGE, "package.json");
  let version: string;
  try {
    version = packageJson.parse(JSON.parse(fs.readFileSync(manifest, "utf8"))).version;
  } catch {
    return null;
  }
  // the conf is part of the key: PGlite may write it into the data dir at initdb
  const confHash = crypto.createHash("sha256").update(conf.join("\n")).digest("hex").slice(0, 12);
  return path.join(root, "node_modules", ".cache", "vbench-review", `pglite-${version}-${confHash}`);
}

const isDataDir = (dir: string) => fs.existsSync(path.join(dir, "PG_VERSION"));

/** The line of a child's stderr that says what went wrong (node prints the stack after it). */
function errorLine(stderr: string): string {
  const lines = stderr.split("\n").map((l) => l.trim());
  return (lines.find((l) => /^\w*Error\b/.test(l)) ?? lines.filter(Boolean).at(-1) ?? "no output").slice(0, 500);
}

function runInitdb(dir: string, conf: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--liftoff-only", "--input-type=module", "-e", INITDB_PROGRAM, dir, JSON.stringify(conf)], {
      cwd,
      stdio: ["ignore", "ignore", "pipe"],
      timeout: BUILD_TIMEOUT_MS,
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (s: string) => {
      if (stderr.length < 4000) stderr += s;
    });
    child.on("error", reject);
    child.on("close", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`PGlite initdb child exited ${signal ?? code}: ${errorLine(stderr)}`)),
    );
  });
}

/**
 * The ready template dir for the PGlite under `root`, building it in a child process when missing.
 * Safe to race: each builder works in its own temporary dir and the first rename wins.
 */
export async function ensurePgliteTemplate(root: string, conf: readonly string[]): Promise<string | null> {
  const dir = pgliteTemplateDir(root, conf);
  if (dir === null) return null;
  if (isDataDir(dir)) return dir;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const building = `${dir}.building-${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
  try {
    // cwd inside node_modules: the child's bare import resolves to this very package
    await runInitdb(building, conf, path.dirname(dir));
    if (!isDataDir(building)) throw new Error(`PGlite initdb left no PG_VERSION in ${building}`);
    try {
      fs.renameSync(building, dir);
    } catch (e) {
      // another process finished first: its template is as good as ours
      if (isDataDir(dir)) return dir;
      // something that is no data dir sits there (a template someone emptied): ours replaces it
      if (errnoCode(e) !== "ENOTEMPTY" && errnoCode(e) !== "EEXIST") throw e;
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(building, dir);
    }
    return dir;
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
}

/** What seedDataDirFromTemplate did: copied the template, left a non-empty dir alone, or could not (the opener runs initdb). */
export type TemplateSeeding = { outcome: "copied"; template: string } | { outcome: "not empty" } | { outcome: "initdb here"; why: string };

/**
 * Makes the empty data dir `target` a copy of the template; says what it did. A dir with any
 * entry is never touched (an existing database, or someone's files).
 */
export async function seedDataDirFromTemplate(target: string, root: string, conf: readonly string[]): Promise<TemplateSeeding> {
  if (fs.readdirSync(target).length > 0) return { outcome: "not empty" };
  let template: string | null;
  try {
    template = await ensurePgliteTemplate(root, conf);
  } catch (e) {
    return { outcome: "initdb here", why: `the template could not be built: ${errorOf(e).message}` };
  }
  if (template === null) return { outcome: "initdb here", why: `no ${PACKAGE} under ${root}/node_modules` };
  // a real copy, never links (Postgres writes its files in place), made beside the target and
  // renamed over it (rename replaces an empty dir): a copy cut short leaves the target empty
  const copying = `${target}.seeding-${process.pid}`;
  try {
    fs.cpSync(template, copying, { recursive: true });
    fs.renameSync(copying, target);
  } finally {
    fs.rmSync(copying, { recursive: true, force: true });
  }
  return { outcome: "copied", template };
}
