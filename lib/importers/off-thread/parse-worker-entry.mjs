// Entry of the parse thread from TypeScript sources (vitest, tsx, the Next server): loads the
// worker through tsx's own API, whatever loader flags the parent process had. The bundled CLIs
// use the prebuilt parse-folder-worker.mjs beside them instead (scripts/lib/cli-bundle.mjs).
import { tsImport } from "tsx/esm/api";

await tsImport("./parse-worker.ts", import.meta.url);
