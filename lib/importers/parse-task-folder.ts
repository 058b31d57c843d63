// parseTaskFolder: a task folder's files (relative path -> bytes) -> ParsedTask, or the fatal
// errors that stop an import. Pure: no I/O, no clock; the same files always give the same result.
// Fatal: instruction missing/empty, task.toml missing/invalid, SPEC card not parsing, ground truth
// present but invalid. Everything else is stored and reported as a finding (a folder without its
// ground truth, or of a family with no judge here, imports unscored).
import { linkAblationsByName } from "./ablation-ledger-names";
import { buildPairings, primaryGroundTruthFiles } from "./build-pairings";
import { sortFiles } from "./calibration-files";
import { mediaShaFindings, restatedConstructedScores, scoresJudgeFinding } from "./cross-checks";
import { detectFamily } from "./family";
import { applyHarnessProse, readHarnessSections } from "./harness-prose";
import { contentSha256 } from "./hashing";
import { instructionFromStatedHash } from "./instruction-fallback";
import { applyInstructionClaims, readInstructionClaims } from "./instruction-parity";
import { linkByName } from "./link-by-name";
import { linkRow, markCitations } from "./link-rows";
import { liftRowFlagsWithNotes } from "./provenance-flags/lift-flags";
import { taskVerdictOf } from "./provenance-flags/task-verdict";
import { extractMediaPin } from "./media-pin";
import { statedPins, streamingScriptFindings } from "./media-sources";
import { applyManifest, readManifests } from "./rollout-manifest";
import { addReadmeRows, rowsFromCalibrationReadmes } from "./calibration-readme-tables";
import { applyRunReadmes, readRunReadmes } from "./run-readmes";
import { parseScoresMd } from "./scores-md/parse-scores-md";
import { parseSpecMd, SPEC_MD } from "./spec-card";
import {
  DEFAULT_GROUND_TRUTH_FILES,
  INSTRUCTION_MD,
  ORACLE_JSON,
  readGroundTruth,
  readInstruction,
  readOracle,
  readVocabularies,
  SCORES_MD,
} from "./task-files";
import { parseTaskToml, TASK_TOML, type TaskTomlKeys } from "./task-toml";
import { decodeUtf8 } from "./text";
import {
  ParseOptionsSchema,
  type Finding,
  type ImportError,
  type JsonValue,
  type ParsedTask,
  type ParseOptions,
  type ParseTaskResult,
  type TaskFiles,
  type TaskSource,
} from "./types";

export function parseTaskFolder(taskId: string, files: TaskFiles, source: TaskSource, options: ParseOptions = {}): ParseTaskResult {
  const { specCardErrors } = ParseOptionsSchema.parse(options);
  const errors: ImportError[] = [];
  // the id becomes a URL segment and a primary key: refuse anything but a plain slug
  if (!TASK_ID.test(taskId))
    return { ok: false, errors: [{ file: "(task id)", field: "taskId", reason: `"${taskId}" is not a task id (letters, digits, . _ -)` }] };
  const findings: Finding[] = [];

  // every fatal check runs, so one import attempt reports all of them
  const shipped = readInstruction(files);
  // no instruction.md at all: a file whose bytes a document names as the prompt stands in for it
  const standIn = !shipped.ok && !files.has(INSTRUCTION_MD) ? instructionFromStatedHash(files, INSTRUCTION_MD) : null;
  const instruction = standIn === null ? shipped : { ok: true as const, value: standIn.value };
  if (!instruction.ok) errors.push(instruction.error);
  const toml = parseTaskToml(files.get(TASK_TOML));
  if (!toml.ok) errors.push(toml.error);
  const spec = parseSpecMd(files.get(SPEC_MD), specCardErrors);
  if (!spec.ok) errors.push(spec.error);

  const tomlKeys: TaskTomlKeys = toml.ok ? toml.keys : {};
  const card = spec.ok ? (spec.spec?.card ?? null) : null;
  const family = detectFamily(taskId, tomlKeys, card);
  const gtNames = primaryGroundTruthFiles(family.family) ?? DEFAULT_GROUND_TRUTH_FILES;
  const groundTruth = readGroundTruth(files, gtNames);
  if (!groundTruth.ok) errors.push(groundTruth.error);

  if (!instruction.ok || !toml.ok || !spec.ok || !groundTruth.ok) return { ok: false, errors };
  findings.push(...(standIn ? [standIn.finding] : []), ...spec.findings, ...family.findings, ...groundTruth.findings);

  const oracle = readOracle(files);
  const vocab = readVocabularies(files);
  const media = extractMediaPin(
    card,
    spec.spec?.raw ?? null,
    instruction.value.text,
    new Set(files.keys()),
    statedPins(files, spec.spec?.raw ?? null),
  );
  findings.push(...oracle.findings, ...vocab.findings, ...media.findings, ...streamingScriptFindings(files, media.findings));

  const pairing = pairingsOf(family, files, vocab.vocabularies, media.media);
  findings.push(...pairing.findings);

  const sorted = sortFiles(files, taskFilePaths(instruction.value, groundTruth.value, vocab.vocabularies, pairing.pairings));
  findings.push(...sorted.findings);

  const calibration = readCalibration(files, family.family, instruction.value.sha256, sorted, media.media);
  findings.push(...calibration.findings);
  const verdict = taskVerdictOf(files);
  findings.push(...verdict.findings);

  const task: ParsedTask = {
    id: taskId,
    title: titleOf(taskId, spec.spec?.frontMatter ?? null, tomlKeys, instruction.value.text),
    family: family.family,
    familySource: family.familySource,
    judgeId: pairing.pairings.find((p) => p.isPrimary)?.judgeId ?? null,
    isDemo: tomlKeys.metadata?.demo === true,
    source,
    contentSha256: contentSha256(files),
    fileCount: files.size,
    instruction: instruction.value,
    taskToml: { path: TASK_TOML, raw: toml.raw, parsed: toml.parsed },
    spec: spec.spec,
    groundTruth: groundTruth.value,
    oracle: oracle.oracle,
    oracleNote: oracle.oracleNote,
    vocabularies: vocab.vocabularies,
    media: media.media,
    pairings: pairing.pairings,
    rows: calibration.rows,
    ledgers: calibration.ledgers,
    rollouts: calibration.rollouts,
    artifacts: sorted.artifacts,
    notes: calibration.notes,
    taskVerdict: verdict.verdict,
  };
  return { ok: true, task, findings };
}

/** The judge pairings of a detected family (none when no family was detected). */
function pairingsOf(
  family: ReturnType<typeof detectFamily>,
  files: TaskFiles,
  vocabularies: ParsedTask["vocabularies"],
  media: ParsedTask["media"],
): ReturnType<typeof buildPairings> {
  if (family.family === null) return { pairings: [], findings: [] };
  return buildPairings({ family: family.family, requestedJudgeId: family.requestedJudgeId, files, vocabularies, media });
}

/** The files read as the task itself, so that sorting the rest does not count them as calibration or artifacts. */
function taskFilePaths(
  instruction: ParsedTask["instruction"],
  groundTruth: ParsedTask["groundTruth"],
  vocabularies: ParsedTask["vocabularies"],
  pairings: ParsedTask["pairings"],
): Set<string> {
  return new Set([
    instruction.path,
    TASK_TOML,
    SPEC_MD,
    ...(groundTruth ? [groundTruth.path] : []),
    ORACLE_JSON,
    ...vocabularies.map((v) => v.path),
    ...pairings.map((p) => p.groundTruthPath),
  ]);
}

const TASK_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** scores.md rows, enriched from the other calibration files, linked to ledgers and trajectories. */
function readCalibration(
  files: TaskFiles,
  family: string | null,
  instructionSha: string,
  sorted: ReturnType<typeof sortFiles>,
  media: ParsedTask["media"],
) {
  const findings: Finding[] = [];
  const raw = files.get(SCORES_MD);
  const text = raw === undefined ? null : decodeUtf8(raw);
  if (raw === undefined)
    findings.push({
      code: "scores_missing",
      severity: "warning",
      file: SCORES_MD,
      message: "no calibration/scores.md: no calibration rows",
    });
  else if (text === null)
    findings.push({
      code: "not_utf8",
      severity: "error",
      file: SCORES_MD,
      message: "scores.md is not valid UTF-8: stored as an artifact, not parsed",
    });

  const parsed = text === null ? { rows: [], notes: [], findings: [] } : parseScoresMd(text, SCORES_MD);
  findings.push(...parsed.findings);
  if (text !== null) findings.push(...scoresJudgeFinding(family, text), ...mediaShaFindings(media, text));

  const manifests = readManifests(files);
  const claims = readInstructionClaims(files);
  const sections = readHarnessSections(files);
  const enriched = applyRunReadmes(addReadmeRows(parsed.rows, rowsFromCalibrationReadmes(files)), readRunReadmes(files)).map((row) => {
    const fromManifest = applyManifest(row, manifests);
    const withSha = applyInstructionClaims(fromManifest, claims, instructionSha);
    const withProse = applyHarnessProse(withSha, files, sections);
    return linkRow(withProse, { files, ledgers: sorted.ledgers, rollouts: sorted.rollouts, manifests });
  });
  const byName = linkByName(restatedConstructedScores(enriched), sorted.ledgers, sorted.rollouts, files);
  const linked = linkAblationsByName(byName, sorted.ledgers);
  // labels are read last: a sentence names a row by the files it was linked to
  const lifted = liftRowFlagsWithNotes(linked, files);
  const rows = lifted.rows;
  findings.push(...lifted.findings);
  const marked = markCitations(rows, sorted.ledgers, sorted.rollouts);
  findings.push(...marked.findings);
  return { rows, notes: parsed.notes, ledgers: marked.ledgers, rollouts: marked.rollouts, findings };
}

/** SPEC front-matter title unless it is the template's placeholder; then the instruction's heading. */
function titleOf(taskId: string, frontMatter: JsonValue | null, toml: TaskTomlKeys, instruction: string): string {
  const fm = frontMatter !== null && typeof frontMatter === "object" && !Array.isArray(frontMatter) ? frontMatter.title : null;
  if (typeof fm === "string" && fm.trim() !== "" && !/^task spec card$/i.test(fm.trim())) return fm.trim();
  if (toml.metadata?.title) return toml.metadata.title;
  const heading = /^#\s+(.+)$/m.exec(instruction)?.[1]?.trim();
  return heading ?? taskId;
}
