// The audit child process against the in-process suite on the bundled FlightGear task: the same
// stored result (omission is deterministic), progress over IPC, no child left behind, and a
// cancel that ends the child at once.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { storedSuiteResult } from "../serialize";
import { runAuditSuite } from "../suite";
import { auditInputOf } from "../task-input";
import { parseTaskFolder } from "../../importers/parse-task-folder";
import { readTaskFolder } from "../../importers/read-folder";
import { AUDIT_PROCESS_NICE, runAuditInChildProcess } from "./audit-process";

const FG = path.resolve("prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger");

async function fgInput() {
  const parsed = parseTaskFolder("fg", await readTaskFolder(FG), { kind: "fixture", location: FG }, { specCardErrors: "recover" });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return auditInputOf(parsed.task);
}

/** pids of this process's live children running the audit entry */
function auditChildren(): string[] {
  const out = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" });
  return out.split("\n").filter((l) => l.includes("audit-process-entry.mjs"));
}

describe("runAuditInChildProcess", () => {
  it("returns what the in-process suite stores, and leaves no child behind", async () => {
    const input = await fgInput();
    const progress: number[] = [];
    const { result: child, cpuMs } = await runAuditInChildProcess({ input, audits: ["omission"] }, { progress: (d) => progress.push(d) });
    const local = storedSuiteResult(await runAuditSuite(input, { audits: ["omission"] }));
    // timings are wall clock: everything else must be equal
    expect({ ...child, timings: {} }).toEqual({ ...local, timings: {} });
    const codex = child.pairings[0].omission!.find((o) => o.ledgerPath.endsWith("codex-gpt-5.6-sol.json"))!;
    expect(codex.best).toBeCloseTo(0.3291, 4); // the FlightGear thread's number (domain.md)
    expect(progress.length).toBeGreaterThan(0);
    expect(cpuMs).toBeGreaterThan(0);
    expect(auditChildren()).toEqual([]);
  }, 120_000);

  it("a cancel kills the child and rejects with the reason", async () => {
    const input = await fgInput();
    const controller = new AbortController();
    let started!: () => void;
    const firstProgress = new Promise<void>((r) => (started = r));
    const running = runAuditInChildProcess({ input, audits: ["probes"] }, { signal: controller.signal, progress: () => started() });
    await firstProgress;
    const [child] = auditChildren();
    expect(child).toBeDefined();
    // it runs below the server's priority (nice 10), so requests preempt the sweep
    const nice = execFileSync("ps", ["-o", "ni=", "-p", child.trim().split(/\s+/)[0]], { encoding: "utf8" }).trim();
    expect(Number(nice)).toBe(AUDIT_PROCESS_NICE);
    controller.abort(new Error("cancelled by a maintainer"));
    await expect(running).rejects.toThrow("cancelled by a maintainer");
    await new Promise((r) => setTimeout(r, 300));
    expect(auditChildren()).toEqual([]);
  }, 60_000);
});
