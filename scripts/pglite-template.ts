// `node dist/cli/pglite-template.mjs` (npm ci's postinstall runs it): prepares the PGlite data-dir
// template that every new embedded database starts from (lib/db/pglite-template.ts), so no server
// or CLI runs initdb itself. Never fails the install: without a template a process runs initdb
// in-process, as before, and says so.
import { ensurePgliteTemplate, PGLITE_CONF } from "../lib/db/pglite-template";
import { errorOf } from "../lib/errors/caught";

const t0 = performance.now();
try {
  const dir = await ensurePgliteTemplate(process.cwd(), PGLITE_CONF);
  console.log(
    dir === null
      ? "PGlite template: no @electric-sql/pglite under ./node_modules (run from the project root)"
      : `PGlite template ready in ${Math.round(performance.now() - t0)} ms: ${dir}`,
  );
} catch (e) {
  console.warn(`PGlite template not prepared (new databases will run initdb in their own process): ${errorOf(e).message}`);
}
