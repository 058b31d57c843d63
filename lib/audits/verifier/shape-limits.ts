// The bounds shape inference holds contributor input to (oracle, ground truth and instruction are
// all hostile): sizes, walk lengths and depths, and how many events, fields and vocabulary words
// are kept, so every walk and scan stays bounded and linear in the input's size.

export const LIMITS = {
  oracleBytes: 5 * 1024 * 1024,
  groundTruthBytes: 20 * 1024 * 1024,
  instructionChars: 256 * 1024,
  lineChars: 4000,
  walkNodes: 200_000,
  walkDepth: 6,
  /** probes are written by a recursive writer: a deeper oracle is refused */
  documentDepth: 64,
  events: 5000,
  fields: 64,
  vocabulary: 500,
  cap: 100_000,
} as const;
