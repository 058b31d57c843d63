// The fixed task-folder layout (shared/domain.md) and the contract files read from it.
import { storedFile } from "./hashing";
import { decodeUtf8, parseJsonBytes } from "./text";
import type { Finding, ImportError, JsonFile, ParsedTask, TaskFiles } from "./types";

export const INSTRUCTION_MD = "steps/solve/instruction.md";
export const TESTS_DIR = "steps/solve/tests/";
export const SOLUTION_DIR = "steps/solve/solution/";
export const ORACLE_JSON = `${SOLUTION_DIR}oracle.json`;
export const CALIBRATION_DIR = "calibration/";
export const SCORES_MD = "calibration/scores.md";
export const ENVIRONMENT_DIR = "environment/";

/** Ground-truth names tried when the family's pairing table gives none. */
export const DEFAULT_GROUND_TRUTH_FILES = ["ground_truth.json", "gt.json"] as const;

export function readInstruction(files: TaskFiles): { ok: true; value: ParsedTask["instruction"] } | { ok: false; error: ImportError } {
  const bytes = files.get(INSTRUCTION_MD);
  if (bytes === undefined)
    return { ok: false, error: { file: INSTRUCTION_MD, reason: "missing: the agent's instruction is the task contract" } };
  const text = decodeUtf8(bytes);
  if (text === null) return { ok: false, error: { file: INSTRUCTION_MD, reason: "not valid UTF-8" } };
  if (text.trim() === "") return { ok: false, error: { file: INSTRUCTION_MD, line: 1, reason: "empty: the agent would be told nothing" } };
  // sha256 of the EXACT bytes: it is what identifies the contract a calibration row ran
  const { sha256, byteLength } = storedFile(INSTRUCTION_MD, bytes);
  return { ok: true, value: { path: INSTRUCTION_MD, text, sha256, byteLength } };
}

/** The primary ground truth: the first of `names` present in steps/solve/tests/. */
export function readGroundTruth(
  files: TaskFiles,
  names: readonly string[],
): { ok: true; value: JsonFile | null; findings: Finding[] } | { ok: false; error: ImportError } {
  const present = names.map((n) => TESTS_DIR + n).filter((p) => files.has(p));
  if (present.length === 0) {
    // the verifier side is often kept out of a contributor's folder: import the claims anyway
    const message = `ground truth not in the folder (looked for ${names.join(", ")} in ${TESTS_DIR}): nothing can be re-scored; claims, turns, rollouts and files are imported, and the gates that need a judge are not checkable`;
    return {
      ok: true,
      value: null,
      findings: [{ code: "ground_truth_missing", severity: "warning", file: TESTS_DIR + names[0], message }],
    };
  }
  const path = present[0];
  const raw = files.get(path)!;
  const parsed = parseJsonBytes(raw);
  if (!parsed.ok) return { ok: false, error: { file: path, ...(parsed.line ? { line: parsed.line } : {}), reason: parsed.reason } };
  const findings: Finding[] = [];
  if (present.length > 1) {
    findings.push({
      code: "ground_truth_ambiguous",
      severity: "warning",
      file: path,
      message: `several ground-truth files (${present.join(", ")}); ${path} was taken as primary`,
    });
  }
  return { ok: true, value: { ...storedFile(path, raw), parsed: parsed.value }, findings };
}

export function readJsonFile(files: TaskFiles, path: string): JsonFile | null {
  const raw = files.get(path);
  if (raw === undefined) return null;
  const parsed = parseJsonBytes(raw);
  return { ...storedFile(path, raw), parsed: parsed.ok ? parsed.value : null };
}

/** oracle.json when present; otherwise say why there is none (oracleNote), never guess. */
export function readOracle(files: TaskFiles): { oracle: JsonFile | null; oracleNote: string | null; findings: Finding[] } {
  const oracle = readJsonFile(files, ORACLE_JSON);
  if (oracle === null) {
    const others = [...files.keys()].filter((p) => p.startsWith(SOLUTION_DIR)).map((p) => p.slice(SOLUTION_DIR.length));
    const oracleNote =
      others.length === 0
        ? `no oracle: ${SOLUTION_DIR} is empty or absent`
        : `no oracle.json; ${SOLUTION_DIR} holds ${others.join(", ")} (not run by the importer; the judge's perfect submission can stand in)`;
    return {
      oracle: null,
      oracleNote,
      findings: [{ code: "oracle_missing", severity: "warning", file: ORACLE_JSON, message: oracleNote }],
    };
  }
  if (oracle.parsed === null) {
    const why = parseJsonBytes(oracle.raw);
    const reason = why.ok ? "" : why.reason;
    const oracleNote = `oracle.json is stored as bytes but does not parse: ${reason}`;
    const line = why.ok ? undefined : why.line;
    return {
      oracle,
      oracleNote,
      findings: [{ code: "oracle_invalid_json", severity: "error", file: ORACLE_JSON, ...(line ? { line } : {}), message: oracleNote }],
    };
  }
  return { oracle, oracleNote: null, findings: [] };
}

/** environment/*.json: the closed vocabularies the agent gets. */
export function readVocabularies(files: TaskFiles): { vocabularies: ParsedTask["vocabularies"]; findings: Finding[] } {
  const vocabularies: ParsedTask["vocabularies"] = [];
  const findings: Finding[] = [];
  for (const [path, raw] of files) {
    if (!path.startsWith(ENVIRONMENT_DIR) || path.slice(ENVIRONMENT_DIR.length).includes("/") || !path.endsWith(".json")) continue;
    const parsed = parseJsonBytes(raw);
    vocabularies.push({ path, parsed: parsed.ok ? parsed.value : null });
    if (!parsed.ok)
      findings.push({
        code: "vocabulary_invalid_json",
        severity: "warning",
        file: path,
        ...(parsed.line ? { line: parsed.line } : {}),
        message: parsed.reason,
      });
  }
  return { vocabularies, findings };
}
