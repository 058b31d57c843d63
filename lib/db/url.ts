// DATABASE_URL forms: postgresql://... (a server), pglite:<dir>, pglite:memory (embedded, WASM).
// With none set, the dashboard keeps an embedded PGlite in .data/pglite under the project.
import path from "node:path";

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string | null };

export const DEFAULT_PGLITE_DIR = ".data/pglite";

export function parseDatabaseUrl(raw: string | undefined, cwd = process.cwd()): DatabaseTarget {
  const url = (raw ?? "").trim();
  if (url === "") return { kind: "pglite", dir: path.resolve(cwd, DEFAULT_PGLITE_DIR) };
  if (url.startsWith("pglite:")) {
    const where = url.slice("pglite:".length);
    return { kind: "pglite", dir: where === "" || where === "memory" ? null : path.resolve(cwd, where) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  throw new Error(`DATABASE_URL must be postgresql://..., pglite:<dir> or pglite:memory (got "${url.slice(0, 40)}")`);
}

export function describeTarget(t: DatabaseTarget): string {
  if (t.kind === "postgres") return t.url.replace(/:[^:@/]*@/, ":***@");
  return t.dir ? `pglite:${t.dir}` : "pglite:memory";
}
