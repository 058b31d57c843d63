// GateFacts for the three real tasks (prisma/fixtures/tasks/*) and the demo task, written by
// hand from their SPEC.md / scores.md / rollouts READMEs, as the importer + judges would store
// them. Recomputed numbers are the judges' (see each comment); a ledger-less row has none.
import type { CalibrationRowFacts, GateFacts } from "../types";

type RowInput = Omit<CalibrationRowFacts, "model" | "status" | "turns" | "instructionSha256" | "hasLedger" | "recomputedScore"> &
  Partial<CalibrationRowFacts>;

function row(input: RowInput): CalibrationRowFacts {
  return { model: null, status: "official", turns: null, instructionSha256: null, hasLedger: false, recomputedScore: null, ...input };
}

export const FLIGHTGEAR_CURRENT_SHA = "a970d16d52130b05e9879b9b43bc796414432add3e75ba9da6eb1795dc3811e4";
const FLIGHTGEAR_OLD_SHA = "0963eb1a…c3e1"; // only ever written abbreviated (rollouts/README.md)

export const flightgearFacts: GateFacts = {
  media: {
    url: "https://huggingface.co/datasets/Jordan8717/flightgear-atc-clearance-compliance-ledger/resolve/9f301d7fb4b81ceaa73ae98268679aae75fd03d0/flight.mp4",
    sha256: "a696502dc07cad2ac6e403027e3003f38c9508e527d6f37df2f6bb3b88eeab51",
    durationSec: 60.0008 * 60,
    width: 1280,
    height: 720,
    hasAudio: true, // H.264/AAC
    verification: "unverified",
  },
  oracleRecomputed: 1.0,
  emptyRecomputed: 0.0,
  currentInstructionSha256: FLIGHTGEAR_CURRENT_SHA,
  rows: [
    row({
      id: "fg-codex",
      harness: "Codex CLI",
      model: "GPT-5.6 Sol",
      condition: "full",
      status: "earlier_instruction",
      claimedScore: 0.0938,
      recomputedScore: 0.0938,
      turns: 88,
      instructionSha256: FLIGHTGEAR_OLD_SHA,
      hasLedger: true,
    }),
    // a bare JSON array: the judge rejects it (its 0 is a penalty, not a score), and the claim already
    // says 0.0000; its trajectory is a release asset, not in the folder, so 147 turns is only claimed
    row({
      id: "fg-claude",
      harness: "Claude Code (native `claude -p`)",
      model: "Claude Opus 4.8",
      condition: "full",
      claimedScore: 0.0,
      claimedScoreText: "0.0000",
      recomputedScore: null,
      recomputedRejected: "top-level object must contain clearances",
      turns: 147,
      turnsSource: "claimed",
      trajectory: { state: "absent", path: "calibration/rollouts/claude-native.jsonl", linkedByName: false },
      instructionSha256: FLIGHTGEAR_CURRENT_SHA,
      hasLedger: true,
    }),
    row({
      id: "fg-agy",
      harness: "Antigravity CLI",
      model: "Gemini 3.6 Flash High",
      condition: "full",
      status: "earlier_instruction",
      claimedScore: 0.0,
      recomputedScore: 0.0,
      turns: 89,
      instructionSha256: FLIGHTGEAR_OLD_SHA,
      hasLedger: true,
    }),
    row({
      id: "fg-claude-host",
      harness: "VS Code Claude Agent SDK",
      model: "Claude Opus 4.8",
      condition: "full",
      status: "replaced",
      claimedScore: 0.606,
      recomputedScore: 0.606,
      turns: 119,
      instructionSha256: FLIGHTGEAR_OLD_SHA,
      hasLedger: true,
    }),
    row({
      id: "fg-no-media",
      harness: "Codex CLI",
      model: "GPT-5.6 Sol",
      condition: "no_media",
      claimedScore: 0.0,
      recomputedScore: 0.0,
      turns: 9,
      hasLedger: true,
      instructionSha256: FLIGHTGEAR_OLD_SHA,
    }),
    // ablations/README.md cites ledgers/single-frame.json, which is absent upstream
    row({
      id: "fg-single-frame",
      harness: "Codex CLI",
      model: "GPT-5.6 Sol",
      condition: "single_frame",
      claimedScore: 0.0,
      turns: 9,
      instructionSha256: FLIGHTGEAR_OLD_SHA,
    }),
    row({
      id: "fg-video-only",
      harness: "Codex CLI",
      model: "GPT-5.6 Sol",
      condition: "video_only",
      claimedScore: 0.0,
      recomputedScore: 0.0,
      turns: 65,
      hasLedger: true,
      instructionSha256: FLIGHTGEAR_OLD_SHA,
    }),
    row({
      id: "fg-audio-only",
      harness: "Codex CLI",
      model: "GPT-5.6 Sol",
      condition: "audio_only",
      claimedScore: 0.0,
      recomputedScore: 0.0,
      turns: 28,
      hasLedger: true,
      instructionSha256: FLIGHTGEAR_OLD_SHA,
    }),
    row({
      id: "fg-frame-dump",
      harness: "Codex CLI",
      model: "GPT-5.6 Sol",
      condition: "frame_dump_no_tools",
      claimedScore: 0.0,
      recomputedScore: 0.0,
      turns: 1,
      hasLedger: true,
      instructionSha256: FLIGHTGEAR_OLD_SHA,
    }),
    row({ id: "fg-transcript", harness: "transcript-only anchor", condition: "other", status: "constructed", claimedScore: 0.0 }),
  ],
};

export const EGOCENTRIC_CURRENT_SHA = "76bff33679c590523ea7ae9bbeb0984c64e89811bea26a4420d8d47851ff1068";

export const egocentricFacts: GateFacts = {
  media: {
    url: "https://www.dropbox.com/scl/fi/0sfkl9r59qchz71183s19/Ahmad_American.avi?rlkey=zlywl5mhpv3ycwgurbitq1fn2&dl=1",
    sha256: "f78b9f2c34bdb74eaf125bbb200fece6fd9d285f50b02905c91157f935a1ee24",
    durationSec: 25692 / 24,
    width: 1280,
    height: 960,
    hasAudio: false,
    verification: "unverified",
  },
  oracleRecomputed: 1.0,
  emptyRecomputed: 0.0,
  currentInstructionSha256: EGOCENTRIC_CURRENT_SHA,
  rows: [
    // bare array: officially 0; the wrapped 0.088050 is a diagnostic, never the row's score
    row({
      id: "ego-codex",
      harness: "Codex CLI",
      model: "gpt-5.6-sol",
      condition: "full",
      claimedScore: 0.0,
      recomputedScore: 0.0,
      turns: 76,
      hasLedger: true,
    }),
    row({
      id: "ego-claude",
      harness: "Claude Code CLI",
      model: "claude-opus-4-8",
      condition: "full",
      status: "diagnostic",
      claimedScore: 0.033613,
      recomputedScore: 0.033613,
      turns: 302,
      hasLedger: true,
    }),
    row({ id: "ego-agy", harness: "Antigravity", model: "gemini-3.5-flash", condition: "full", status: "todo", claimedScore: null }),
    // the maintainer: "the current no-media result is a constructed fixed prior"
    row({ id: "ego-no-media", harness: "constructed prior", condition: "no_media", status: "constructed", claimedScore: 0.005814 }),
    row({ id: "ego-single-frame", harness: "unknown", condition: "single_frame", claimedScore: 0.0 }),
    row({ id: "ego-frame-dump", harness: "unknown", condition: "frame_dump_no_tools", status: "todo", claimedScore: null }),
  ],
};

export const kartFacts: GateFacts = {
  media: {
    url: "https://huggingface.co/datasets/explcre/agenticvbench-understanding-materials/resolve/main/kart-race-telemetry-ledger-s1/race.mp4",
    sha256: "a84170a13f0d8392e18a0fd0535e5ddad7ceae4888d5c826b6b77850f78bf322",
    durationSec: 53.4 * 60,
    width: 1280,
    height: 720,
    hasAudio: false,
    verification: "unverified",
  },
  // scores.md describes judge f933449 (b4138e8 ground truth); the shipped 1ea24fc oracle
  // scores 0.0 there (fixtures PROVENANCE.md) although scores.md claims 1.0000
  oracleRecomputed: 0.0,
  emptyRecomputed: 0.0,
  currentInstructionSha256: "ca758d5967d1bad37742f527f58241e741eece20f4e672ed5f01e4847c8e141f",
  rows: [
    row({ id: "kart-codex-1", harness: "Codex CLI (0.145.0)", model: "gpt-5.6-sol", condition: "full", claimedScore: 0.03, turns: 242 }),
    row({ id: "kart-codex-2", harness: "Codex CLI (0.145.0)", model: "gpt-5.6-sol", condition: "full", claimedScore: 0.0, turns: 120 }),
    row({ id: "kart-codex-3", harness: "Codex CLI (0.145.0)", model: "gpt-5.6-sol", condition: "full", claimedScore: 0.052, turns: 237 }),
    row({
      id: "kart-claude",
      harness: "Claude Code CLI (2.1.241)",
      model: "claude-opus-4-8",
      condition: "full",
      claimedScore: 0.045,
      turns: 108,
    }),
    row({
      id: "kart-gemini",
      harness: "Gemini CLI (0.57.0)",
      model: "gemini-3.5-flash",
      condition: "full",
      claimedScore: 0.0885,
      turns: 134,
    }),
    row({ id: "kart-single-frame", harness: "unknown", condition: "single_frame", claimedScore: 0.0 }),
    row({ id: "kart-no-media", harness: "unknown", condition: "no_media", claimedScore: 0.009 }),
  ],
};

export const DEMO_CURRENT_SHA = "f4d7b2f55f64da5a12a52977c614a88f8b5a6ea7d2be2ec077263aeffccfb977";

/** demo-shapes-activity: numbers from the egocentric judge (lib/judges/egocentric). */
export const demoFacts: GateFacts = {
  media: {
    url: "media/demo-shapes.mp4",
    sha256: "a278d101e3f55053ef81df63d4db9f4b3b65a7b954c5f3367034fdbae4e8db61",
    durationSec: 150,
    width: 1280,
    height: 720,
    hasAudio: false,
    verification: "unverified",
  },
  oracleRecomputed: 1.0,
  emptyRecomputed: 0.0,
  currentInstructionSha256: DEMO_CURRENT_SHA,
  rows: [
    row({ id: "demo-oracle", harness: "oracle", condition: "other", claimedScore: 1.0, recomputedScore: 1.0, hasLedger: true }),
    row({ id: "demo-empty", harness: "empty submission", condition: "other", claimedScore: 0.0, recomputedScore: 0.0, hasLedger: true }),
    row({
      id: "demo-codex",
      harness: "Codex CLI",
      model: "gpt-5.6-sol",
      condition: "full",
      claimedScore: 0.097561,
      recomputedScore: 0.097561,
      turns: 74,
      instructionSha256: DEMO_CURRENT_SHA,
      hasLedger: true,
    }),
    // the deliberately wrong claim (PROVENANCE.md)
    row({
      id: "demo-claude",
      harness: "Claude Code CLI",
      model: "claude-opus-4-8",
      condition: "full",
      claimedScore: 0.25,
      recomputedScore: 0.052632,
      turns: 131,
      instructionSha256: DEMO_CURRENT_SHA,
      hasLedger: true,
    }),
    row({
      id: "demo-agy",
      harness: "Antigravity",
      model: "gemini-3.6-flash",
      condition: "full",
      claimedScore: 0.083333,
      recomputedScore: 0.083333,
      turns: 58,
      instructionSha256: DEMO_CURRENT_SHA,
      hasLedger: true,
    }),
    row({
      id: "demo-no-media",
      harness: "unknown",
      condition: "no_media",
      claimedScore: 0.0,
      recomputedScore: 0.0,
      turns: 6,
      instructionSha256: DEMO_CURRENT_SHA,
      hasLedger: true,
    }),
    row({
      id: "demo-single-frame",
      harness: "unknown",
      condition: "single_frame",
      claimedScore: 0.0,
      recomputedScore: 0.0,
      turns: 9,
      instructionSha256: DEMO_CURRENT_SHA,
      hasLedger: true,
    }),
    row({
      id: "demo-frame-dump",
      harness: "unknown",
      condition: "frame_dump_no_tools",
      claimedScore: 0.068966,
      recomputedScore: 0.068966,
      turns: 1,
      instructionSha256: DEMO_CURRENT_SHA,
      hasLedger: true,
    }),
  ],
};
