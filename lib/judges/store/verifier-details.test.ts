// What a verifier writes beyond its reward, kept bounded, and its per-item records read by shape
// into JudgeEvents. Table-tested on record layouts verifiers use.
import { describe, expect, it } from "vitest";
import { DETAILS_MAX_BYTES, findItemRecords, itemRecordsToEvents, verifierDetailsOf } from "./verifier-details";

const details = (artifacts: Record<string, unknown>, stdoutHead = "", rewardObject: Record<string, unknown> | null = { reward: 0.5 }) =>
  verifierDetailsOf({ rewardObject, artifacts, stdoutHead });

describe("verifierDetailsOf", () => {
  it("keeps extra reward keys, artifacts and stdout JSON (whole, or its last line)", () => {
    expect(details({ "d.json": { a: 1 } }, 'log line\n{"f1": 0.5}\n', { reward: 0.5, matched: 3 })).toEqual({
      rewardKeys: { matched: 3 },
      artifacts: { "d.json": { a: 1 } },
      stdout: { f1: 0.5 },
      omitted: [],
    });
    expect(details({}, "plain text").stdout).toBeNull();
  });
  it("drops a part past the bound and names it", () => {
    const big = { items: "x".repeat(DETAILS_MAX_BYTES) };
    const d = details({ "big.json": big, "small.json": { ok: true } });
    expect(Object.keys(d.artifacts)).toEqual(["small.json"]);
    expect(d.omitted).toEqual([`artifacts/big.json (${JSON.stringify(big).length} bytes)`]);
  });
});

describe("per-item records by shape", () => {
  it.each([
    [
      "expected / predicted / matched",
      {
        items: [
          { expected: { label: "a", t: 1.5 }, predicted: { label: "a", t: 1.6 }, matched: true },
          { expected: { label: "b", t: 9 }, predicted: null, matched: false },
          { expected: null, predicted: { label: "c", t: 4 }, matched: false },
        ],
      },
      "artifacts.d.json.items",
      [
        ["expected", "a", "full", 1.5],
        ["expected", "b", "none", 9],
        ["spurious", "c", "spurious", 4],
      ],
    ],
    [
      "gt / pred with a partial score",
      { per_event: [{ gt: { name: "goal", time: 10 }, pred: { name: "goal", time: 12 }, score: 0.5 }] },
      "artifacts.d.json.per_event",
      [["expected", "goal", "partial", 10]],
    ],
    ["a list of plain numbers is no record list", { xs: [1, 2, 3] }, null, []],
  ] as const)("%s", (_n, doc, where, want) => {
    const found = findItemRecords(details({ "d.json": doc }));
    expect(found?.path ?? null).toBe(where);
    const events = found ? itemRecordsToEvents(found.records) : [];
    expect(events.map((e) => [e.kind, e.label, e.verdict, e.timeSec])).toEqual(want);
  });

  it("fields compare expected and predicted values; the earned units sum to the matches", () => {
    const [hit, miss] = itemRecordsToEvents([
      { expected: { label: "a", frame: 10 }, predicted: { label: "a", frame: 12 }, matched: true, frame_error: 2 },
      { expected: { label: "b", frame: 50 }, predicted: null, matched: false },
    ]);
    expect(hit.fields).toEqual([
      { name: "label", expected: "a", predicted: "a", verdict: "ok" },
      { name: "frame", expected: 10, predicted: 12, verdict: "miss" },
    ]);
    expect(hit.extra).toEqual({ frame_error: 2 });
    expect([hit.earned, miss.earned, hit.available + miss.available]).toEqual([1, 0, 2]);
    expect(miss.fields.every((f) => f.verdict === "n/a")).toBe(true);
  });

  it("a hostile nesting is walked within its bound", () => {
    let deep: unknown = [{ expected: { label: "x" }, matched: true }];
    for (let i = 0; i < 10_000; i++) deep = { d: deep };
    const d = details({ "deep.json": deep });
    expect(d.omitted).toEqual(["artifacts/deep.json (Infinity bytes)"]);
    expect(findItemRecords(d)).toBeNull();
  });
});
