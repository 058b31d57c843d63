// Every number and list the review gates check, in one place, so the task page can show
// exactly what was applied. Source: the family's hard requirements (domain.md, "The review
// gates") and what maintainers check in the review threads.
import type { GateCondition } from "./types";

export const GATE_THRESHOLDS = {
  /** the judge's score of the task's own oracle must be exactly this (recomputed, never claimed) */
  oracleScore: 1.0,
  /** the family's empty submission may score at most this */
  emptyMaxScore: 0.1,
  /** every official full-condition row must score strictly below this */
  agentMaxScoreExclusive: 0.1,
  /** a real attempt takes strictly more tool-call turns than this */
  minTurnsExclusive: 50,
  /** every measured ablation row may score at most this */
  ablationMaxScore: 0.15,
  /** media length, inclusive, in minutes */
  minDurationMin: 10,
  maxDurationMin: 300,
  /** "at least 720p": the shorter side of the frame, in pixels */
  minShortSidePx: 720,
  /**
   * @deprecated claims reproduce to their written precision (claim-precision.ts: half a unit of the
   * last written decimal, never looser than 0.005); this is the four-decimal case's bound
   */
  claimTolerance: 5e-5,
  /** float noise allowed when comparing a score with a threshold (judges round to 6 d.p.) */
  scoreEpsilon: 1e-9,
} as const;

/** The three harnesses every task needs an official full-condition row from. */
export const REQUIRED_HARNESSES = ["Codex CLI", "Claude Code", "Antigravity"] as const;
export type RequiredHarness = (typeof REQUIRED_HARNESSES)[number];

export interface AblationRequirement {
  condition: GateCondition;
  label: string;
  /**
   * Only required when the media has an audio track. Without audio, audio-only has nothing
   * to play and video-only IS the full task (the egocentric SPEC records both as n/a).
   */
  requiresAudio: boolean;
}

export const ABLATION_REQUIREMENTS: readonly AblationRequirement[] = [
  { condition: "no_media", label: "no-media", requiresAudio: false },
  { condition: "single_frame", label: "single-frame", requiresAudio: false },
  { condition: "video_only", label: "video-only", requiresAudio: true },
  { condition: "audio_only", label: "audio-only", requiresAudio: true },
  { condition: "frame_dump_no_tools", label: "frame-dump-no-tools", requiresAudio: false },
];

const t = GATE_THRESHOLDS;

/** The threshold of each gate in words, as the page and the PR comment print it. */
export const GATE_THRESHOLD_TEXT = {
  "oracle-perfect": `oracle recomputed by the judge = ${t.oracleScore.toFixed(1)} (a claimed score does not count)`,
  "empty-submission": `empty submission recomputed ≤ ${t.emptyMaxScore.toFixed(2)}`,
  "harness-coverage": `an official full-condition row from each of ${REQUIRED_HARNESSES.join(", ")} (or a recorded waiver)`,
  "agent-below-bar": `every official full-condition row < ${t.agentMaxScoreExclusive.toFixed(2)} (recomputed; a claim alone can fail, never pass)`,
  "agent-turns": `every official full-condition row > ${t.minTurnsExclusive} tool-call turns, counted in its stored trajectory (scores.md's number alone is a claim; a cited trajectory the folder lacks counts nothing)`,
  ablations: `a measured row ≤ ${t.ablationMaxScore.toFixed(2)} for each of ${ABLATION_REQUIREMENTS.map((a) => a.label).join(", ")} (video-only and audio-only only when the media has audio; constructed rows do not count)`,
  "media-pinned": "media URL and SHA-256 recorded; a URL naming a branch or a share link without a revision warns (mutable pin)",
  "media-duration": `media ${t.minDurationMin}-${t.maxDurationMin} minutes (shorter only with a recorded short-clip exemption), measured by ffprobe; the SPEC card's figure alone is a claim`,
  "media-resolution": `at least ${t.minShortSidePx}p (shorter side ≥ ${t.minShortSidePx} px), measured by ffprobe; the SPEC card's figure alone is a claim`,
  "media-verified": "downloaded bytes match the pinned SHA-256",
  "instruction-parity":
    "every agent row that counts toward a gate (official, or labelled earlier instruction) ran the shipped instruction.md (same SHA-256: proven from the trajectory's first user message when the log records it, else as claimed in scores.md); a mismatch fails unless a waiver is recorded",
  "claimed-matches-recomputed":
    "every row with a ledger: |claimed − recomputed| ≤ half a unit of the claim's last written decimal (0.030 ↔ 0.0295 agrees), never looser than 0.005; a rejected or name-linked ledger proves nothing",
  "trajectory-integrity":
    "no row that counts toward a gate has a blocking trajectory finding (answer-key access, network use, a wrapper or coached harness, another instruction, its condition broken); such a row is listed but counts toward no other gate",
  "shortcut-probes-below-bar": `every video-free probe of the latest audit run (structural, offset grid, seeded jitter) scores < ${t.agentMaxScoreExclusive.toFixed(2)}, the strong-agent bar; one at or above fails`,
  contract:
    "the contract review read the task: no worked example reproduces a ground-truth event, every agent-facing judge tolerance is stated in the instruction, the reward is not effectively oracle-only (reward_cliff), the Docker base image is pinned by digest; a finding fails (error) or warns, a check that could not run is absent",
  "omission-never-helps": `no stored ledger scores higher with some of its matched answers withheld (latest audit run): a gain warns with the numbers; a gain that lifts a ledger from < ${t.agentMaxScoreExclusive.toFixed(2)} to ≥ ${t.agentMaxScoreExclusive.toFixed(2)} fails; leaving out unmatched entries (the precision penalty) is a note, a fail when it alone lifts a ledger over the bar`,
} as const;
