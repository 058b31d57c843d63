import fs from "node:fs";
import os from "node:os";

/** Removes the throwaway PGlite folder the e2e server used (only ours: it must sit in the temp dir). */
export default async function globalTeardown() {
  const dir = process.env.E2E_PGLITE_DIR;
  if (dir && dir.startsWith(os.tmpdir())) fs.rmSync(dir, { recursive: true, force: true });
}
