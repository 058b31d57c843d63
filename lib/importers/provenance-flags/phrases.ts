// The phrasings a reviewer reads as a row label, per RowFlagCode, and the words that cancel them
// ("not a reconstruction", "no rate limit was hit", "without a wrapper prompt"). Pure: text in,
// matches out. Which row a match belongs to is row-mentions.ts's business, not this file's.
import type { RowFlagCode } from "../../gates/row-flags";

export interface Phrase {
  re: RegExp;
  /** a phrase that carries its own negation ("not the agent's own bytes") is never cancelled by it */
  selfNegated?: boolean;
}

/**
 * A limit hit word for word ("terminated by provider rate limit", "ran out of quota"), not a limit
 * merely named ("retries on rate limits"). The verb is a lookbehind, so a match (and its line, and
 * the negation check) starts at the limit's own words.
 */
const HIT = String.raw`(?<=\b(?:hit|reached|exceeded|exhausted|ran into|ran out of|cut off by|by|at|on|due to|ended (?:at|on))(?: (?:its|the|their|a|an|our))?(?: [\w-]+){0,2} )`;
export const ENDED_ON_A_LIMIT: Phrase[] = [
  {
    re: new RegExp(
      String.raw`${HIT}rate[- ]limits?\b|\brate[- ]limited\b|\brate[- ]limit (?:error|event|hit|reached)|\brate window\b|\bApiRateLimitError\b`,
      "i",
    ),
  },
  {
    re: new RegExp(
      String.raw`${HIT}(?:quota|usage limits?|credit limits?)\b|\b(?:quota|usage limits?|credit limits?) (?:was |were )?(?:exceeded|exhausted|reached|hit)\b|\bresource[- _]exhausted\b`,
      "i",
    ),
  },
  { re: /\bout of (?:credits?|budget)\b|\bToo Many Requests\b|\bthrottled\b/i },
];

/** In order of strength: when one row gets a code from several sentences, the strongest phrase is cited. */
export const FLAG_PHRASES: Record<RowFlagCode, Phrase[]> = {
  reconstruction: [
    { re: /\bnot (?:the|its|an?) (?:agent|model|run|harness)'?s own (?:bytes|output|submission|ledger|answer)/i, selfNegated: true },
    { re: /\breconstruction\b/i },
    { re: /\breconstructed (?:from|by|after|ledger|submission|file|payload|answer)\b|\b(?:was|were|is|are|been) reconstructed\b/i },
    { re: /\b(?:is|was) a replay\b|\b(?:was|were) replayed\b/i },
    { re: /\bre-?wrapped\b|\b(?:hand|manually)[- ]wrapped\b|\bmechanically wrapp(?:ed|ing)\b/i },
    { re: /\bwrapp(?:ed|ing) (?:it|them|the [\w-]+(?: [\w-]+)?) by hand\b/i },
    { re: /\bsalvaged\b/i },
    {
      re: /\b(?:re-?built|rebuilt) (?:from|by)\b|\bhand-(?:built|written|edited|fixed|constructed)\b|\bconstructed (?:by hand|ledger|submission|from)\b/i,
    },
    { re: /\bre-?generated (?:from|by)\b|\bfabricated\b|\bsynthesi[sz]ed (?:ledger|submission|answer)/i },
  ],
  coached: [
    { re: /\bcoach(?:ed|ing)\b/i },
    { re: /\bwrapper (?:prompt|preamble|guidance|text|instructions?)\b/i },
    // not Harbor's `--allow-agent-host` network option (captaincook antigravity_in_image.md:98)
    { re: /(?<!--allow-)\bagent[- ]host\b/i },
    { re: /\b(?:VS ?Code|Copilot)\b[^.;]{0,40}?\b(?:agent|SDK|chat)\b|\bClaude Agent SDK\b/i },
    {
      re: /\bappended (?:a |an )?(?:paragraph|instruction|prompt|system prompt|guidance)|--append-system-prompt|\bsystem[- ]prompt append\b/i,
    },
    { re: /\bsolving (?:guidance|hints?)\b|\bschema[- ]repair\b/i },
    { re: /\bwrapped (?:harness|run|round)\b/i },
    {
      re: /\b(?:custom|modified|extra) system prompt\b|\b(?:extra|additional) (?:solving )?(?:instructions|guidance|hints)\b|\bhints? (?:about|on) the (?:scorer|scoring|answer)/i,
    },
  ],
  contaminated: [
    {
      re: /\bnot (?:a |one )?clean measurements?\b|\bnone of\b[^.;]{0,40}? (?:is|are|was|were) (?:a )?clean(?: measurements?)?\b/i,
      selfNegated: true,
    },
    { re: /\bcontaminat(?:ed|ion)\b/i },
    { re: /\bundetermined\b/i },
    { re: /\bpre-?populated\b/i },
    { re: /\bread (?:each other'?s|another (?:run|agent)'?s|the other (?:run|agent)'?s) (?:solution|ledger|output|answer)/i },
    { re: /\b(?:saw|could see|had access to|opened|read) the (?:ground[- ]truth|answer[- ]key|oracle)\b/i },
    {
      re: /\b(?:ground[- ]truth|answer[- ]key|oracle|solution)(?:\.json)? (?:was|were) (?:visible|mounted|readable|accessible|exposed|leaked)\b|\b(?:answer|ground[- ]truth|solution) leak(?:ed|age)?\b/i,
    },
    { re: /\bshared (?:a |the |one )?(?:workspace|container|output directory)\b/i },
  ],
  quota_terminated: [
    { re: /\bsubmitted nothing\b|\bnothing was submitted\b/i, selfNegated: true },
    { re: /\bno (?:solution|ledger|answer|submission)\b(?! (?:is|was) needed| leak| key)/i, selfNegated: true },
    {
      re: /\b(?:did not|didn't|never) (?:submit|write|produce)(?: (?:a|any|its))? (?:solution|ledger|answer|submission|output)\b|\b(?:produced|wrote|submitted) no (?:ledger|solution|answer|output)\b|\bwithout (?:writing|submitting|producing) (?:a |any |its )?(?:solution|ledger|answer|output)\b/i,
      selfNegated: true,
    },
    {
      re: /\b(?:solution(?:\.json)?|ledger|answer) was never (?:written|submitted|produced)\b|\bbefore (?:producing|writing|submitting) (?:a |any |its )?(?:ledger|solution|answer|output)\b/i,
    },
    ...ENDED_ON_A_LIMIT,
  ],
  earlier_instruction: [
    { re: /\bpre-contract\b/i },
    { re: /\b(?:earlier|older|old|previous|stale) (?:version of (?:the )?)?(?:instruction|prompt)(?:\.md)?\b/i },
    { re: /\bold[- ]schema\b|\bprevious contract\b|\bbefore the (?:contract|prompt|instruction) (?:freeze|fix(?:es)?|change)/i },
    { re: /\b(?:different|outdated|superseded|prior) (?:instruction|prompt)(?:\.md)?\b/i },
    { re: /\bnot the shipped (?:instruction|prompt)(?:\.md)?\b/i, selfNegated: true },
  ],
  diagnostic: [
    {
      // "X supersedes that diagnostic" (otb-chess rollouts/README.md:38) says X is not one
      re: /(?<!\b(?:supersedes?|superseded|superseding|replaces?|replacing) (?:that|the|this|an?|its|their) )\bdiagnostic\b(?! (?:F1|counters?|purposes|numbers?|fields?|logs?|output|messages?|info(?:rmation)?|details|tools?|data|metadata|view|mode))/i,
    },
  ],
};

/** Words shortly before a match that cancel it: "not a", "no", "never", "without", "rather than". */
const NEGATOR =
  /\b(?:no|not|never|without|nor|neither|none|isn't|wasn't|weren't|aren't|didn't|doesn't|hasn't|free of|rather than|instead of)\b/i;
/** A hypothetical ("if a future run …", "would have …") states nothing about a row ("could" is left out: "could read each other's solution" is a fact). */
const HYPOTHETICAL = /\b(?:if|unless|whether|would|should|might)\b/i;
/** How far back a negator reaches: a few words, never across a clause break. */
const NEGATION_WORDS = 4;
// a cause ("not run due to credit limits") is where a negation stops reaching
const CLAUSE_BREAK = /[,;:()—–]|\s-\s|\b(?:due to|because(?: of)?|caused by|owing to)\b/;

/**
 * A sentence that describes a number derived from a row ("wrapping it by hand — a diagnostic, not
 * this row's score") labels that number, not the row: reconstruction and diagnostic are not lifted.
 */
export const DERIVED_NUMBER =
  /\bnot (?:this|the|its) (?:row'?s )?(?:official |reported )?(?:score|number|result)|\bnot this row'?s\b|\bnot substituted\b|\bdoes not (?:alter|replace|change) the (?:official|row)|\bnever replaces?\b|\bnot official\b|\bafter (?:mechanically )?wrapping\b|\bwrapped diagnostic\b/i;

/** A sentence reporting what a review discussed ("the maintainer's parity item was about the wrapper prompt") asserts nothing. */
const DISCUSSION =
  /\b(?:maintainer|reviewer)s?'?s? (?:[\w-]+ ){0,3}(?:item|point|concern|comment|question|request|objection) (?:was|is|were) about\b/i;

export interface PhraseMatch {
  code: RowFlagCode;
  /** offset of the match in the text given */
  index: number;
  /** the matched words */
  words: string;
  /** position in FLAG_PHRASES[code] (0 = strongest) */
  strength: number;
  /**
   * the sentence labels a number derived from a row, not the row: true only for reconstruction and
   * diagnostic, which then belong to a diagnostic row (that number) and to no run row
   */
  derived: boolean;
}

const isFlagCode = (key: string): key is RowFlagCode => Object.hasOwn(FLAG_PHRASES, key);

/**
 * Phrase matches read per sentence (and per phrase): a sentence is at most MAX_SENTENCE_CHARS long
 * (statements.ts), so what one sentence costs is bounded whatever a contributor writes; real prose
 * carries a handful.
 */
export const MAX_MATCHES_PER_SENTENCE = 32;

/** Every flag phrase in one sentence that is not negated or hypothetical (at most MAX_MATCHES_PER_SENTENCE, in reading order). */
export function flagPhrases(sentence: string): PhraseMatch[] {
  if (DISCUSSION.test(sentence)) return [];
  const derivedNumber = DERIVED_NUMBER.test(sentence);
  const marks = clauseMarksOf(sentence);
  const out: PhraseMatch[] = [];
  for (const [code, phrases] of Object.entries(FLAG_PHRASES)) {
    if (!isFlagCode(code)) continue;
    const derived = derivedNumber && (code === "reconstruction" || code === "diagnostic");
    phrases.forEach((phrase, strength) => {
      for (const m of phraseMatches(sentence, phrase, marks)) out.push({ code, index: m.index, words: m.words, strength, derived });
    });
  }
  return out.sort((a, b) => a.index - b.index || a.strength - b.strength).slice(0, MAX_MATCHES_PER_SENTENCE);
}

/**
 * Where one phrase occurs in a sentence, not negated and not hypothetical (at most
 * MAX_MATCHES_PER_SENTENCE). `marks` are the sentence's clause marks when the caller has them.
 */
export function phraseMatches(sentence: string, phrase: Phrase, marks?: ClauseMarks): { index: number; words: string }[] {
  if (!phrase.re.test(sentence)) return []; // most sentences carry no label: one cheap test first
  const at = marks ?? clauseMarksOf(sentence);
  const out: { index: number; words: string }[] = [];
  let read = 0;
  for (const m of sentence.matchAll(globalOf(phrase.re))) {
    if (++read > MAX_MATCHES_PER_SENTENCE) break;
    if (!cancelled(sentence, m.index, phrase.selfNegated === true, at)) out.push({ index: m.index, words: m[0] });
  }
  return out;
}

/** The phrase's regex with the g flag, compiled once (matchAll needs it; the table's own stay stateless). */
const GLOBAL = new WeakMap<RegExp, RegExp>();
function globalOf(re: RegExp): RegExp {
  let g = GLOBAL.get(re);
  if (!g) GLOBAL.set(re, (g = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g")));
  return g;
}

/**
 * One scan of a sentence for what cancellation needs: where each clause break ends and where each
 * hypothetical word sits. Every match is then judged from these in O(log n) plus a few words,
 * never by re-reading the sentence before it (which made a sentence of repeated phrases quadratic).
 */
export interface ClauseMarks {
  /** offsets just after each clause break, ascending */
  breakEnds: number[];
  /** [start, end) of each hypothetical word, ascending */
  hypotheticals: [number, number][];
}

export function clauseMarksOf(sentence: string): ClauseMarks {
  return {
    breakEnds: [...sentence.matchAll(CLAUSE_BREAK_G)].map((m) => m.index + m[0].length),
    hypotheticals: [...sentence.matchAll(HYPOTHETICAL_G)].map((m): [number, number] => [m.index, m.index + m[0].length]),
  };
}

const CLAUSE_BREAK_G = new RegExp(CLAUSE_BREAK.source, "g");
const HYPOTHETICAL_G = new RegExp(HYPOTHETICAL.source, "gi");
/** How far back the negation window reads: NEGATION_WORDS words of ordinary length. */
const NEGATION_CHARS = 160;

function cancelled(sentence: string, index: number, selfNegated: boolean, marks: ClauseMarks): boolean {
  const clauseStart = lastAtMost(marks.breakEnds, index);
  const h = firstStartAtLeast(marks.hypotheticals, clauseStart);
  if (h < marks.hypotheticals.length && marks.hypotheticals[h][1] <= index) return true;
  if (selfNegated) return false;
  return NEGATOR.test(lastWords(sentence, clauseStart, index, NEGATION_WORDS));
}

/** The largest value of an ascending list that is <= `limit`, else 0 (the sentence's start). */
function lastAtMost(sorted: number[], limit: number): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= limit) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? sorted[lo - 1] : 0;
}

/** Index of the first span starting at or after `from`. */
function firstStartAtLeast(spans: [number, number][], from: number): number {
  let [lo, hi] = [0, spans.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid][0] < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The last `n` words of sentence[from, to), read from at most NEGATION_CHARS before `to`: a word
 * the window cuts is left out (a cut "…not" is not the word "not").
 */
function lastWords(sentence: string, from: number, to: number, n: number): string {
  const start = Math.max(from, to - NEGATION_CHARS);
  let window = sentence.slice(start, to);
  if (start > from && /\S/.test(sentence[start - 1] ?? "")) window = window.replace(/^\S*/, "");
  return window.trim().split(/\s+/).slice(-n).join(" ");
}
