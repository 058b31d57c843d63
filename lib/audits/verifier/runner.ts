// The audit's one door to the verifier: probes go to the injected BatchScorer under a total
// budget (every probe is one verifier run). The probe families run concurrently and their
// requests are coalesced: everything asked for while the previous batch was being scored goes
// out as the next single batch, so a batched sandbox gets large batches even from step-by-step
// searches (bisection, greedy omission). What the budget cuts is recorded for the notes; a
// submission the verifier did not score (crash, timeout, bad reward) reads as null and is counted.
import type { AuditProgress } from "../types";
import type { Probe } from "./submission";
import type { BatchScorer } from "./types";

/** a reward; null: run, not scored; undefined: not run (budget) */
export type Reward = number | null | undefined;

interface Request {
  probes: readonly Probe[];
  purpose: string;
  resolve: (rewards: Reward[]) => void;
  reject: (err: unknown) => void;
}

export class ProbeRunner {
  used = 0;
  private done = 0;
  readonly cut: string[] = [];
  readonly unscored = new Map<string, { count: number; example: string }>();
  private queue: Request[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly scorer: BatchScorer,
    readonly limit: number,
    private readonly progress: AuditProgress = () => {},
    private readonly signal?: AbortSignal,
  ) {}

  get left(): number {
    return Math.max(0, this.limit - this.used);
  }

  /** Scores as many of `probes` as the budget allows (in order); the rest read undefined and are noted as cut. */
  score(probes: readonly Probe[], purpose: string): Promise<Reward[]> {
    this.signal?.throwIfAborted();
    const n = Math.min(probes.length, this.left);
    if (n < probes.length) this.cut.push(`${purpose}: ${probes.length - n} of ${probes.length} submissions not run (budget ${this.limit})`);
    this.used += n;
    if (n === 0) return Promise.resolve(probes.map(() => undefined));
    return new Promise<Reward[]>((resolve, reject) => {
      const pad = (rewards: Reward[]) => resolve([...rewards, ...probes.slice(n).map(() => undefined)]);
      this.queue.push({ probes: probes.slice(0, n), purpose, resolve: pad, reject });
      this.flushing ??= this.flushLoop();
    });
  }

  async scoreOne(p: Probe, purpose: string): Promise<Reward> {
    return (await this.score([p], purpose))[0];
  }

  private async flushLoop(): Promise<void> {
    // let every concurrently running family queue its next request before the batch leaves
    await new Promise((r) => setTimeout(r, 0));
    while (this.queue.length) {
      const batch = this.queue.splice(0);
      const submissions = batch.flatMap((b) => b.probes.map((p) => p.bytes));
      const phase = [...new Set(batch.map((b) => b.purpose))].join(", ");
      const before = this.done;
      try {
        const results = await this.scorer(submissions, {
          signal: this.signal,
          onProgress: (done) => this.progress(before + done, this.limit, phase),
        });
        this.done += submissions.length;
        this.progress(this.done, this.limit, phase);
        let k = 0;
        for (const b of batch) b.resolve(b.probes.map((p) => this.read(results[k++], p)));
      } catch (err) {
        for (const b of batch) b.reject(err);
      }
      await new Promise((r) => setTimeout(r, 0));
    }
    this.flushing = null;
  }

  private read(r: { status: string; reward: number | null; reason: string } | undefined, p: Probe): Reward {
    if (r && r.status === "scored" && typeof r.reward === "number" && Number.isFinite(r.reward)) return r.reward;
    const status = r?.status ?? "missing";
    const u = this.unscored.get(status) ?? { count: 0, example: `${p.label}: ${r?.reason ?? "the scorer returned no result"}` };
    u.count += 1;
    this.unscored.set(status, u);
    return null;
  }

  notes(): string[] {
    const out = [`${this.used} of ${this.limit} verifier runs used`, ...this.cut];
    for (const [status, u] of this.unscored)
      out.push(`${u.count} probes not scored (${status}), read as 0 where a reward was needed; e.g. ${u.example}`);
    return out;
  }
}
