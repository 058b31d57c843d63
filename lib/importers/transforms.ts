// Declared mechanical transforms: a diagnostic number defined on a transformed submission ("F1 after
// mechanically wrapping the bare array") is checked by applying the same transform to the stored
// ledger and scoring the result, kept apart from the official score of the bytes as sent. Pure.
// The names are the ones lib/uploads/row-input.ts DECLARED_TRANSFORMS accepts from a submitted row.

export const KNOWN_TRANSFORMS = ["wrap_bare_array"] as const;
export type KnownTransform = (typeof KNOWN_TRANSFORMS)[number];

export type TransformReading =
  /** the text names a transform we can apply */
  | { kind: "known"; transform: KnownTransform; phrase: string }
  /** the text says the number was computed after changing the submission, in a way we cannot repeat */
  | { kind: "unrecognised"; phrase: string }
  | { kind: "none" };

const RECOGNISERS: [KnownTransform, RegExp][] = [
  [
    "wrap_bare_array",
    /\b(?:wrap(?:ping|ped)?|re-?wrap(?:ping|ped)?)\b[^.;|]*\b(?:bare|top-level|plain)?\s*(?:json\s+)?(?:array|list)\b|\bbare (?:json )?(?:array|list)\b[^.;|]*\bwrap/i,
  ],
];
/** words that say a number was computed on something other than the bytes as sent */
const TRANSFORMED =
  /\b(?:after|once|when)\s+(?:mechanically\s+|manually\s+|automatically\s+)?(?:wrapp|rewrit|convert|re-?format|normalis|normaliz|renam|fix|repair|sort|dedup|re-?key|unwrapp|edit)\w*/i;

/** What a row's label or detail key says about a transform of the submission. */
export function readTransform(text: string): TransformReading {
  for (const [transform, re] of RECOGNISERS) {
    const m = re.exec(text);
    if (m) return { kind: "known", transform, phrase: m[0].trim() };
  }
  const t = TRANSFORMED.exec(text);
  return t ? { kind: "unrecognised", phrase: text.slice(t.index).trim() } : { kind: "none" };
}

/** The list keys of a ground truth object: the family's top-level key when there is exactly one. */
export function topLevelListKey(groundTruth: unknown): string | null {
  if (!groundTruth || typeof groundTruth !== "object" || Array.isArray(groundTruth)) return null;
  const keys = Object.entries(groundTruth)
    .filter(([, v]) => Array.isArray(v))
    .map(([k]) => k);
  return keys.length === 1 ? keys[0] : null;
}

/**
 * wrap_bare_array: `[...]` -> `{"<key>": [...]}`, the array's bytes kept exactly (judges read raw
 * bytes: 1 vs 1.0 matters). Refuses a submission that is not a bare array.
 */
export function wrapBareArray(submission: Uint8Array, key: string): { ok: true; bytes: Uint8Array } | { ok: false; reason: string } {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(submission);
  } catch {
    return { ok: false, reason: "the submission is not UTF-8" };
  }
  if (!/^\s*\[/.test(text) || !/\]\s*$/.test(text)) return { ok: false, reason: "the submission is not a bare JSON array" };
  return { ok: true, bytes: new TextEncoder().encode(`{${JSON.stringify(key)}: ${text.trim()}}`) };
}
