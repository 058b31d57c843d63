import { describe, expect, it } from "vitest";
import { makeRow, passingFacts, withMedia, withRows, withoutRows } from "./__fixtures__/build-facts";
import { ablationGate } from "./ablation-gate";
import type { GateFacts } from "./types";

const audioRows = [
  makeRow({ id: "video-only", condition: "video_only", claimedScore: 0, recomputedScore: 0 }),
  makeRow({ id: "audio-only", condition: "audio_only", claimedScore: 0.0031, recomputedScore: 0.0031 }),
];
const withAudio = (hasAudio: boolean | null, ...extra: GateFacts["rows"]): GateFacts => {
  const base = withRows(...extra);
  return { ...base, media: { ...base.media, hasAudio } };
};

describe("ablationGate", () => {
  it.each([
    ["no audio: three conditions measured", passingFacts(), "pass"],
    ["no-media missing", withoutRows("no-media"), "fail"],
    ["single-frame at exactly 0.15", withRows(makeRow({ id: "single-frame", condition: "single_frame", recomputedScore: 0.15 })), "pass"],
    ["single-frame at 0.1501", withRows(makeRow({ id: "single-frame", condition: "single_frame", recomputedScore: 0.1501 })), "fail"],
    [
      "no-media only constructed",
      withRows(makeRow({ id: "no-media", condition: "no_media", status: "constructed", recomputedScore: 0 })),
      "fail",
    ],
    ["no-media official but flagged constructed", withRows(makeRow({ id: "no-media", condition: "no_media", constructed: true })), "fail"],
    [
      "no-media claimed only",
      withRows(makeRow({ id: "no-media", condition: "no_media", claimedScore: 0, recomputedScore: null, hasLedger: false })),
      "claimed", // below the bar only as claimed: never a pass
    ],
    [
      "no-media claimed only, above the bar",
      withRows(makeRow({ id: "no-media", condition: "no_media", claimedScore: 0.2, recomputedScore: null })),
      "fail",
    ],
    ["frame-dump waived", withRows(makeRow({ id: "frame-dump", condition: "frame_dump_no_tools", status: "waived" })), "pass"],
    ["audio present, audio rows measured", withAudio(true, ...audioRows), "pass"],
    ["audio present, audio rows missing", withAudio(true), "fail"],
    ["audio unknown, audio rows missing", withAudio(null), "insufficient"],
    ["audio unknown, audio rows measured", withAudio(null, ...audioRows), "pass"],
    [
      "no audio, but an audio-only row above the bar is still checked",
      withAudio(false, makeRow({ id: "audio-only", condition: "audio_only", recomputedScore: 0.4 })),
      "fail",
    ],
  ] as const)("%s -> %s", (_name, facts, outcome) => {
    expect(ablationGate(facts).outcome).toBe(outcome);
  });

  it("lists one line per condition, and a constructed row as not counting", () => {
    const facts = withRows(
      makeRow({ id: "no-media", condition: "no_media", harness: "fixed prior", status: "constructed", claimedScore: 0.005814 }),
    );
    expect(ablationGate(facts).evidence.map((e) => `${e.kind}: ${e.text}`)).toEqual([
      "note: no-media: fixed prior / gpt-5.6-sol is constructed, does not count",
      "missing: no-media: no measured row",
      "ok: single-frame: recomputed 0.0000",
      "note: video-only: not applicable, the media has no audio track",
      "note: audio-only: not applicable, the media has no audio track",
      "ok: frame-dump-no-tools: recomputed 0.1000",
    ]);
  });

  it("reads the media's audio flag, not the rows", () => {
    expect(ablationGate(withMedia({ hasAudio: true })).outcome).toBe("fail");
  });
});
