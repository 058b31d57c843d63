// A fixed-window counter per key (an account's email, a user, an API token), in memory: one server
// process holds the counts, which is what the embedded database allows anyway; several servers on
// Postgres each count on their own (the limit is then per server). Pure: the clock is injected.

export interface LimitRule {
  /** most events per window */
  max: number;
  windowMs: number;
}

export type LimitAnswer = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  count: number;
  resetAt: number;
}

export class WindowLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly rule: LimitRule,
    private readonly now: () => number = Date.now,
    /** a cap on keys held, so a flood of distinct keys cannot grow memory without bound */
    private readonly maxKeys = 100_000,
  ) {}

  /** Whether one more event for this key is within the limit (nothing is counted). */
  check(key: string): LimitAnswer {
    const b = this.live(key);
    if (!b || b.count < this.rule.max) return { ok: true, remaining: this.rule.max - (b?.count ?? 0) };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((b.resetAt - this.now()) / 1000)) };
  }

  /** Counts one event, answering as check() did before it. */
  hit(key: string): LimitAnswer {
    const answer = this.check(key);
    if (!answer.ok) return answer;
    const b = this.live(key) ?? this.open(key);
    b.count++;
    return { ok: true, remaining: this.rule.max - b.count };
  }

  reset(key: string): void {
    this.buckets.delete(key);
  }

  private live(key: string): Bucket | undefined {
    const b = this.buckets.get(key);
    if (b && b.resetAt <= this.now()) {
      this.buckets.delete(key);
      return undefined;
    }
    return b;
  }

  private open(key: string): Bucket {
    if (this.buckets.size >= this.maxKeys) this.sweep();
    const b = { count: 0, resetAt: this.now() + this.rule.windowMs };
    this.buckets.set(key, b);
    return b;
  }

  private sweep(): void {
    const t = this.now();
    for (const [k, b] of this.buckets) if (b.resetAt <= t) this.buckets.delete(k);
    // still full of live keys: drop the oldest (Map keeps insertion order)
    for (const k of this.buckets.keys()) {
      if (this.buckets.size < this.maxKeys) break;
      this.buckets.delete(k);
    }
  }
}
