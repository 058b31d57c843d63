// Judge pairings for a task: the family table (judge-pairings.ts) resolved against the folder's
// ground-truth files, plus the options each judge needs from the task (egocentric vocabulary etc.).
import { z } from "zod";
import { storedFile } from "./hashing";
import { EGOCENTRIC_FRAME_TOLERANCE, familySpec, type PairingSpec } from "./judge-pairings";
import { TESTS_DIR } from "./task-files";
import type { Finding, JsonValue, JudgePairing, MediaPin, ParsedTask, TaskFiles } from "./types";

const EgocentricVocabularySchema = z.object({
  verbs: z.array(z.string()).min(1),
  nouns: z.array(z.string()).min(1),
  fps: z.number().positive().optional(),
});

export interface PairingContext {
  family: string;
  requestedJudgeId: string | null;
  files: TaskFiles;
  vocabularies: ParsedTask["vocabularies"];
  media: MediaPin[];
}

/** Ground-truth names of the family's primary pairing, for locating the task's main ground truth. */
export function primaryGroundTruthFiles(family: string | null): readonly string[] | null {
  if (family === null) return null;
  return familySpec(family)?.pairings.find((p) => p.isPrimary)?.groundTruthFiles ?? null;
}

export function buildPairings(ctx: PairingContext): { pairings: JudgePairing[]; findings: Finding[] } {
  const spec = familySpec(ctx.family);
  if (!spec) return { pairings: [], findings: [] };
  const findings: Finding[] = [];
  const requested = spec.pairings.some((p) => p.judgeId === ctx.requestedJudgeId) ? ctx.requestedJudgeId : null;
  const pairings: JudgePairing[] = [];
  for (const p of spec.pairings) {
    const gtPath = p.groundTruthFiles.map((n) => TESTS_DIR + n).find((path) => ctx.files.has(path));
    if (gtPath === undefined) {
      findings.push({
        code: "pairing_ground_truth_missing",
        severity: p.isPrimary ? "warning" : "info",
        message: `${p.judgeId} reads ${p.groundTruthFiles.join(" or ")} in ${TESTS_DIR}, which this folder lacks: pairing skipped`,
      });
      continue;
    }
    const options = judgeOptions(p, ctx, findings);
    const gt = storedFile(gtPath, ctx.files.get(gtPath)!);
    pairings.push({
      judgeId: p.judgeId,
      isPrimary: requested === null ? p.isPrimary : p.judgeId === requested,
      label: p.label,
      groundTruthPath: gt.path,
      groundTruthRaw: gt.raw,
      groundTruthSha256: gt.sha256,
      judgeOptions: options,
    });
  }
  return { pairings, findings };
}

function judgeOptions(p: PairingSpec, ctx: PairingContext, findings: Finding[]): Record<string, JsonValue> {
  if (p.optionsKind === "none") return {};
  const options: Record<string, JsonValue> = { frameTolerance: EGOCENTRIC_FRAME_TOLERANCE };
  const missing = (field: string, why: string) =>
    findings.push({ code: "judge_option_missing", severity: "warning", field, message: `${p.judgeId}: ${why}` });

  // prefer environment/vocabulary.json; else the one environment JSON shaped like a vocabulary
  const candidates = [...ctx.vocabularies].sort(
    (a, b) => Number(b.path.endsWith("/vocabulary.json")) - Number(a.path.endsWith("/vocabulary.json")),
  );
  const vocab = candidates
    .map((v) => ({ path: v.path, parsed: EgocentricVocabularySchema.safeParse(v.parsed) }))
    .find((v) => v.parsed.success);
  if (vocab?.parsed.success) {
    // the egocentric judges read `verbs` / `nouns` at the top level of their options
    options.verbs = vocab.parsed.data.verbs;
    options.nouns = vocab.parsed.data.nouns;
    options.vocabularyPath = vocab.path;
  } else {
    missing(
      "vocabulary",
      "no environment/*.json with verbs[] and nouns[]; the judge falls back to the real egocentric task's vocabulary, and rejects a ground truth that uses other words",
    );
  }
  const pin = ctx.media[0];
  const fps = vocab?.parsed.success && vocab.parsed.data.fps !== undefined ? vocab.parsed.data.fps : (pin?.fps ?? null);
  if (fps !== null) options.fps = fps;
  else missing("fps", "no fps in the vocabulary, SPEC or instruction");
  if (pin?.frameCount) options.videoFrames = pin.frameCount;
  else missing("videoFrames", 'no frame count stated in the instruction or SPEC ("<W>x<H>, … N frames")');
  return options;
}
