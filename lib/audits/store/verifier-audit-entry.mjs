// Entry of the generic audits' child process (forked by verifier-audit-process.ts with plain
// node): loads the TypeScript side through tsx's API, whatever loader flags the parent had.
import { tsImport } from "tsx/esm/api";

await tsImport("./verifier-audit-child.ts", import.meta.url);
