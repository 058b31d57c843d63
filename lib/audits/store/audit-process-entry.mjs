// Entry of the audit child process (forked by audit-process.ts with plain node): lowers every
// thread of this process below the server's priority first (lower-priority.mjs says why), then
// loads the TypeScript side through tsx's API, whatever loader flags the parent had.
import { tsImport } from "tsx/esm/api";
import { AUDIT_CHILD_NICE, lowerEveryThread } from "./lower-priority.mjs";

lowerEveryThread(AUDIT_CHILD_NICE);
await tsImport("./audit-process-child.ts", import.meta.url);
