// Both egocentric judge versions share everything except how predictions are paired with the
// ground truth; this module turns a pairing strategy into a JudgeDefinition.
import { parsePyJson } from "../pyjson";
import { GroundTruthError, PyDict, PyInt, type JudgeDefinition, type JudgeOptions, type JudgeResult, type PyValue } from "../types";
import type { MatchPredicate } from "./compatibility";
import { buildEvents } from "./events";
import { prepareGroundTruth, type PreparedEgocentric } from "./ground-truth";
import type { Matcher } from "./matching";
import { defaultEgocentricOptions, resolveEgocentricOptions, type EgocentricOptions } from "./options";
import { buildReward, f1Scores } from "./reward";
import { neverThrow, scoreOrZero } from "../never-throw";
import { headlineReward } from "../headline";
import { parseSubmission, serializeSubmission } from "../submission-codec";
import type { ToleranceDescriptor } from "../types";
import { DEFAULT_FRAME_TOLERANCE } from "./defaults";
import { egocentricScoringContract } from "./scoring-contract";
import { entryReason, readSubmissionValue, voidSubmission, type ReadSubmission } from "./submission";

export const EGOCENTRIC_FAMILY = "egocentric-activity-understanding";

interface VersionSpec {
  id: string;
  summary: string;
  matcher: Matcher;
}

function parseGroundTruth(bytes: Uint8Array): PyValue {
  const parsed = parsePyJson(bytes);
  if (!parsed.ok) throw new GroundTruthError(`ground truth is not valid JSON: ${parsed.message}`);
  return parsed.value;
}

/** Size cap first (checked on the file before reading), then UTF-8 + JSON, then the structure. */
function readSubmission(bytes: Uint8Array, options: EgocentricOptions): ReadSubmission {
  if (bytes.length > options.maxBytes) return voidSubmission(`solution exceeds ${options.maxBytes} bytes`);
  const parsed = parsePyJson(bytes);
  if (!parsed.ok) return voidSubmission(parsed.message);
  return readSubmissionValue(parsed.value, options);
}

export function scoreReadSubmission(prepared: PreparedEgocentric, read: ReadSubmission, matcher: Matcher): JudgeResult {
  const { truth, index, options } = prepared;
  const candidates = read.accepted.map((p) => index.candidates(p));
  const sizeUnder = (predicate: MatchPredicate) =>
    matcher(
      candidates.map((c) => c[predicate]),
      truth.length,
    );
  const scored = sizeUnder("full");
  const reward = buildReward({
    truthCount: truth.length,
    predictedCount: read.predictedCount,
    validCount: read.accepted.length,
    truePositives: scored.size,
    verbAndBoundaryMatches: sizeUnder("verbAndBoundary").size,
    boundaryOnlyMatches: sizeUnder("boundaryOnly").size,
    frameTolerance: options.frameTolerance,
  });
  return {
    reward,
    reason: read.voidReason ?? entryReason(read.messages),
    events: buildEvents({ prepared, read, candidates, scored }),
  };
}

/** reward.reward alone: only the full-match pairing is sized (the near-miss counts are reward-free) */
function rewardOfReadSubmission(prepared: PreparedEgocentric, read: ReadSubmission, matcher: Matcher): number {
  const { truth, index } = prepared;
  const full = read.accepted.map((p) => index.candidates(p).full);
  return f1Scores(matcher(full, truth.length).size, read.predictedCount, truth.length).f1;
}

export const EGOCENTRIC_TOLERANCES: readonly ToleranceDescriptor[] = [
  {
    key: "frameTolerance",
    label: "start and end boundary tolerance (±, inclusive)",
    unit: "frames",
    default: DEFAULT_FRAME_TOLERANCE,
    sweep: { min: 0, max: 48, step: 1 },
    integer: true,
  },
];

function emptySubmission(): Uint8Array {
  return new TextEncoder().encode('{"actions": []}\n');
}

/**
 * The ground truth's own actions, in its order, as a contributor would submit them (2-space
 * JSON, like the task's oracle.json). Structural only: no options are given here, so the
 * vocabulary is not checked (prepare does that).
 */
function perfectSubmission(groundTruth: Uint8Array): Uint8Array {
  const document = parseGroundTruth(groundTruth);
  const list = document instanceof PyDict ? document.get("actions") : undefined;
  if (!Array.isArray(list)) throw new GroundTruthError("ground truth must be an object with an `actions` list");
  const actions = list.map((entry, i) => {
    const field = (key: string) => (entry instanceof PyDict ? entry.get(key) : undefined);
    const [verb, nouns, start, end] = ["verb", "nouns", "start_frame", "end_frame"].map(field);
    const frame = (v: PyValue | undefined) => (v instanceof PyInt && Number.isSafeInteger(Number(v.value)) ? Number(v.value) : null);
    if (typeof verb !== "string" || !Array.isArray(nouns) || !nouns.every((n) => typeof n === "string")) {
      throw new GroundTruthError(`ground truth action ${i + 1} needs a string verb and a list of string nouns`);
    }
    if (frame(start) === null || frame(end) === null) {
      throw new GroundTruthError(`ground truth action ${i + 1} needs integer start_frame and end_frame`);
    }
    return { verb, nouns, start_frame: frame(start), end_frame: frame(end) };
  });
  return new TextEncoder().encode(`${JSON.stringify({ actions }, null, 2)}\n`);
}

export function makeEgocentricJudge(version: VersionSpec): JudgeDefinition<PreparedEgocentric> {
  return {
    id: version.id,
    family: EGOCENTRIC_FAMILY,
    summary: version.summary,
    defaultOptions: defaultEgocentricOptions,
    prepare(groundTruth: Uint8Array, rawOptions?: JudgeOptions): PreparedEgocentric {
      return prepareGroundTruth(parseGroundTruth(groundTruth), resolveEgocentricOptions(rawOptions));
    },
    score(prepared: PreparedEgocentric, submission: Uint8Array): JudgeResult {
      // Not reachable by any known input (the fuzz tests hold it); kept so `score` honours
      // its never-throw contract: a judge fault scores 0 and says so.
      return neverThrow(
        () => scoreReadSubmission(prepared, readSubmission(submission, prepared.options), version.matcher),
        (reason) => ({ ...scoreReadSubmission(prepared, voidSubmission(reason), version.matcher), reason }),
        "judge error",
      );
    },
    emptySubmission,
    perfectSubmission,
    headline: headlineReward,
    tolerances: EGOCENTRIC_TOLERANCES,
    scoringContract: (options) => egocentricScoringContract(EGOCENTRIC_TOLERANCES, options),
    scoreOnly: (prepared, submission) =>
      scoreOrZero(() => rewardOfReadSubmission(prepared, readSubmission(submission, prepared.options), version.matcher)),
    parseSubmission,
    // no bytes, so no maxBytes check: the value is read as the parsed document
    scoreParsed: (prepared, value) =>
      scoreOrZero(() => rewardOfReadSubmission(prepared, readSubmissionValue(value, prepared.options), version.matcher)),
    serializeSubmission,
  };
}
