// The real task's constants (egocentric-activity-understanding, GTEA Gaze+ "Ahmad_American"),
// embedded as data so the judge stays pure (no file reads). Sources:
// environment/vocabulary.json (verbs, nouns, fps) and SPEC.md / instruction.md (25692 frames,
// ±12-frame tolerance); the submission caps come from the judge itself.

export const DEFAULT_VERBS: readonly string[] = [
  "close",
  "compress",
  "crack",
  "cut",
  "flip",
  "mix",
  "move around",
  "open",
  "pour",
  "put",
  "spread",
  "take",
  "transfer",
  "turn off",
  "turn on",
];

export const DEFAULT_NOUNS: readonly string[] = [
  "bacon",
  "bacon_container",
  "bagel",
  "bagel_container",
  "bowl",
  "burner",
  "cabinet",
  "cheese",
  "cheese_container",
  "cup",
  "egg",
  "egg_container",
  "egg_mixture",
  "egg_shells",
  "fork",
  "freezer",
  "fridge",
  "fridge_drawer",
  "knife",
  "milk",
  "milk_container",
  "oil",
  "oil_container",
  "orange_juice",
  "orange_juice_container",
  "plastic_holed",
  "plastic_spatula",
  "plate",
  "plate_container",
  "plate_pronged_spoon",
  "salt",
  "salt_container",
  "skillet",
  "trash",
  "utensils",
];

export const DEFAULT_FPS = 24;
/** the published video has 25692 frames: valid frames are 0..25691 */
export const DEFAULT_VIDEO_FRAMES = 25692;
/** inclusive, in whole frames on both boundaries ("0.5 s" in the docs is never converted) */
export const DEFAULT_FRAME_TOLERANCE = 12;
/** more entries than this voids the whole submission (exactly this many is fine) */
export const DEFAULT_MAX_ACTIONS = 2000;
/** a larger file voids the whole submission (exactly this many bytes is fine) */
export const DEFAULT_MAX_BYTES = 2_000_000;
