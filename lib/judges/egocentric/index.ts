// egocentric-activity-understanding judges: 172 cooking actions (verb + noun set + start/end
// frame) scored by F1, a prediction counting only when verb, noun set and both boundaries
// (±12 frames, inclusive) agree with a ground-truth action under a one-to-one pairing.
//
//   egocentricE25513b  "latest": maximum-cardinality matching (submission order irrelevant)
//   egocentric157e7b4  "lcs":    order-preserving alignment (crossing pairs are lost)
//
// OPTIONS (prepare(gt, options); every key optional, defaults = the real task; unknown keys
// ignored, so the task's environment/vocabulary.json {verbs, nouns, fps} can be passed as-is):
//
//   {
//     verbs?: string[]          closed verb vocabulary            default: the task's 15 verbs
//     nouns?: string[]          closed noun vocabulary            default: the task's 35 nouns
//     fps?: number              only places events on the video   default: 24
//     videoFrames?: int         frames 0..videoFrames-1 are valid default: 25692
//     frameTolerance?: int      inclusive, both boundaries        default: 12
//     maxActions?: int          more entries void the file        default: 2000
//     maxBytes?: int            a longer file is void             default: 2000000
//   }
//
// EVENTS: one per ground-truth action (GT order): verdict "full" (true positive, earns 1 of 1),
// "partial" (a near miss shown with its prediction: extra.pairKind "verb_and_boundary",
// "boundary_only", or "lost_to_order" for a full match the lcs alignment could not keep; earns 0)
// or "none"; then one "spurious" event per prediction that earned nothing (dropped entries
// included, extra.dropReason). timeSec/endSec = frame / fps; frames are in `extra`.
// rewardFromEvents(events) recomputes precision / recall / F1 from them alone.
//
// Validated by `egocentricOptionsSchema` (zod); invalid options, or a ground truth that breaks
// them (word outside the vocabulary, frame outside the video), make prepare throw
// GroundTruthError. A key out of start order is accepted and scored as the original would.
// Vocabulary: like the original, predictions are checked against the words that OCCUR in the
// ground truth (spec §2); `verbs` / `nouns` are the closed set the key must stay inside. For
// the real task both are vocabulary.json's lists, so nothing changes there.
export { egocentricE25513b } from "./e25513b";
export { egocentric157e7b4 } from "./157e7b4";

export { rewardFromEvents, type PairKind } from "./events";
export {
  defaultEgocentricOptions,
  egocentricOptionsSchema,
  resolveEgocentricOptions,
  type EgocentricOptions,
  type EgocentricOptionsInput,
} from "./options";
export type { PreparedEgocentric } from "./ground-truth";
