// Scores many submissions through one task's own verifier, fast enough for probes: a pool of
// `concurrency` bubblewrap sessions, each scoring up to `batchSize` items one after another
// (batch-session.ts, batch-driver.ts) instead of one sandbox start per submission. Every item
// gets the single run's limits and classification (outcome.ts), so a batch answers what
// runVerifier would, item by item (tested on every fixture verifier). Never throws for anything a
// verifier does; an item never scored is a sandbox-error with its reason, never lost.
//
// What a batch does NOT isolate between items of one session, and why that is acceptable: every
// process of item k is killed, and /workspace (but the read-only ledger), /logs, /tmp, /dev/shm
// and what the item added to /dev are wiped before item k+1. What remains shared is kernel state
// of the session's namespaces: System V IPC objects (shared memory, semaphores, message queues),
// the pid counter, and anything an item does to the driver it can reach as the same uid (signal
// it: the session then dies and is retried, below). A verifier that uses these to carry state
// from one probe to the next can only change its own probes' scores: every item of a batch is a
// submission to the same contributor's verifier, whose audit is what a batch computes. Other
// verifiers never share a session.
//
// A session that dies (killed from outside, its driver signalled by an item, no answer in time, a
// failed wipe) costs nothing but time: the item in flight is scored alone by runVerifier, the
// reference, and the remaining items go to a new session. After two sessions in a row that
// answered nothing, the worker scores the rest alone too (the batch mode does not work here, the
// single run still may). Cancel (opts.signal) kills every session's process group and waits for
// their pid namespaces to be gone; items not already scored resolve as sandbox-error "cancelled".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { neutralPaths } from "../media/server-paths";
import type { BatchFrame } from "./batch-frames";
import { BatchSession } from "./batch-session";
import { isSafeSolutionTarget, PROC_MASKED, type SandboxLayout } from "./bwrap-args";
import type { SandboxLimits } from "./limits";
import { classifyOutcome, type OutcomeStatus } from "./outcome";
import { BWRAP, probeSandbox } from "./probe";
import { hostReadOnlyEntries } from "./read-only-binds";
import { readStreamedReward } from "./reward-file";
import { runVerifier } from "./run-verifier";
import { layOutVerifierRoot } from "./tests-dir";

export interface BatchScore {
  status: OutcomeStatus;
  reward: number | null;
  reason: string;
  wallMs: number;
}

export interface BatchOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  concurrency?: number;
  batchSize?: number;
}

interface BatchVerifier {
  files: ReadonlyMap<string, Uint8Array>;
  solutionTarget: string;
  limits: SandboxLimits;
}

export const DEFAULT_BATCH_SIZE = 100;

export async function scoreVerifierBatch(
  verifier: { files: ReadonlyMap<string, Uint8Array>; solutionTarget: string; limits: SandboxLimits },
  submissions: readonly Uint8Array[],
  opts?: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void; concurrency?: number; batchSize?: number },
): Promise<BatchScore[]> {
  return (await scoreBatchCounted(verifier, submissions, opts)).scores;
}

/** scoreVerifierBatch with how it went: sessions started and items scored alone (tests, the bench). */
export async function scoreBatchCounted(
  verifier: BatchVerifier,
  submissions: readonly Uint8Array[],
  opts: BatchOptions = {},
): Promise<{ scores: BatchScore[]; sessions: number; scoredAlone: number }> {
  const total = submissions.length;
  const everyItem = (reason: string) => ({ scores: submissions.map(() => notScored(reason)), sessions: 0, scoredAlone: 0 });
  if (total === 0) return everyItem("");
  const probe = probeSandbox();
  if (!probe.ok) return everyItem(`sandbox unavailable: ${probe.message} ${probe.howToEnable}`);
  if (opts.signal?.aborted) return everyItem(CANCELLED);
  if (!isSafeSolutionTarget(verifier.solutionTarget))
    return everyItem(`solution path ${verifier.solutionTarget} must be a plain path under /workspace`);
  const laid = layOutVerifierRoot(verifier.files);
  if (!laid.ok) return everyItem(laid.reason);
  const { root, testsDir } = laid;
  try {
    const pool = new BatchPool(verifier, submissions, root, testsDir, probe.dropToNobody, opts);
    await pool.run();
    return { scores: pool.results.map((r) => r ?? notScored(CANCELLED)), sessions: pool.sessions, scoredAlone: pool.scoredAlone };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const CANCELLED = "cancelled before this item was scored";

function notScored(reason: string): BatchScore {
  return { status: "sandbox-error", reward: null, reason, wallMs: 0 };
}

class BatchPool {
  readonly results: (BatchScore | undefined)[];
  sessions = 0;
  scoredAlone = 0;
  private next = 0;
  private done = 0;
  private readonly live = new Set<BatchSession>();
  private readonly layoutBase: Omit<SandboxLayout, "solutionFile">;

  constructor(
    private readonly verifier: BatchVerifier,
    private readonly submissions: readonly Uint8Array[],
    private readonly root: string,
    testsDir: string,
    private readonly asNobody: boolean,
    private readonly opts: BatchOptions,
  ) {
    this.results = new Array(submissions.length).fill(undefined);
    this.layoutBase = {
      bwrap: BWRAP,
      testsDir,
      readOnly: hostReadOnlyEntries(),
      procMasked: PROC_MASKED.filter((f) => fs.existsSync(f)),
      solutionTarget: verifier.solutionTarget,
      mergedUsr: fs.lstatSync("/lib").isSymbolicLink(),
      limits: verifier.limits,
    };
  }

  async run(): Promise<void> {
    const onAbort = () => {
      for (const s of this.live) s.kill();
    };
    this.opts.signal?.addEventListener("abort", onAbort, { once: true });
    try {
      const workers = Math.max(1, Math.min(this.opts.concurrency ?? os.availableParallelism(), this.submissions.length));
      await Promise.all(Array.from({ length: workers }, (_, w) => this.worker(w)));
    } finally {
      this.opts.signal?.removeEventListener("abort", onAbort);
    }
  }

  private get aborted(): boolean {
    return this.opts.signal?.aborted === true;
  }

  private take(): number | undefined {
    return this.aborted || this.next >= this.submissions.length ? undefined : this.next++;
  }

  private record(item: number, score: BatchScore): void {
    this.results[item] = score;
    this.done += 1;
    this.opts.onProgress?.(this.done, this.submissions.length);
  }

  private async worker(w: number): Promise<void> {
    const batchSize = Math.max(1, this.opts.batchSize ?? DEFAULT_BATCH_SIZE);
    let session: BatchSession | null = null;
    let silentDeaths = 0;
    try {
      for (let item = this.take(); item !== undefined; item = this.take()) {
        if (silentDeaths >= 2) {
          await this.scoreAlone(item);
          continue;
        }
        session ??= this.open(w);
        const reply = await session.score(item, this.submissions[item], this.verifier.limits.wallMs);
        if (reply.kind === "frame") {
          this.record(item, this.classify(reply.frame));
          silentDeaths = 0;
          if (!reply.frame.clean || session.itemsAnswered >= batchSize) session = await this.retire(session, "close");
          continue;
        }
        silentDeaths = session.itemsAnswered === 0 ? silentDeaths + 1 : 0;
        session = await this.retire(session, "kill");
        if (this.aborted) break;
        await this.scoreAlone(item);
      }
    } finally {
      if (session) await this.retire(session, this.aborted ? "kill" : "close");
    }
  }

  private open(w: number): BatchSession {
    const ledgerFile = path.join(this.root, `ledger-${w}-${this.sessions}.json`);
    fs.writeFileSync(ledgerFile, new Uint8Array(), { mode: 0o644 });
    const session = new BatchSession({ ...this.layoutBase, solutionFile: ledgerFile }, ledgerFile, this.asNobody);
    this.sessions += 1;
    this.live.add(session);
    if (this.aborted) session.kill();
    return session;
  }

  private async retire(session: BatchSession, how: "close" | "kill"): Promise<null> {
    if (how === "kill") session.kill();
    await session.close();
    this.live.delete(session);
    return null;
  }

  // the reference path: one sandbox for this item (a session died with it in flight)
  private async scoreAlone(item: number): Promise<void> {
    this.scoredAlone += 1;
    try {
      const run = await runVerifier(
        {
          files: this.verifier.files,
          solution: this.submissions[item],
          solutionTarget: this.verifier.solutionTarget,
          limits: this.verifier.limits,
        },
        { signal: this.opts.signal },
      );
      this.record(item, { status: run.status, reward: run.reward, reason: run.reason, wallMs: run.wallMs });
    } catch (e) {
      if (!this.aborted) this.record(item, notScored(`the sandbox failed: ${e instanceof Error ? e.message : String(e)}`));
    }
  }

  private classify(frame: BatchFrame): BatchScore {
    // what the judge prints is shown to readers: host paths named neutrally, as runVerifier does
    const stderrTail = neutralPaths(frame.stderrTail.replaceAll(this.root, "(sandbox)"));
    const outcome = classifyOutcome({
      exitCode: frame.exitCode,
      signal: null,
      timedOut: frame.timedOut,
      outputExceeded: frame.outputExceeded,
      wallMs: frame.wallMs,
      logsEntries: frame.logs.entries,
      limits: this.verifier.limits,
      stderrTail,
      reward: readStreamedReward(frame.logs.files),
    });
    return { status: outcome.status, reward: outcome.reward, reason: outcome.reason, wallMs: frame.wallMs };
  }
}
