import { describe, expect, it } from "vitest";
import { WindowLimiter } from "./rate-limit";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("WindowLimiter", () => {
  it("allows max events per window, then answers with the seconds until the window ends", () => {
    const c = clock();
    const l = new WindowLimiter({ max: 3, windowMs: 60_000 }, c.now);
    expect([l.hit("a"), l.hit("a"), l.hit("a")].map((r) => r.ok)).toEqual([true, true, true]);
    expect(l.hit("a")).toEqual({ ok: false, retryAfterSeconds: 60 });
    c.advance(59_001);
    expect(l.hit("a")).toEqual({ ok: false, retryAfterSeconds: 1 });
    c.advance(999);
    expect(l.hit("a")).toEqual({ ok: true, remaining: 2 });
  });
  it("counts keys apart", () => {
    const l = new WindowLimiter({ max: 1, windowMs: 1000 }, clock().now);
    expect(l.hit("a").ok).toBe(true);
    expect(l.hit("b").ok).toBe(true);
    expect(l.hit("a").ok).toBe(false);
  });
  it("check() does not count; reset() forgets a key", () => {
    const l = new WindowLimiter({ max: 1, windowMs: 1000 }, clock().now);
    expect(l.check("a")).toEqual({ ok: true, remaining: 1 });
    expect(l.check("a")).toEqual({ ok: true, remaining: 1 });
    l.hit("a");
    expect(l.check("a").ok).toBe(false);
    l.reset("a");
    expect(l.check("a").ok).toBe(true);
  });
  it("holds at most maxKeys keys, dropping expired then oldest", () => {
    const c = clock();
    const l = new WindowLimiter({ max: 1, windowMs: 1000 }, c.now, 2);
    l.hit("a");
    l.hit("b");
    l.hit("c"); // drops "a", the oldest live key
    expect(l.check("a").ok).toBe(true);
    expect(l.check("b").ok).toBe(false);
    expect(l.check("c").ok).toBe(false);
  });
});
