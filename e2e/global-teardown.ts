import fs from "node:fs";
import os from "node:os";

/** Removes the throwaway PGlite and git folders the e2e server used (only ours: they must sit in the temp dir). */
export default async function globalTeardown() {
  for (const dir of [process.env.E2E_PGLITE_DIR, process.env.E2E_GIT_DIR])
    if (dir && dir.startsWith(os.tmpdir())) fs.rmSync(dir, { recursive: true, force: true });
}
