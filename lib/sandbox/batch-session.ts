// One bubblewrap start that scores many ledgers (the batch driver, batch-driver.ts): the same
// mounts, namespaces and identity as a single run (bwrap-args.ts sandboxArgs), the ledger bound
// read-only at the instruction's path from a host file this side rewrites in place (same inode)
// before each item. One item at a time: write the ledger, send "i\n", await its frame. Watched
// from outside too: no frame within the item's wall time plus a grace (a stopped driver), a
// broken frame, or a chatty driver kill the session's process group; a session that ends while an
// item is in flight answers "died" with the reason, and the pool decides (run-verifier-batch.ts).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { Readable } from "node:stream";
import { batchDriverScript } from "./batch-driver";
import { BATCH_LOGS_MAX, BatchFrameReader, type BatchFrame } from "./batch-frames";
import { sandboxArgs, type SandboxLayout } from "./bwrap-args";
import { BoundedCapture } from "./capture";
import { PYTHON, SANDBOX_HOST_ENV } from "./probe";

// past the item's wall time: the driver's own work (kill, wipe, read /logs) and, for a session's
// first item, bwrap's and Python's start on a loaded machine
const GRACE_MS = 30_000;
// the driver prints nothing itself; more than this on its stdout/stderr is not the driver
const DRIVER_OUTPUT_MAX = 1024 * 1024;

export type SessionReply = { kind: "frame"; frame: BatchFrame } | { kind: "died"; reason: string };

function piped(stream: unknown, fd: number): Readable {
  if (stream instanceof Readable) return stream;
  throw new Error(`the batch sandbox has no readable pipe on fd ${fd}`);
}

export class BatchSession {
  private readonly child: ChildProcess;
  private readonly reader: BatchFrameReader;
  private readonly stderr = new BoundedCapture(4096);
  private driverOutput = 0;
  private info = "";
  // the namespace's init as the host sees it (bwrap's --info-fd), with its start time
  private nsInit: { stat: string; startedAt: string | null } | null = null;
  private inFlight: { item: number; resolve: (r: SessionReply) => void; timer: NodeJS.Timeout } | null = null;
  private brokenReason: string | null = null;
  private exitReason: string | null = null;
  /** resolves once bwrap has exited and its pid namespace is gone (no process of the session remains) */
  readonly ended: Promise<void>;
  itemsAnswered = 0;

  constructor(
    layout: SandboxLayout,
    private readonly ledgerFile: string,
    asNobody: boolean,
  ) {
    const [bwrap, ...options] = sandboxArgs(layout);
    const argv = ["--info-fd", "4", ...options, PYTHON, "-I", "-S", "-c", batchDriverScript(layout.limits, layout.solutionTarget)];
    this.reader = new BatchFrameReader(layout.limits.captureBytes);
    this.child = spawn(bwrap, argv, {
      stdio: ["pipe", "pipe", "pipe", "pipe", "pipe"],
      detached: true, // its own process group: one kill reaches bwrap and the namespace's init
      env: SANDBOX_HOST_ENV,
      uid: asNobody ? 65534 : undefined,
      gid: asNobody ? 65534 : undefined,
    });
    this.child.stdin?.on("error", () => {
      /* the driver is gone: the close handler answers */
    });
    const [out, err, frames, info] = [1, 2, 3, 4].map((fd) => piped(this.child.stdio[fd], fd));
    const chatty = (chunk: Buffer) => {
      this.driverOutput += chunk.length;
      if (this.driverOutput > DRIVER_OUTPUT_MAX) this.fail("the batch driver printed more than 1 MiB");
    };
    out.on("data", chatty);
    err.on("data", (chunk: Buffer) => {
      this.stderr.push(chunk);
      chatty(chunk);
    });
    info.on("data", (chunk: Buffer) => {
      if (this.info.length < 4096) this.info += chunk.toString("utf8");
      const match = this.nsInit ? null : /"child-pid"\s*:\s*(\d+)/.exec(this.info);
      if (match) this.nsInit = { stat: `/proc/${match[1]}/stat`, startedAt: startTime(`/proc/${match[1]}/stat`) };
    });
    frames.on("data", (chunk: Buffer) => this.onFrames(chunk));
    this.ended = new Promise((resolve) => {
      this.child.on("error", (e) => {
        this.exitReason = `bwrap could not start: ${e.message}`;
        this.answerDied();
        resolve();
      });
      this.child.on("close", (code, signal) => {
        this.exitReason = this.brokenReason ?? `the batch sandbox ended (${code === null ? signal : `exit ${code}`})`;
        this.answerDied();
        void this.namespaceGone().then(resolve);
      });
    });
  }

  /** Scores one ledger: writes it into the bound file, tells the driver, awaits its frame. */
  score(item: number, ledger: Uint8Array, wallMs: number): Promise<SessionReply> {
    if (this.exitReason !== null || this.brokenReason !== null)
      return Promise.resolve({ kind: "died", reason: this.exitReason ?? this.brokenReason ?? "ended" });
    try {
      // same inode, so the sandbox's read-only bind sees the new bytes (nothing of the last item runs now)
      fs.writeFileSync(this.ledgerFile, ledger);
    } catch (e) {
      this.fail(`the ledger could not be laid out: ${e instanceof Error ? e.message : String(e)}`);
      return Promise.resolve({ kind: "died", reason: this.brokenReason ?? "the ledger could not be laid out" });
    }
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => this.fail(`no answer within ${Math.round((wallMs + GRACE_MS) / 1000)} s (the item's wall time plus ${GRACE_MS / 1000} s)`),
        wallMs + GRACE_MS,
      );
      this.inFlight = { item, resolve, timer };
      this.child.stdin?.write(`${item}\n`);
    });
  }

  /** No more items: the driver exits on end of input. */
  async close(): Promise<void> {
    this.child.stdin?.end();
    // a driver that does not leave within the grace is killed (it reads nothing but its input)
    const timer = setTimeout(() => this.kill(), GRACE_MS);
    await this.ended;
    clearTimeout(timer);
  }

  /** Kills the session's process group (bwrap and the namespace's init; the kernel takes the rest). */
  kill(): void {
    try {
      if (this.child.pid) process.kill(-this.child.pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  }

  private fail(reason: string): void {
    this.brokenReason ??= reason;
    this.kill();
  }

  private onFrames(chunk: Buffer): void {
    this.reader.push(chunk);
    for (;;) {
      const read = this.reader.next();
      if (read.kind === "more") break;
      if (read.kind === "error") return this.fail(`the batch driver's answer is malformed: ${read.reason}`);
      const waiting = this.inFlight;
      if (!waiting || read.frame.item !== waiting.item)
        return this.fail(`the batch driver answered for item ${read.frame.item}, which was not asked`);
      clearTimeout(waiting.timer);
      this.inFlight = null;
      this.itemsAnswered += 1;
      waiting.resolve({ kind: "frame", frame: read.frame });
    }
    if (this.reader.pending > BATCH_LOGS_MAX + 64 * 1024) this.fail("the batch driver sent more than one answer's bytes");
  }

  private answerDied(): void {
    const waiting = this.inFlight;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.inFlight = null;
    const tail = this.stderr.tailText().trim().split("\n").pop() ?? "";
    waiting.resolve({ kind: "died", reason: tail ? `${this.exitReason}; stderr: ${tail.slice(0, 300)}` : (this.exitReason ?? "ended") });
  }

  // bwrap reports the host pid of the namespace's init on --info-fd; the namespace is gone (every
  // process in it killed and waited for by the kernel) once that pid is gone or a zombie
  private async namespaceGone(): Promise<void> {
    if (!this.nsInit) return;
    const { stat, startedAt } = this.nsInit;
    for (let waited = 0; waited < 5000; waited += 5) {
      const now = startTime(stat);
      if (now === null || now !== startedAt || isZombie(stat)) return;
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}

// field 22 of /proc/<pid>/stat (after the parenthesised command): the start time, so a reused pid is not mistaken for ours
function startTime(statPath: string): string | null {
  try {
    const text = fs.readFileSync(statPath, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isZombie(statPath: string): boolean {
  try {
    const text = fs.readFileSync(statPath, "utf8");
    return /^[ZX]/.test(text.slice(text.lastIndexOf(")") + 2));
  } catch {
    return true;
  }
}
