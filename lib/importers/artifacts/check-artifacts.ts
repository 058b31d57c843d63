// The folder's own artifacts checked against what the dashboard measured (issue 17 item 5): every
// reward file against its sibling ledger's recomputed score (claim-precision rule), every tool
// histogram against its row's claimed turns, every run-metadata file against the revision's
// instruction and media hashes, and every calibration file name that confesses trouble. Pure: the
// writer calls it once the judges have scored the revision's ledgers.
import { dirname, stemOf } from "../paths";
import { decodeUtf8 } from "../text";
import type { CalibrationRow } from "../types";
import { confessingWords, ledgerRunName, ledgersOfRun, runNameOf, sameRun, type RunName } from "./artifact-names";
import { claimAgreement } from "./claim-precision";
import { isRewardFile, readRewardFile, type StatedReward } from "./reward-file";
import { rowByName, type NamedRow } from "./row-by-name";
import { readRunMetadata } from "./run-metadata";
import { statedScores } from "./stated-scores";
import { readToolHistogram } from "./tool-histogram";
import { turnsAgree } from "./turns-agree";
import type { ArtifactCheck, ArtifactRowRef } from "./types";

export type ArtifactRow = NamedRow &
  Pick<CalibrationRow, "ordinal" | "conditionLabel" | "claimedTurns" | "claimedTurnsText" | "citedLedgerPath" | "citedRolloutPath">;

export interface LedgerScore {
  ledgerPath: string;
  judgeId: string;
  isPrimary: boolean;
  value: number;
  reason: string;
}

export interface ArtifactCheckInput {
  /** files that are neither ledgers nor trajectories (reward files, histograms, metadata, docs) */
  artifacts: readonly { path: string; raw: Uint8Array }[];
  ledgerPaths: readonly string[];
  rollouts: readonly { path: string; toolCallTurns: number | null }[];
  rows: readonly ArtifactRow[];
  /** every stored score of every ledger (one per judge pairing) */
  scores: readonly LedgerScore[];
  instructionSha256: string;
  /** the media pins' sha256 (none: the folder pins no media) */
  mediaSha256: readonly string[];
}

const CALIBRATION = "calibration/";
const SPEC_MD = "SPEC.md";
/** scores.md's tables are the calibration rows, whose claims the calibration table already compares */
const SCORES_MD = "calibration/scores.md";
const HISTOGRAM = /tool[-_]?histogram/;
const METADATA = /run[-_]?metadata/;

export function checkArtifacts(input: ArtifactCheckInput): ArtifactCheck[] {
  const checks: ArtifactCheck[] = [];
  for (const file of input.artifacts) {
    if (file.path === SPEC_MD || (file.path.startsWith(CALIBRATION) && /\.md$/i.test(file.path)))
      checks.push(...documentChecks(file, input));
    if (!file.path.startsWith(CALIBRATION)) continue;
    if (/\.txt$/i.test(file.path) && runNameOf(file.path, HISTOGRAM)) checks.push(...histogramChecks(file, input));
    else if (/\.txt$/i.test(file.path) && runNameOf(file.path, METADATA)) checks.push(...metadataChecks(file, input));
    else if (isRewardFile(file.path)) checks.push(...rewardChecks(file, input));
  }
  const named = [...input.artifacts.map((a) => a.path), ...input.ledgerPaths, ...input.rollouts.map((r) => r.path)];
  for (const file of [...new Set(named)].sort()) {
    const words = file.startsWith(CALIBRATION) ? confessingWords(file) : [];
    if (words.length > 0) checks.push({ kind: "confessing_name", file, words });
  }
  return checks;
}

function rewardChecks(file: { path: string; raw: Uint8Array }, input: ArtifactCheckInput): ArtifactCheck[] {
  const read = readRewardFile(file.path, file.raw);
  if (!read.ok) return [{ kind: "unreadable", file: file.path, what: "reward", ...read.problem }];
  const own = runNameOf(file.path, /rewards?|results?/);
  if (own === null)
    return [
      {
        kind: "reward_unpaired",
        file: file.path,
        stated: read.rewards.map((r) => ({ field: r.field, entry: r.entry, text: r.text })),
        why: "its name does not say which run it belongs to",
      },
    ];
  const checks: ArtifactCheck[] = [];
  const unpaired: StatedReward[] = [];
  const why = new Set<string>();
  for (const reward of read.rewards) {
    // a results list names each run: its entry's name is the ledger's stem in the same folder
    const run: RunName = reward.entry === null ? own : { dir: own.dir, stem: reward.entry.toLowerCase() };
    const ledgers = ledgersOfRun(run, input.ledgerPaths);
    if (ledgers.length !== 1) {
      unpaired.push(reward);
      why.add(ledgers.length === 0 ? "no sibling ledger by name" : `several ledgers fit: ${ledgers.join(", ")}`);
      continue;
    }
    const check = compareReward(file.path, reward, ledgers[0], input);
    if (check === null) {
      unpaired.push(reward);
      why.add(`no judge scored ${ledgers[0]}`);
    } else checks.push(check);
  }
  if (unpaired.length > 0)
    checks.push({
      kind: "reward_unpaired",
      file: file.path,
      stated: unpaired.map((r) => ({ field: r.field, entry: r.entry, text: r.text })),
      why: [...why].join("; "),
    });
  return checks;
}

/** Scores a SPEC.md or calibration document states for a ledger it names (stated-scores.ts). */
function documentChecks(file: { path: string; raw: Uint8Array }, input: ArtifactCheckInput): ArtifactCheck[] {
  const text = decodeUtf8(file.raw);
  if (text === null) return [];
  return statedScores(file.path, text, input.ledgerPaths, file.path !== SCORES_MD).flatMap((s) => {
    const check = compareReward(
      file.path,
      { field: `line ${s.line}`, entry: s.reference, value: s.value, text: s.text },
      s.ledgerPath,
      input,
    );
    return check === null ? [] : [{ ...check, source: "document" as const, line: s.line }];
  });
}

/**
 * The stored reward checks compared again with the scores of a newly official judge (a maintainer's
 * switch, lib/importers/store/official-pairing.ts): the stated number and its rows are the folder's, only
 * the recomputed side follows the judge. A check the new judge scores nothing for keeps no
 * comparison: it reads as unpaired, saying so. Every other kind does not depend on the judge.
 */
export function rejudgedChecks(checks: readonly ArtifactCheck[], scores: readonly LedgerScore[]): ArtifactCheck[] {
  return checks.map((check) => {
    if (check.kind !== "reward") return check;
    const reward = { field: check.field, entry: check.entry, value: check.stated, text: check.statedText };
    const again = compareReward(check.file, reward, check.ledgerPath, { rows: [], scores });
    if (again === null)
      return {
        kind: "reward_unpaired",
        file: check.file,
        stated: [{ field: check.field, entry: check.entry, text: check.statedText }],
        why: `the official judge scored nothing comparable for ${check.ledgerPath}`,
      };
    // the rows citing the ledger and where the number was written do not change with the judge
    return { ...again, source: check.source, line: check.line, ledgerRows: check.ledgerRows };
  });
}

function compareReward(
  file: string,
  reward: StatedReward,
  ledgerPath: string,
  input: Pick<ArtifactCheckInput, "rows" | "scores">,
): ArtifactCheck | null {
  const scores = input.scores.filter((s) => s.ledgerPath === ledgerPath);
  const primary = scores.find((s) => s.isPrimary);
  if (!primary) return null;
  const agreement = claimAgreement(reward.text, reward.value, primary.value);
  if (agreement === null) return null;
  const other = agreement.agrees
    ? undefined
    : scores.find((s) => !s.isPrimary && claimAgreement(reward.text, reward.value, s.value)?.agrees === true);
  return {
    kind: "reward",
    source: "reward_file",
    file,
    field: reward.field,
    entry: reward.entry,
    statedText: reward.text,
    stated: reward.value,
    ledgerPath,
    ledgerRows: input.rows.filter((r) => r.citedLedgerPath === ledgerPath).map(rowRef),
    judgeId: primary.judgeId,
    recomputed: primary.value,
    judgeReason: primary.reason === "ok" ? null : primary.reason,
    delta: agreement.delta,
    tolerance: agreement.tolerance,
    rule: agreement.rule,
    agrees: agreement.agrees,
    agreesWithJudge: other?.judgeId ?? null,
  };
}

function histogramChecks(file: { path: string; raw: Uint8Array }, input: ArtifactCheckInput): ArtifactCheck[] {
  const read = readToolHistogram(file.raw);
  if (!read.ok) return [{ kind: "unreadable", file: file.path, what: "tool_histogram", ...read.problem }];
  const { total, tools } = read.histogram;
  return rowsOfDigest(runNameOf(file.path, HISTOGRAM)!, input.rows).map(({ row, ref }) => {
    const counted = row?.citedRolloutPath ? (input.rollouts.find((r) => r.path === row.citedRolloutPath)?.toolCallTurns ?? null) : null;
    return {
      kind: "tool_histogram" as const,
      file: file.path,
      total,
      tools: tools.length,
      row: ref,
      claimedTurns: row?.claimedTurns ?? null,
      claimedTurnsText: row?.claimedTurnsText ?? "",
      countedTurns: counted,
      agrees: row?.claimedTurns == null ? null : turnsAgree(total, row.claimedTurns, row.claimedTurnsText),
    };
  });
}

function metadataChecks(file: { path: string; raw: Uint8Array }, input: ArtifactCheckInput): ArtifactCheck[] {
  const read = readRunMetadata(file.raw);
  if (!read.ok) return [{ kind: "unreadable", file: file.path, what: "run_metadata", ...read.problem }];
  const { instructionSha256, mediaSha256, toolCalls } = read.metadata;
  return rowsOfDigest(runNameOf(file.path, METADATA)!, input.rows).map(({ row, ref }) => ({
    kind: "run_metadata" as const,
    file: file.path,
    row: ref,
    instructionSha256,
    currentInstructionSha256: input.instructionSha256,
    instructionAgrees: instructionSha256 === null ? null : instructionSha256.value === input.instructionSha256,
    mediaSha256,
    pinnedMediaSha256: [...input.mediaSha256],
    mediaAgrees: mediaSha256 === null || input.mediaSha256.length === 0 ? null : input.mediaSha256.includes(mediaSha256.value),
    toolCalls,
    turnsAgree:
      toolCalls === null || row?.claimedTurns == null ? null : turnsAgree(toolCalls.value, row.claimedTurns, row.claimedTurnsText),
  }));
}

/** The rows a digest belongs to: those sharing its run's name, else the one agent row its name points at, else none. */
function rowsOfDigest(run: RunName, rows: readonly ArtifactRow[]): { row: ArtifactRow | null; ref: ArtifactRowRef | null }[] {
  const own = rowsOfRun(run, rows);
  if (own.length > 0) return own.map((row) => ({ row, ref: rowRef(row) }));
  const named = rowByName(run.stem, rows);
  return [{ row: named, ref: named ? { ...rowRef(named), byName: true } : null }];
}

/** Rows whose ledger or trajectory carries the run's name (`x.jsonl`, `x.solution.json`, `ledgers/x.json`). */
function rowsOfRun(run: RunName, rows: readonly ArtifactRow[]): ArtifactRow[] {
  return rows.filter(
    (r) =>
      (r.citedLedgerPath !== null && sameRun(ledgerRunName(r.citedLedgerPath), run)) ||
      (r.citedRolloutPath !== null && sameRun({ dir: dirname(r.citedRolloutPath), stem: stemOf(r.citedRolloutPath).toLowerCase() }, run)),
  );
}

function rowRef(row: ArtifactRow): ArtifactRowRef {
  const words = [row.harness, row.model, row.conditionLabel].filter((w): w is string => !!w && w.trim() !== "");
  return { ordinal: row.ordinal, label: words.join(" · "), byName: false };
}
