// A revision's own verifier, run in the sandbox on its stored ledgers: loading the verifier from
// the stored files, its JudgePairing (judge id task:<content hash>), and one ScoreRun per ledger.
// Everything the verifier does ends as a stored ScoreRun with its reason; nothing here throws for it.
import crypto from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { storableText } from "../../db/json-safe";
import { jsonColumn } from "../../db/json-column";
import { limitsForTask, type SandboxLimits } from "../../sandbox/limits";
import { storedReason, type VerifierRun } from "../../sandbox/run-verifier";
import {
  solutionTargetOf,
  taskJudgeId,
  TESTS_PREFIX,
  verifierFilesOf,
  verifierRewardRangeOf,
  verifierTimeoutOf,
} from "../../sandbox/verifier-files";
import { findItemRecords, itemRecordsToEvents, verifierDetailsOf } from "./verifier-details";

/** ScoreRun.reward's key for what the verifier wrote beyond its reward (artifacts, stdout JSON), bounded. */
export const DETAILS_KEY = "(verifier details)";
/** ScoreRun.reward's key for the verifier's own reason on a scored run. */
export const VERIFIER_SAID_KEY = "(verifier reason)";

export interface TaskVerifier {
  revisionId: string;
  taskId: string;
  judgeId: string;
  files: Map<string, Uint8Array>;
  solutionTarget: string;
  limits: SandboxLimits;
  /** the agent's instruction (its worked example is scored as a submission) */
  instructionText: string;
  groundTruth: { path: string; raw: Uint8Array<ArrayBuffer>; sha256: string };
}

export type LoadedVerifier = { ok: true; verifier: TaskVerifier } | { ok: false; reason: string };

const sha256 = (b: Uint8Array) => crypto.createHash("sha256").update(b).digest("hex");

export async function loadTaskVerifier(prisma: PrismaClient, revisionId: string): Promise<LoadedVerifier> {
  const rev = await prisma.taskRevision.findUnique({
    where: { id: revisionId },
    select: {
      taskId: true,
      instructionText: true,
      taskToml: true,
      groundTruthPath: true,
      groundTruthRaw: true,
      pairings: { select: { groundTruthPath: true, groundTruthRaw: true } },
      artifacts: { where: { path: { startsWith: TESTS_PREFIX } }, select: { path: true, raw: true } },
    },
  });
  if (!rev) return { ok: false, reason: `no revision ${revisionId}` };
  // the ground truths are stored apart from the other files: put them back where test.sh expects them
  const stored = [
    ...rev.artifacts,
    ...(rev.groundTruthRaw && rev.groundTruthPath ? [{ path: rev.groundTruthPath, raw: rev.groundTruthRaw }] : []),
    ...rev.pairings.map((p) => ({ path: p.groundTruthPath, raw: p.groundTruthRaw })),
  ].map((f) => ({ path: f.path, raw: new Uint8Array(f.raw) }));
  const files = verifierFilesOf(stored);
  if (!files.has("test.sh")) return { ok: false, reason: `this revision carries no verifier of its own (no ${TESTS_PREFIX}test.sh)` };
  const gtRaw = rev.groundTruthRaw ? new Uint8Array(rev.groundTruthRaw) : new Uint8Array();
  return {
    ok: true,
    verifier: {
      revisionId,
      taskId: rev.taskId,
      judgeId: taskJudgeId(files),
      files,
      solutionTarget: solutionTargetOf(rev.instructionText),
      instructionText: rev.instructionText,
      limits: limitsForTask(verifierTimeoutOf(rev.taskToml), undefined, verifierRewardRangeOf(rev.taskToml)),
      groundTruth: { path: rev.groundTruthPath || `${TESTS_PREFIX}(none)`, raw: gtRaw, sha256: sha256(gtRaw) },
    },
  };
}

/**
 * The verifier's pairing. When no port scores the family (no other primary pairing) it is the
 * primary one: its rewards are then the measured evidence the gates read, exactly like a port's.
 */
export async function ensureTaskJudgePairing(prisma: PrismaClient, v: TaskVerifier): Promise<{ id: string; isPrimary: boolean }> {
  const key = { revisionId: v.revisionId, judgeId: v.judgeId, groundTruthSha256: v.groundTruth.sha256 };
  const port = await prisma.judgePairing.findFirst({
    where: { revisionId: v.revisionId, isPrimary: true, NOT: { judgeId: v.judgeId } },
    select: { id: true },
  });
  const pairing = await prisma.judgePairing.upsert({
    where: { revisionId_judgeId_groundTruthSha256: key },
    update: { isPrimary: port === null },
    create: {
      ...key,
      isPrimary: port === null,
      label: `the task's own judge (tests/test.sh, ${v.files.size} files)`,
      groundTruthPath: v.groundTruth.path,
      groundTruthRaw: new Uint8Array(v.groundTruth.raw),
      judgeOptions: { solutionTarget: v.solutionTarget, limits: { ...v.limits } },
    },
    select: { id: true, isPrimary: true },
  });
  return pairing;
}

export async function storeTaskJudgeScore(
  prisma: PrismaClient,
  pairingId: string,
  judgeId: string,
  ledgerId: string,
  run: VerifierRun,
): Promise<void> {
  // what the verifier wrote beyond its reward, bounded, beside the reward; its per-item records as events
  const details = verifierDetailsOf(run);
  const records = findItemRecords(details);
  const hasDetails = Object.keys(details.artifacts).length > 0 || details.stdout !== null || details.omitted.length > 0;
  const reward: Record<string, unknown> = {
    ...(run.rewardObject ?? { reward: null, status: run.status }),
    ...(hasDetails ? { [DETAILS_KEY]: { ...details, itemRecords: records?.path ?? null } } : {}),
  };
  // a scored run's reason is "ok", as a port's: the gates read any other reason as "not a score";
  // the verifier's own words (a details file's "reason", a non-zero exit after the reward) stay beside the reward
  const said = storedReason(run);
  if (run.status === "scored" && said !== "ok") reward[VERIFIER_SAID_KEY] = said;
  const data = {
    judgeId,
    reward: jsonColumn(reward),
    rewardText: storableText(run.rewardText),
    // a verifier that gave no reward scores nothing: 0, with the reason saying why
    rewardValue: run.reward ?? 0,
    reason: storableText(run.status === "scored" ? "ok" : said),
    events: jsonColumn(records ? itemRecordsToEvents(records.records) : []),
    durationMs: run.wallMs,
  };
  await prisma.scoreRun.upsert({
    where: { ledgerId_pairingId: { ledgerId, pairingId } },
    update: data,
    create: { ...data, ledgerId, pairingId },
  });
}

/**
 * The verifier ran but its result could not be stored: that ledger's outcome says so (reward 0,
 * status "storage-error"), and the other ledgers go on. Returns the reason stored.
 */
export async function storeTaskJudgeStorageError(
  prisma: PrismaClient,
  pairingId: string,
  judgeId: string,
  ledgerId: string,
  error: unknown,
): Promise<string> {
  // the last line only (the database's own words): the full message can carry query text and server paths
  const first = (error instanceof Error ? error.message : String(error)).trim().split("\n").pop() ?? "";
  const reason = storableText(`storage-error: the verifier's result could not be stored (${first.slice(0, 300)})`);
  const data = {
    judgeId,
    reward: { reward: null, status: "storage-error" },
    rewardText: "",
    rewardValue: 0,
    reason,
    events: [],
    durationMs: 0,
  };
  await prisma.scoreRun.upsert({
    where: { ledgerId_pairingId: { ledgerId, pairingId } },
    update: data,
    create: { ...data, ledgerId, pairingId },
  });
  return reason;
}
