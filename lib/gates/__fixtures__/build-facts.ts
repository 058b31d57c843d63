// Builders for table tests: a passing baseline that each case changes in one place.
import type { CalibrationRowFacts, GateFacts } from "../types";

export const SHA_A = "a".repeat(64);
export const SHA_B = "b".repeat(64);

export function makeRow(overrides: Partial<CalibrationRowFacts> & Pick<CalibrationRowFacts, "id">): CalibrationRowFacts {
  return {
    harness: "Codex CLI",
    model: "gpt-5.6-sol",
    condition: "full",
    status: "official",
    claimedScore: 0.05,
    recomputedScore: 0.05,
    turns: 80,
    instructionSha256: SHA_A,
    hasLedger: true,
    ...overrides,
  };
}

/** Every gate passes on this except media-verified, which is set to verified too. */
export function passingFacts(overrides: Partial<GateFacts> = {}): GateFacts {
  return {
    media: {
      url: "https://example.org/video.mp4",
      sha256: SHA_B,
      durationSec: 30 * 60,
      width: 1280,
      height: 720,
      hasAudio: false,
      verification: "verified",
    },
    oracleRecomputed: 1,
    emptyRecomputed: 0,
    currentInstructionSha256: SHA_A,
    rows: [
      makeRow({ id: "codex", harness: "Codex CLI" }),
      makeRow({ id: "claude", harness: "Claude Code CLI", model: "claude-opus-4-8" }),
      makeRow({ id: "agy", harness: "Antigravity", model: "gemini-3.6-flash" }),
      makeRow({ id: "no-media", condition: "no_media", turns: 5, claimedScore: 0, recomputedScore: 0 }),
      makeRow({ id: "single-frame", condition: "single_frame", turns: 5, claimedScore: 0, recomputedScore: 0 }),
      makeRow({ id: "frame-dump", condition: "frame_dump_no_tools", turns: 1, claimedScore: 0.1, recomputedScore: 0.1 }),
    ],
    ...overrides,
  };
}

export function withMedia(media: Partial<GateFacts["media"]>): GateFacts {
  const base = passingFacts();
  return { ...base, media: { ...base.media, ...media } };
}

/** The baseline with rows replaced (by id) or added. */
export function withRows(...rows: CalibrationRowFacts[]): GateFacts {
  const base = passingFacts();
  const byId = new Map(base.rows.map((r) => [r.id, r]));
  for (const r of rows) byId.set(r.id, r);
  return { ...base, rows: [...byId.values()] };
}

export function withoutRows(...ids: string[]): GateFacts {
  const base = passingFacts();
  return { ...base, rows: base.rows.filter((r) => !ids.includes(r.id)) };
}
