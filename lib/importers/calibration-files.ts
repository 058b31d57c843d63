// Sorts every file the importer does not read as a contract file into Ledger / Rollout / Artifact.
// Ledgers and trajectories are stored as exact bytes whether or not they parse: judging a ledger is
// the judge's job, and a broken trajectory is still evidence.
import { auditContextFromTaskFiles } from "../rollouts/audits/context-from-task";
import { summarizeTrajectory } from "../rollouts/summarize-trajectory";
import { storedFile } from "./hashing";
import { basename } from "./paths";
import { CALIBRATION_DIR } from "./task-files";
import { parseJsonBytes } from "./text";
import type { Artifact, Finding, Ledger, Rollout, TaskFiles } from "./types";

const ROLLOUT_FILE = /\.(jsonl|ndjson)(\.gz)?$/i;
const MEDIA_FILE = /\.(mp4|mkv|avi|mov|webm|m4v)$/i;
const LEDGER_FILE = /(^|\/)ledgers\/[^/]+\.json$|[._]solution\.json$|(^|\/)(solution|submission)\.json$/i;

export interface CalibrationFiles {
  ledgers: Ledger[];
  rollouts: Rollout[];
  artifacts: Artifact[];
  findings: Finding[];
}

/** `taken`: paths already stored elsewhere (instruction, task.toml, SPEC, ground truths, oracle, vocabularies). */
export function sortFiles(files: TaskFiles, taken: ReadonlySet<string>): CalibrationFiles {
  const out: CalibrationFiles = { ledgers: [], rollouts: [], artifacts: [], findings: [] };
  for (const [path, raw] of files) {
    if (taken.has(path)) continue;
    const inCalibration = path.startsWith(CALIBRATION_DIR);
    if (inCalibration && ROLLOUT_FILE.test(path)) out.rollouts.push(rolloutOf(path, raw, out.findings, files));
    else if (inCalibration && LEDGER_FILE.test(path)) out.ledgers.push(ledgerOf(path, raw, out.findings));
    else
      out.artifacts.push({
        ...storedFile(path, raw),
        kind: MEDIA_FILE.test(path) ? "media" : inCalibration ? artifactKind(path) : "task_file",
      });
  }
  return out;
}

function ledgerOf(path: string, raw: Uint8Array, findings: Finding[]): Ledger {
  const parsed = parseJsonBytes(raw);
  if (!parsed.ok) {
    findings.push({
      code: "ledger_invalid_json",
      severity: "warning",
      file: path,
      ...(parsed.line ? { line: parsed.line } : {}),
      message: `${parsed.reason}; stored as bytes (the judge decides what it scores)`,
    });
  }
  const label = basename(path).replace(/\.json$/i, "");
  return { ...storedFile(path, raw), label, origin: "unlinked", parsesAsJson: parsed.ok };
}

function rolloutOf(path: string, raw: Uint8Array, findings: Finding[], files: TaskFiles): Rollout {
  // the task's instruction, budget and verifier paths let the trajectory audits run at import
  const summary = summarizeTrajectory(raw, auditContextFromTaskFiles(files, path));
  if (summary.format === "unknown") {
    findings.push({
      code: "rollout_unknown_format",
      severity: "info",
      file: path,
      message: "trajectory format not recognised (Codex / Claude Code / Antigravity); stored without a turn count",
    });
  } else if (summary.parseErrors > 0) {
    findings.push({
      code: "rollout_parse_errors",
      severity: "warning",
      file: path,
      ...(summary.firstParseErrorLine ? { line: summary.firstParseErrorLine } : {}),
      message: `${summary.parseErrors} of ${summary.lines} lines are not JSON objects`,
    });
  }
  return { ...storedFile(path, raw), origin: "unlinked", format: summary.format, toolCallTurns: summary.toolCalls, summary };
}

function artifactKind(path: string): string {
  const name = basename(path).toLowerCase();
  if (name === "scores.md") return "scores";
  if (name === "readme.md") return "readme";
  if (name.endsWith(".md")) return "doc";
  if (/reward/.test(name)) return "reward";
  if (/results?\.json$/.test(name)) return "results";
  if (name === "manifest.json") return "manifest";
  if (/provenance/.test(name)) return "provenance";
  if (name.endsWith(".json")) return "data";
  return "other";
}
