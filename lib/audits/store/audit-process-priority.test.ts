// The audit child runs below the web server's priority on every one of its threads, not only its
// main thread: Linux keeps a nice value per thread, and the threads a Node process starts before
// our code (V8's GC and compiler threads, libuv's pool) kept the parent's value (lower-priority.mjs).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditInputOf } from "../task-input";
import { parseTaskFolder } from "../../importers/parse-task-folder";
import { readTaskFolder } from "../../importers/read-folder";
import { AUDIT_PROCESS_NICE, runAuditInChildProcess } from "./audit-process";
import { AUDIT_CHILD_NICE } from "./lower-priority.mjs";

const FG = path.resolve("prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger");

/** each thread's nice value, from /proc/<pid>/task/<tid>/stat (field 19; the command in field 2 may hold spaces) */
function threadNices(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields 3 onwards
    out.set(Number(tid), Number(fields[19 - 3]));
  }
  return out;
}

function auditChildPid(): number {
  const out = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" });
  const line = out.split("\n").find((l) => l.includes("audit-process-entry.mjs"));
  if (!line) throw new Error(`no audit child among:\n${out}`);
  return Number(line.trim().split(/\s+/)[0]);
}

describe.runIf(process.platform === "linux")("the audit child's priority", () => {
  it("the constant the entry uses is the one the server side declares", () => {
    expect(AUDIT_CHILD_NICE).toBe(AUDIT_PROCESS_NICE);
  });

  it("every thread of the child runs at AUDIT_PROCESS_NICE above this process's nice value while it sweeps", async () => {
    const parsed = parseTaskFolder("fg", await readTaskFolder(FG), { kind: "fixture", location: FG }, { specCardErrors: "recover" });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const ours = os.getPriority();
    const controller = new AbortController();
    let started!: () => void;
    const firstProgress = new Promise<void>((r) => (started = r));
    const running = runAuditInChildProcess(
      { input: auditInputOf(parsed.task), audits: ["probes"] },
      { signal: controller.signal, progress: () => started() },
    );
    await firstProgress; // probes are being scored: the pool's threads exist
    const nices = threadNices(auditChildPid());
    controller.abort(new Error("enough"));
    await expect(running).rejects.toThrow("enough");
    // more than the main thread: V8's and libuv's threads and the probe pool's
    expect(nices.size).toBeGreaterThan(1);
    // a nice value tops out at 19 (this process may already run niced)
    const expected = Math.min(19, Math.max(ours, AUDIT_PROCESS_NICE));
    expect([...nices.values()].filter((n) => n !== expected)).toEqual([]);
  }, 120_000);
});
