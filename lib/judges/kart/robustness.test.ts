// score() never throws and stays fast on hostile input (lib/judges/README.md contract).
import { describe, expect, it } from "vitest";
import { rewardFromEvents } from "./events";
import { bytesOf, latestOracle, ledger, scoreLatest, scoreV4, v4Oracle } from "./__tests__/fixtures";

const deep = (n: number) => "[".repeat(n) + "]".repeat(n);

describe.each([
  { name: "@1ea24fc", score: scoreV4, oracle: v4Oracle },
  { name: "@f933449", score: scoreLatest, oracle: latestOracle },
])("hostile input, $name", ({ score, oracle }) => {
  it.each([
    ["100,000 nested brackets", bytesOf(deep(100_000))],
    ["100,000 nested brackets inside a race", bytesOf(`{"races": [{"items_collected": ${deep(100_000)}}]}`)],
    ["a 5000-digit integer", bytesOf(`{"races": [{"items_collected": ${"9".repeat(5000)}}]}`)],
    ["a zero-byte file", new Uint8Array()],
    ["NUL bytes", new Uint8Array(64)],
  ])("%s: reward 0, unreadable, no throw", (_name, bytes) => {
    const result = score(bytes);
    expect(result.reward.reward).toBe(0);
    expect(result.reason).toMatch(/^unreadable solution\.json: ./);
    expect(rewardFromEvents(result.events)).toBe(0);
  });

  it("a 200-deep junk value in a scored field is just an absent value", () => {
    const races = oracle.map((r, i) => (i === 0 ? { ...r, items_collected: JSON.parse(deep(200)) } : r));
    const result = score(ledger(races));
    expect(result.reason).toBe("ok");
    expect(result.reward.reward).toBeGreaterThan(0.9);
  });

  it("10,000 padding races far from the oracle's windows: no change, one spurious event each", () => {
    const pads = Array.from({ length: 10_000 }, (_, k) => ({ t: 50_000 + k, items_collected: 0, skid_time: 0 }));
    const result = score(ledger([...oracle, ...pads]));
    expect(result.reward.reward).toBe(1);
    expect(result.events.filter((e) => e.kind === "spurious")).toHaveLength(10_000);
  });
});
