// The generic audits in their child process against the same audits in this process, on the clean
// verifier-audit fixture through the real sandbox: the same result (timings are wall clock and
// excepted), progress over IPC, no process left behind; a cancel ends the child and every sandbox
// it started; a verifier that scores nothing is the same ScoredNothingError across the process.
// The comparison runs every generic audit kind on a small budget: it checks the process boundary
// (options in, result and progress out), not what a full budget finds (fixtures.test.ts does that).
import { describe, expect, it } from "vitest";
import { probeSandbox } from "../../sandbox/probe";
import { VERIFIER_AUDIT_KINDS } from "../verifier";
import { fixtureInput, fixtureVerifier } from "../verifier/__tests__/fixture-verifiers";
import { auditProcesses } from "../verifier/__tests__/processes";
import { runGenericAuditsInChildProcess } from "./verifier-audit-process";
import { runGenericAudits, ScoredNothingError } from "./verifier-audit-run";

// the oracle's 2 probes and the first 38 the families ask for; the default (600) runs 226 here, twice
const BUDGET = 40;

describe.skipIf(!probeSandbox().ok)("runGenericAuditsInChildProcess (real sandbox)", () => {
  it("answers what the in-process run answers, with progress, and leaves no process behind", async () => {
    const input = fixtureInput("clean");
    const verifier = fixtureVerifier("clean");
    const progress: number[] = [];
    const child = await runGenericAuditsInChildProcess(input, verifier, { budget: BUDGET, progress: (done) => progress.push(done) });
    const local = await runGenericAudits(input, verifier, { budget: BUDGET });
    expect({ ...child, result: { ...child.result, timings: {} } }).toEqual({ ...local, result: { ...local.result, timings: {} } });
    // the budget crossed the process boundary, and every generic audit kind ran on it
    expect(child.submitted).toBe(BUDGET);
    expect(child.result.audits).toEqual(VERIFIER_AUDIT_KINDS);
    expect(child.scored).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(0);
    expect(auditProcesses()).toEqual([]);
  }, 600_000);

  it("a cancel ends the child and its sandboxes, rejecting with the reason", async () => {
    const controller = new AbortController();
    let started!: () => void;
    const firstProgress = new Promise<void>((r) => (started = r));
    const running = runGenericAuditsInChildProcess(fixtureInput("clean"), fixtureVerifier("clean"), {
      signal: controller.signal,
      progress: () => started(),
    });
    await firstProgress;
    expect(auditProcesses().some((p) => p.includes("verifier-audit-entry.mjs"))).toBe(true);
    controller.abort(new Error("cancelled by a maintainer"));
    await expect(running).rejects.toThrow("cancelled by a maintainer");
    // the rejection waits for the child's exit; the child waited for its sandboxes
    expect(auditProcesses()).toEqual([]);
  }, 120_000);

  it("a verifier that scores nothing: the same ScoredNothingError as in process", async () => {
    const verifier = fixtureVerifier("clean");
    const files = new Map(verifier.files);
    files.set("test.sh", new TextEncoder().encode("#!/bin/bash\nexit 3\n"));
    const running = runGenericAuditsInChildProcess(fixtureInput("clean"), { ...verifier, files }, { budget: 4 });
    await expect(running).rejects.toBeInstanceOf(ScoredNothingError);
    await expect(running).rejects.toThrow(/^ran, scored nothing: 0 of 2 probe submissions scored/);
  }, 120_000);
});
