// The generic audits' child process: one request in over IPC (the audit input and the verifier's
// files), progress out (at most ten messages a second), one result or error out, then exit. A
// {type: "cancel"} message aborts the run: its sandbox batches end and are waited for first. Not
// reniced (unlike the ported suite's child): its sandboxes inherit the priority, and a verifier's
// wall-time limit must not be spent waiting behind the server.
import type { AuditChildMessage } from "./audit-process";
import { runGenericAudits, ScoredNothingError } from "./verifier-audit-run";
import { SCORED_NOTHING, type GenericAuditOutcome, type GenericAuditRequest } from "./verifier-audit-process";
import { adoptHostReadOnlyEntries } from "../../sandbox/read-only-binds";

type Message = AuditChildMessage<GenericAuditOutcome>;
const send = (m: Message) => new Promise<void>((resolve) => process.send?.(m, () => resolve()) ?? resolve());

process.once("message", async (request: GenericAuditRequest) => {
  adoptHostReadOnlyEntries(request.readOnly);
  const controller = new AbortController();
  process.on("message", (m: unknown) => {
    if (typeof m === "object" && m !== null && "type" in m && m.type === "cancel") controller.abort(new Error("cancelled"));
  });
  let lastSent = 0;
  try {
    const outcome = await runGenericAudits(request.input, request.verifier, {
      ...request.options,
      signal: controller.signal,
      progress: (done, total, phase) => {
        if (Date.now() - lastSent < 100 && done < total) return;
        lastSent = Date.now();
        void send({ type: "progress", done, total, phase });
      },
    });
    const cpu = process.cpuUsage();
    await send({ type: "result", result: outcome, cpuMs: (cpu.user + cpu.system) / 1000 });
  } catch (e) {
    await send({
      type: "error",
      message: e instanceof Error ? e.message : String(e),
      ...(e instanceof ScoredNothingError ? { code: SCORED_NOTHING } : {}),
    });
  } finally {
    process.exit(0);
  }
});
