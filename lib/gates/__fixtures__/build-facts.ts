// Builders for table tests: a passing baseline that each case changes in one place. The baseline
// is measured evidence throughout (ledgers re-scored, turns counted and the instruction proven from
// a stored trajectory, media probed by ffprobe): a case that removes a measurement shows its grade.
import type { RowTrajectoryFacts } from "../trajectory-gates";
import type { CalibrationRowFacts, GateFacts } from "../types";

/** A clean audited trajectory for every row whose trajectory is stored: what the data layer would give. */
export function storedTrajectories(rows: CalibrationRowFacts[]): RowTrajectoryFacts[] {
  return rows
    .filter((r) => r.trajectory?.state === "stored")
    .map((r) => ({
      rowId: r.id,
      label: r.id,
      rolloutId: `rollout-${r.id}`,
      rolloutPath: r.trajectory!.path ?? `${r.id}.jsonl`,
      counts: r.status === "official",
      findings: [],
      provenInstructionSha256: r.provenInstruction?.sha256 ?? null,
    }));
}

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
    turnsSource: "trajectory",
    trajectory: { state: "stored", path: `calibration/rollouts/${overrides.id}.jsonl`, linkedByName: false },
    // the trajectory proves the hash the case records (a case about claims sets provenInstruction: null)
    provenInstruction:
      overrides.instructionSha256 === null
        ? null
        : { sha256: overrides.instructionSha256 ?? SHA_A, step: 1, rolloutPath: `calibration/rollouts/${overrides.id}.jsonl` },
    ...overrides,
  };
}

/** Every gate passes on this except media-verified, which is set to verified too. */
export function passingFacts(overrides: Partial<GateFacts> = {}): GateFacts {
  const facts: GateFacts = {
    media: {
      url: "https://example.org/video.mp4",
      sha256: SHA_B,
      durationSec: 30 * 60,
      width: 1280,
      height: 720,
      hasAudio: false,
      verification: "verified",
      source: "measured",
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
  return overrides.trajectories ? facts : { ...facts, trajectories: storedTrajectories(facts.rows) };
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
  const all = [...byId.values()];
  return { ...base, rows: all, trajectories: storedTrajectories(all) };
}

export function withoutRows(...ids: string[]): GateFacts {
  const base = passingFacts();
  const rows = base.rows.filter((r) => !ids.includes(r.id));
  return { ...base, rows, trajectories: storedTrajectories(rows) };
}
