// Entry of the audit child process (forked by audit-process.ts with plain node): loads the
// TypeScript side through tsx's API, whatever loader flags the parent had.
import { tsImport } from "tsx/esm/api";

await tsImport("./audit-process-child.ts", import.meta.url);
