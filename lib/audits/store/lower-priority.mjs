// A child process's priority below its parent's, for every thread (plain JavaScript: the audit
// child's entry runs it before loading the TypeScript side).
//
// On Linux a nice value belongs to a thread, not to the process: os.setPriority(pid) moves only the
// thread with that id. V8's platform threads (garbage collection, compilers) and libuv's pool start
// with the process, before any of our code, and kept the web server's priority while the sweep's
// main thread ran at nice 10: their work competed with the server's requests on equal terms.
// Threads started later (the probe pool, tsx's esbuild) inherit the value of the thread that
// starts them, so setting each existing thread once, first thing, covers the whole process.
import fs from "node:fs";
import os from "node:os";

/** The audit child's nice value (audit-process.ts's AUDIT_PROCESS_NICE; a test keeps them equal). */
export const AUDIT_CHILD_NICE = 10;

/** Sets `nice` on every thread of this process; false where that cannot be done (no /proc, not permitted). */
export function lowerEveryThread(nice) {
  try {
    for (const tid of fs.readdirSync("/proc/self/task")) os.setPriority(Number(tid), nice);
    return true;
  } catch {
    return false; // the child still sets its main thread's priority itself (audit-process-child.ts)
  }
}
