// The contract review: a parsed task folder (and, for hygiene, its history) -> findings with a
// stable code, severity, file:line evidence and a fix, plus which checks ran. Pure: the caller
// reads the folder, the history and the judge; the same input always gives the same review.
import { TASK_VERIFIER_FAMILY, type JudgeFamily } from "../judges/judge-family";
import type { JsonValue, ParsedTask, TaskFiles } from "../importers/types";
import { withContext } from "./context";
import { docConstantFindings, type TextFile } from "./doc-constants";
import { declaredAgentBudget, environmentFindings } from "./environment";
import { familyEvents, groundTruthEvents } from "./family-events";
import { folderBlobFindings, historyBlobFindings, historySummary } from "./hygiene";
import { labelFindings } from "./labels";
import { leakFindings } from "./leaks";
import { policyFor } from "./policy";
import { reviewFamilyOf } from "./review-family";
import { scoringNumberFindings, toleranceSources } from "./scoring-numbers";
import { textOf } from "./text";
import { groundTruthArtifact, verifierSourceFindings } from "./verifier-source";
import type { BlobChange, CheckRun, ContractFinding, ContractReview, ScoringNumber } from "./types";

export interface ContractInput {
  task: ParsedTask;
  files: TaskFiles;
  /** the primary judge's scoring numbers (tolerances, caps, weights) with this task's values; null when none */
  scoring: readonly ScoringNumber[] | null;
  /** why `scoring` is null (no judge for the family, options the judge refuses) */
  scoringAbsentNote?: string;
  /** the revision range's blob changes (lib/git/blob-history.ts); null when there is no history */
  history?: { range: string; changes: readonly BlobChange[] } | null;
  /**
   * reward-sensitivity findings (sensitivity/for-task.ts needs the judge); null when not run.
   * `curveRan` false: no curve (no wrong-event rule, a ground truth the judge refuses); the check
   * is absent with `note` as the reason, though ablation findings from the rows still count
   */
  sensitivity?: { findings: ContractFinding[]; note: string; curveRan: boolean } | null;
  /** why `sensitivity` is null (no judge, skipped on request) */
  sensitivityAbsentNote?: string;
}

/** Text files larger than this are not read for constants (a ledger or a log, not a script). */
const MAX_TEXT_BYTES = 1024 * 1024;
/** a cited file larger than this (a big ground truth) is not split into lines for context */
const MAX_CONTEXT_BYTES = 16 * 1024 * 1024;
export const LABEL_FIELDS: Record<JudgeFamily, readonly string[] | null> = {
  "egocentric-activity-understanding": ["verb", "nouns"],
  "flightgear-atc-clearance-compliance-ledger": ["command_type", "status", "overshoot_bucket"],
  // opt-out: a race is named by its track and scored on counts; no label field has a closed set of values
  "kart-race-telemetry-ledger-s1": null,
  // opt-out: no port, so which fields of a task's own ground truth are labels is unknown
  "task-verifier": null,
};

/** Where a check records its findings and whether it ran (and if not, why). */
interface CheckLog {
  findings: ContractFinding[];
  ran: (check: CheckRun["check"], note: string) => void;
  absent: (check: CheckRun["check"], note: string) => void;
}

/** The judge's tolerances, caps and weights against the numbers the instruction and SPEC state. */
function checkScoringNumbers(
  input: ContractInput,
  family: JudgeFamily | null,
  docs: { instruction: TextFile; spec: TextFile | null; fps: number | null },
  log: CheckLog,
): void {
  if (input.scoring === null)
    log.absent("scoring_numbers", input.scoringAbsentNote ?? "no judge for this family: no scoring numbers to compare");
  else {
    log.findings.push(...scoringNumberFindings(docs, input.scoring, policyFor(family)));
    const count = (kind: ScoringNumber["kind"]) => input.scoring!.filter((n) => n.kind === kind).length;
    const sources = toleranceSources(docs, input.scoring);
    log.ran(
      "scoring_numbers",
      `the judge's ${count("tolerance")} tolerance(s), ${count("cap")} cap(s) and ${count("weight")} weight(s) against the instruction and SPEC${sources.length > 0 ? `; where each tolerance is stated: ${sources.join(" | ")}` : ""}`,
    );
  }
}

/** Worked examples that leak the ground truth, and ground-truth labels against the vocabulary and the documents. */
function checkLeaksAndLabels(
  input: ContractInput,
  family: JudgeFamily | null,
  events: ReturnType<typeof familyEvents>,
  gt: JsonValue | null,
  { instruction, spec, vocabulary }: { instruction: TextFile; spec: TextFile | null; vocabulary: Vocabulary | null },
  log: CheckLog,
): void {
  const { task } = input;
  const why =
    events === null
      ? `no identity fields known for ${unknownEventsOf(family, task.family)}`
      : gt === null
        ? "no ground truth in the folder"
        : groundTruthEvents(gt, events).length === 0
          ? `the ground truth has no \`${events.listKey}\` list of events (another schema?): no identity fields to compare`
          : null;
  if (why !== null) {
    log.absent("ground_truth_leaks", why);
    log.absent("labels", why);
  } else if (events !== null && gt !== null) {
    const band = input.scoring ? kartBand(input.scoring) : undefined;
    const vocabSize = vocabulary ? { verbs: vocabulary.fields.verb.length, nouns: vocabulary.fields.nouns.length } : null;
    log.findings.push(...leakFindings({ instruction, groundTruth: gt, events, vocabulary: vocabSize, band }));
    log.ran("ground_truth_leaks", "worked examples and inline JSON against the ground truth's identity fields");
    const documents = spec ? [instruction, spec] : [instruction];
    log.findings.push(
      ...labelFindings({
        groundTruth: gt,
        events,
        vocabulary,
        labelFields: (family === null ? null : LABEL_FIELDS[family]) ?? [],
        documents,
        instruction,
        groundTruthFile: gtText(task),
      }),
    );
    log.ran(
      "labels",
      vocabulary ? `ground-truth labels against ${vocabulary.path} and the instruction` : "ground-truth labels against the instruction",
    );
  }
}

/** Whose event fields are unknown, in words: the review's family, else the folder's own name for it. */
function unknownEventsOf(family: JudgeFamily | null, named: string | null): string {
  if (family === TASK_VERIFIER_FAMILY) return "the task's own verifier (no port reads its ground truth)";
  if (family !== null) return `the family ${family}`;
  return named ? `the family ${named}` : "this folder's family (not one a judge scores)";
}

/** The media pin, network, calibration budgets and the Dockerfiles' base images. */
function checkEnvironment(task: ParsedTask, texts: TextFile[], dockerfiles: TextFile[], spec: TextFile | null, log: CheckLog): void {
  log.findings.push(
    ...environmentFindings({
      dockerfiles,
      media: task.media.map((m) => ({ url: m.url, source: m.sources.url ?? null })),
      spec,
      taskToml: { path: task.taskToml.path, text: task.taskToml.raw, parsed: task.taskToml.parsed },
      calibrationDocs: texts.filter((f) => f.path.startsWith("calibration/") && f.path.endsWith(".md")),
    }),
  );
  const budget = declaredAgentBudget(task.taskToml.parsed);
  log.ran(
    "environment",
    `media pin, allow_internet, ${budget === null ? "no agent budget declared in task.toml, so calibration budgets were not compared" : `calibration budgets against the declared ${budget} s`}`,
  );
  if (dockerfiles.length > 0) log.ran("base_image", dockerfiles.map((d) => d.path).join(", "));
  else log.absent("base_image", "no Dockerfile in the folder: the base image cannot be checked");
}

export function reviewContract(input: ContractInput): ContractReview {
  const { task, files } = input;
  const findings: ContractFinding[] = [];
  const checks: CheckRun[] = [];
  const ran = (check: CheckRun["check"], note: string) => checks.push({ check, state: "ran", note });
  const absent = (check: CheckRun["check"], note: string) => checks.push({ check, state: "absent", note });
  const log: CheckLog = { findings, ran, absent };
  // a folder none of the checks was written for (another family, a schema era, a broken card) may
  // trip one: that check is absent with the reason, the others still run, nothing half-concluded
  const attempt = (names: CheckRun["check"][], run: () => void) => {
    const [f, c] = [findings.length, checks.length];
    try {
      run();
    } catch (e) {
      findings.length = f;
      checks.length = c;
      for (const n of names)
        absent(n, `the check could not read this folder (${e instanceof Error ? e.message : String(e)}): nothing concluded`);
    }
  };

  const instruction = { path: task.instruction.path, text: task.instruction.text };
  const spec = task.spec ? { path: task.spec.path, text: task.spec.raw } : null;
  const vocabulary = vocabularyOf(task);
  const fps = task.media.find((m) => m.fps !== null)?.fps ?? vocabulary?.fps ?? null;

  // every per-family table is read under the primary judge's family (review-family.ts)
  const family = reviewFamilyOf(task);
  attempt(["scoring_numbers"], () => checkScoringNumbers(input, family, { instruction, spec, fps }, log));

  const events = familyEvents(family);
  const gt = task.groundTruth?.parsed ?? null;
  attempt(["ground_truth_leaks", "labels"], () => checkLeaksAndLabels(input, family, events, gt, { instruction, spec, vocabulary }, log));

  const texts = textFiles(files);
  const dockerfiles = texts.filter((f) => isDockerfilePath(f.path));
  attempt(["environment", "base_image"], () => checkEnvironment(task, texts, dockerfiles, spec, log));

  attempt(["repository_hygiene"], () => {
    findings.push(...folderBlobFindings([...files].map(([path, bytes]) => ({ path, byteLength: bytes.byteLength }))));
    if (input.history) {
      findings.push(...historyBlobFindings(input.history.changes, input.history.range));
      ran("repository_hygiene", historySummary(input.history.changes, input.history.range));
    } else absent("repository_hygiene", "no git history given: only the folder's current files were sized");
  });

  attempt(["comments_vs_constants"], () => {
    findings.push(...docConstantFindings(texts));
    ran("comments_vs_constants", `${texts.length} text file(s)`);
  });

  // a verifier no port reads for us (a never-seen family): its source read as text against the documents
  const verifierSources = [...files.keys()].some((p) => p.startsWith("steps/solve/tests/") && /\.(py|sh)$/.test(p));
  if (input.scoring === null && verifierSources)
    attempt(["verifier_source"], () => {
      const read = verifierSourceFindings({ files, instruction, groundTruth: task.groundTruth?.parsed ?? groundTruthArtifact(files) });
      findings.push(...read.findings);
      ran("verifier_source", read.note);
    });

  if (input.sensitivity) {
    findings.push(...input.sensitivity.findings);
    (input.sensitivity.curveRan ? ran : absent)("reward_sensitivity", input.sensitivity.note);
  } else absent("reward_sensitivity", input.sensitivityAbsentNote ?? "not run: needs the judge and the oracle");

  const folderText = (path: string) => {
    const bytes = files.get(path);
    return bytes !== undefined && bytes.byteLength <= MAX_CONTEXT_BYTES ? textOf(bytes) : null;
  };
  return { findings: withContext(sortFindings(findings), folderText), checks };
}

const SEVERITY_ORDER = { error: 0, warn: 1, info: 2 } as const;

export function sortFindings(findings: ContractFinding[]): ContractFinding[] {
  return [...findings].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      a.code.localeCompare(b.code) ||
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0),
  );
}

interface Vocabulary {
  path: string;
  fields: Record<string, readonly string[]> & { verb: readonly string[]; nouns: readonly string[] };
  fps: number | null;
}

function vocabularyOf(task: ParsedTask): Vocabulary | null {
  for (const v of task.vocabularies) {
    const p = v.parsed;
    if (typeof p !== "object" || p === null || Array.isArray(p)) continue;
    const verbs = p.verbs;
    const nouns = p.nouns;
    if (!Array.isArray(verbs) || !Array.isArray(nouns)) continue;
    const strings = (xs: unknown[]) => xs.filter((x): x is string => typeof x === "string");
    return { path: v.path, fields: { verb: strings(verbs), nouns: strings(nouns) }, fps: typeof p.fps === "number" ? p.fps : null };
  }
  return null;
}

function gtText(task: ParsedTask): { path: string; text: string } | null {
  const text = task.groundTruth ? textOf(task.groundTruth.raw) : null;
  return text === null ? null : { path: task.groundTruth!.path, text };
}

function kartBand(tolerances: readonly ScoringNumber[]) {
  const relative = tolerances.find((t) => t.key === "relativeTolerance")?.value;
  const floor = tolerances.find((t) => t.key === "toleranceFloor")?.value;
  return relative === undefined || floor === undefined ? undefined : { relative, floor };
}

/** Dockerfile, Dockerfile.gpu, Containerfile, environment/app.dockerfile: every name docker build -f takes by convention */
export function isDockerfilePath(path: string): boolean {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (/\.(md|txt|rst|html)$/i.test(name)) return false; // notes about the Dockerfile, not one
  return /^(Dockerfile|Containerfile)([._-][^/]*)?$/i.test(name) || /\.(dockerfile|containerfile)$/i.test(name);
}

const SKIP_TEXT = /\.(json|jsonl|gz|part-\w+)$/i;

function textFiles(files: TaskFiles): TextFile[] {
  const out: TextFile[] = [];
  for (const [path, bytes] of files) {
    if (bytes.byteLength > MAX_TEXT_BYTES || SKIP_TEXT.test(path)) continue;
    const text = textOf(bytes);
    if (text !== null) out.push({ path, text });
  }
  return out;
}
