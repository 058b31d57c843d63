// The audit child process: one request in over IPC, progress messages and one result out, then
// exit. V8's allocation-site pretenuring is turned off here (a process-wide flag, so only in this
// process: heap-tuning.ts says why); probes are scored on every core by the piscina pool.
import { createProbePool } from "../pool/probe-pool";
import { tuneHeapForSweeps } from "../pool/heap-tuning";
import { storedSuiteResult } from "../serialize";
import { runAuditSuite } from "../suite";
import os from "node:os";
import { AUDIT_PROCESS_NICE, type AuditProcessMessage, type AuditProcessRequest } from "./audit-process";

const send = (m: AuditProcessMessage) => new Promise<void>((resolve) => process.send!(m, () => resolve()));

process.once("message", async (request: AuditProcessRequest) => {
  try {
    os.setPriority(AUDIT_PROCESS_NICE);
  } catch {
    // not permitted (some containers): the sweep then competes at the server's priority
  }
  if (request.tuneHeap !== false) tuneHeapForSweeps();
  const pool = request.audits.includes("probes") ? createProbePool(request.threads) : null;
  let last = 0;
  try {
    const result = await runAuditSuite(request.input, {
      audits: request.audits,
      scoreProbes: pool?.scorer,
      progress: (done, total, phase) => {
        // at most ten messages a second: the parent only writes the row every 250 ms anyway
        const now = Date.now();
        if (now - last < 100 && done < total) return;
        last = now;
        process.send!({ type: "progress", done, total, phase } satisfies AuditProcessMessage);
      },
    });
    const cpu = process.cpuUsage();
    await send({ type: "result", result: storedSuiteResult(result), cpuMs: (cpu.user + cpu.system) / 1000 });
  } catch (e) {
    await send({ type: "error", message: e instanceof Error ? e.message : String(e) });
  } finally {
    await pool?.close();
    process.exit(0);
  }
});
